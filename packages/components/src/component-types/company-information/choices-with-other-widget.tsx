import { t } from '@lingui/core/macro';
import { useInterfaceLanguage } from '../../i18n/use-interface-language.ts';
import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { OTHER_TEXT_TITLE } from '../questions-component/question-schema.ts';
import { ChoiceGroup } from '../../theme/choice-group.tsx';
import { fieldDescribedBy } from '../../theme/field-described-by.ts';
import { NativeChoice } from '../../theme/native-choice.tsx';
import { errorsShownFor, errorsVisible } from '../../theme/program-form-context.ts';
import { OTHER_ENTRY_PATTERN, OTHER_ENTRY_PREFIX, OTHER_OPTION } from './choices-with-other-schema.ts';
import './choices-with-other.css';

/** Shown under the revealed input while 'Other' is chosen without text (spec §5). */
export const OTHER_TEXT_REQUIRED = 'Please specify the other value.';

const otherEntryPattern = new RegExp(OTHER_ENTRY_PATTERN, 'u');

/** Id of the revealed 'Please specify other:' input of the widget `id`. */
export function otherInputId(id: string): string {
  return `${id}__other`;
}

/**
 * Multi-select with 'Other' (ui:widget 'CompanyInformation.ChoicesWithOther',
 * spec §3/§4/§5): the listed options (values from the schema's
 * `items.anyOf[0].enum`, labels from `ui:options.labels`) plus 'Other' as a
 * group of native checkboxes in `ui:options.columns` columns (required of
 * the group, which its description says, not of each box; focus and blur
 * reported as focus enters or leaves the group). Choosing 'Other' reveals
 * a 'Please specify other:' input;
 * the answer keeps the listed values in list order and the 'Other: {text}'
 * entry last, e.g. ['MBE', 'Other: Tribal-owned']. While Other is chosen
 * without text the entry is 'Other: ' (refused by the schema) and, once the
 * input was left or a submit attempted, the input says so.
 * Read-only and disabled forms show the choices and text unchangeable.
 */
export function ChoicesWithOtherWidget(props: WidgetProps) {
  useInterfaceLanguage();
  const { id, value, readonly, disabled, onBlur, onFocus, onChange, options, schema, uiSchema, registry, rawErrors, required } = props;
  const listed = listedValues(schema);
  const labels = (options['labels'] ?? {}) as Record<string, string>;
  const entries: string[] = Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
  const otherEntry = entries.find((entry) => entry.startsWith(OTHER_ENTRY_PREFIX));
  const [rememberedText, setRememberedText] = useState(otherEntry?.slice(OTHER_ENTRY_PREFIX.length) ?? '');
  const otherText = otherEntry === undefined ? rememberedText : otherEntry.slice(OTHER_ENTRY_PREFIX.length);
  const selected = [...entries.filter((entry) => listed.includes(entry)), ...(otherEntry === undefined ? [] : [OTHER_OPTION])];
  const otherId = otherInputId(id);
  const otherInvalid = otherEntry !== undefined && !otherEntryPattern.test(otherEntry) && errorsShownFor(registry.formContext, otherId);

  const emit = (choices: readonly string[], text: string) => {
    const chosen = listed.filter((option) => choices.includes(option));
    onChange(choices.includes(OTHER_OPTION) ? [...chosen, `${OTHER_ENTRY_PREFIX}${text}`] : chosen);
  };

  const otherErrorId = `${otherId}__error`;
  const invalid = errorsVisible(registry.formContext, id, rawErrors);
  return (
    <div className="choices-with-other">
      <ChoiceGroup
        kind="checkbox"
        id={id}
        columns={options.columns}
        describedBy={fieldDescribedBy(id, schema, uiSchema)}
        required={required}
        disabled={disabled}
        onEnter={() => onFocus(id, value)}
        onLeave={() => onBlur(id, value)}
      >
        {[...listed, OTHER_OPTION].map((option) => (
          <NativeChoice
            key={option}
            type="checkbox"
            value={option}
            label={labels[option] ?? option}
            checked={selected.includes(option)}
            disabled={disabled}
            readOnly={readonly}
            invalid={invalid}
            onChange={(checked) => emit(checked ? [...selected, option] : selected.filter((entry) => entry !== option), otherText)}
          />
        ))}
      </ChoiceGroup>
      {otherEntry === undefined ? null : (
        <div className="choices-with-other__other">
          <label className="field__label" htmlFor={otherId}>
            {OTHER_TEXT_TITLE}
          </label>
          <input
            id={otherId}
            className="input"
            type="text"
            value={otherText}
            maxLength={itemMaxLength(schema)}
            disabled={disabled}
            readOnly={readonly}
            aria-required="true"
            aria-invalid={otherInvalid || undefined}
            aria-describedby={otherInvalid ? otherErrorId : undefined}
            onChange={(event) => {
              setRememberedText(event.target.value);
              emit(selected, event.target.value);
            }}
            onBlur={() => onBlur(otherId, otherText)}
          />
          {otherInvalid ? (
            <p id={otherErrorId} className="choices-with-other__error">
              {t`Please specify the other value.`}
            </p>
          ) : null}
        </div>
      )}
    </div>
  );
}

/** The listed option values of the array schema (`items.anyOf[0].enum`). */
function listedValues(schema: WidgetProps['schema']): string[] {
  const items = schema.items;
  if (typeof items !== 'object' || items === null || Array.isArray(items)) return [];
  const first = items.anyOf?.[0];
  const values = typeof first === 'object' && first !== null ? first.enum : undefined;
  return Array.isArray(values) ? values.filter((entry): entry is string => typeof entry === 'string' && entry !== OTHER_OPTION) : [];
}

/** Characters left for the text after the 'Other: ' prefix (items.maxLength includes it). */
function itemMaxLength(schema: WidgetProps['schema']): number | undefined {
  const items = schema.items;
  const max = typeof items === 'object' && items !== null && !Array.isArray(items) ? items.maxLength : undefined;
  return typeof max === 'number' ? Math.max(max - OTHER_ENTRY_PREFIX.length, 0) : undefined;
}
