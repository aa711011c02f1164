import './rich-text.css';
import { LinkNode } from '@lexical/link';
import { ListItemNode, ListNode } from '@lexical/list';
import { LexicalComposer, type InitialConfigType } from '@lexical/react/LexicalComposer';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { HeadingNode, QuoteNode } from '@lexical/rich-text';
import { memo, useEffect, useId } from 'react';
import { HtmlValuePlugin } from './html-value-plugin.tsx';
import { ImageNode } from './image-node.tsx';
import { RichTextToolbar } from './rich-text-toolbar.tsx';
import { isSafeLinkUrl } from '@huddle/program-rules';

/** Props of RichTextEditor: its visible label, the HTML value and the edit callback. */
export interface RichTextEditorProps {
  label: string;
  /** HTML; '' for empty. A new value from outside replaces the content. */
  value: string;
  /** Receives the edited HTML ('' when empty) on every edit. */
  onChange: (html: string) => void;
  isDisabled?: boolean;
  /** Id of the element describing the field (hint or error). */
  describedBy?: string;
  isInvalid?: boolean;
}

/** Lexical reports errors of its own state; they are programming errors, so they surface. */
function throwEditorError(error: Error): never {
  throw error;
}

/** Switches the editor between editable and read-only. */
function EditablePlugin({ isEditable }: { isEditable: boolean }) {
  const [editor] = useLexicalComposerContext();
  useEffect(() => editor.setEditable(isEditable), [editor, isEditable]);
  return null;
}

const theme: InitialConfigType['theme'] = {
  text: {
    bold: 'rich-text__bold',
    italic: 'rich-text__italic',
    underline: 'rich-text__underline',
    strikethrough: 'rich-text__strikethrough',
  },
};

/**
 * A rich text field (Lexical) with the spec §9 toolbar: headers 1-6, bold,
 * italic, underline, strike, blockquote, ordered and bullet lists, indent,
 * link and image. The value is HTML: sanitized (DOMPurify) before it is
 * loaded, exported with Lexical's HTML serializer on each edit; the API
 * sanitizes it again on save and every page shows it through SafeHtml.
 */
export const RichTextEditor = memo(function RichTextEditor({
  label,
  value,
  onChange,
  isDisabled = false,
  describedBy,
  isInvalid = false,
}: RichTextEditorProps) {
  const labelId = useId();
  const initialConfig: InitialConfigType = {
    namespace: 'huddle-rich-text',
    nodes: [HeadingNode, QuoteNode, ListNode, ListItemNode, LinkNode, ImageNode],
    theme,
    editable: !isDisabled,
    onError: throwEditorError,
  };
  return (
    <div className="rich-text" data-disabled={isDisabled || undefined}>
      <span id={labelId} className="rich-text__label">
        {label}
      </span>
      <LexicalComposer initialConfig={initialConfig}>
        <RichTextToolbar label={label} isDisabled={isDisabled} />
        <RichTextPlugin
          contentEditable={
            <ContentEditable
              className="rich-text__content"
              role="textbox"
              ariaMultiline
              ariaLabelledBy={labelId}
              ariaDescribedBy={describedBy}
              ariaInvalid={isInvalid || undefined}
              aria-disabled={isDisabled || undefined}
            />
          }
          ErrorBoundary={LexicalErrorBoundary}
        />
        <HistoryPlugin />
        <ListPlugin />
        <LinkPlugin validateUrl={isSafeLinkUrl} />
        <HtmlValuePlugin value={value} onChange={onChange} />
        <EditablePlugin isEditable={!isDisabled} />
      </LexicalComposer>
    </div>
  );
});
