import { t } from '@lingui/core/macro';
import { useInterfaceLanguage } from '../../i18n/use-interface-language.ts';
import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import type { FocusEvent } from 'react';
import { OTHER_TEXT_TITLE } from '../questions-component/question-schema.ts';
import { groupRequiredText } from '../../theme/checkboxes-widget.tsx';
import { choiceColumnsStyle } from '../../theme/choice-columns.ts';
import { fieldDescribedBy, labelId } from '../../theme/field-described-by.ts';
import { NativeChoice } from '../../theme/native-choice.tsx';
import type { ProgramFormContext } from '../../theme/program-form-context.ts';
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
  const context = registry.formContext as Partial<ProgramFormContext> | undefined;
  const otherId = otherInputId(id);
  const otherInvalid = otherEntry !== undefined && !otherEntryPattern.test(otherEntry) && shown(context, otherId);

  const emit = (choices: readonly string[], text: string) => {
    const chosen = listed.filter((option) => choices.includes(option));
    onChange(choices.includes(OTHER_OPTION) ? [...chosen, `${OTHER_ENTRY_PREFIX}${text}`] : chosen);
  };

  const requiredId = `${id}__required`;
  const otherErrorId = `${otherId}__error`;
  const outside = (event: FocusEvent<HTMLElement>) => !event.currentTarget.contains(event.relatedTarget as Node | null);
  return (
    <div className="choices-with-other">
      <div
        role="group"
        id={id}
        className="choices"
        style={choiceColumnsStyle(options.columns)}
        aria-labelledby={labelId(id)}
        aria-describedby={[required ? requiredId : '', fieldDescribedBy(id, schema, uiSchema)].filter(Boolean).join(' ') || undefined}
        aria-disabled={disabled || undefined}
        onFocus={(event) => {
          if (outside(event)) onFocus(id, value);
        }}
        onBlur={(event) => {
          if (outside(event)) onBlur(id, value);
        }}
      >
        {required ? (
          <span id={requiredId} className="visually-hidden">
            {groupRequiredText()}
          </span>
        ) : null}
        {[...listed, OTHER_OPTION].map((option) => (
          <NativeChoice
            key={option}
            type="checkbox"
            value={option}
            label={labels[option] ?? option}
            checked={selected.includes(option)}
            disabled={disabled}
            readOnly={readonly}
            invalid={showsErrors(context, id, rawErrors)}
            onChange={(checked) => emit(checked ? [...selected, option] : selected.filter((entry) => entry !== option), otherText)}
          />
        ))}
      </div>
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

/** Errors of one input show once it was left or a submit was attempted (always without a ProgramForm context). */
function shown(context: Partial<ProgramFormContext> | undefined, inputId: string): boolean {
  if (!context || context.touched === undefined) return true;
  return Boolean(context.showAllErrors || context.touched[inputId]);
}

function showsErrors(context: Partial<ProgramFormContext> | undefined, id: string, rawErrors: readonly string[] | undefined): boolean {
  return Boolean(rawErrors && rawErrors.length > 0) && shown(context, id);
}
