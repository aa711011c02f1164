import { SafeHtml } from '@huddle/components';
import type { TranslatableText } from '@huddle/schemas';
import { useLingui } from '@lingui/react/macro';
import { Input, Label, TextField } from 'react-aria-components';
import { RichTextEditor } from '../rich-text/rich-text-editor.tsx';

/** Props of TranslationRow: one text, its label, the Spanish draft and whether it may be edited. */
export interface TranslationRowProps {
  text: TranslatableText;
  label: string;
  draft: string;
  onChange: (value: string) => void;
  canEdit: boolean;
}

/**
 * One program text side by side (issue 14.3): the English version on the
 * left (read-only; rich text rendered through SafeHtml) and its Spanish
 * version on the right (a text field, or the rich-text editor for rich
 * texts); stacked at narrow widths (program-builder.css).
 */
export function TranslationRow({ text, label, draft, onChange, canEdit }: TranslationRowProps) {
  const { t } = useLingui();
  const missing = draft.trim() === '';
  return (
    <div className={`translation-row${missing ? ' translation-row--missing' : ''}`}>
      <div className="translation-row__english">
        <p className="translation-row__label">{t`${label} (English)`}</p>
        {text.rich ? <SafeHtml html={text.english} /> : <p>{text.english}</p>}
      </div>
      <div className="translation-row__spanish">
        {text.rich ? (
          <RichTextEditor label={t`${label} (Spanish)`} value={draft} onChange={onChange} isDisabled={!canEdit} />
        ) : (
          <TextField value={draft} onChange={onChange} isDisabled={!canEdit} className="builder-field">
            <Label className="translation-row__label">{t`${label} (Spanish)`}</Label>
            <Input className="builder-field__input" lang="es" />
          </TextField>
        )}
      </div>
    </div>
  );
}
