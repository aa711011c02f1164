import { t } from '@lingui/core/macro';
import { useInterfaceLanguage } from '../i18n/use-interface-language.ts';
import { enumOptionsIndexForValue, enumOptionsValueForIndex } from '@rjsf/utils';
import type { WidgetProps } from '@rjsf/utils';
import { fieldDescribedBy } from './field-described-by.ts';
import { errorsVisible } from './program-form-context.ts';

/**
 * Drop-down answer: a native `<select>` (best keyboard, screen reader and
 * mobile support for long lists such as countries). The empty first option
 * carries the placeholder and maps to "no answer", never to a value
 * (spec §5: a drop-down answer is never 'select'). Read-only renders disabled.
 */
export function SelectWidget(props: WidgetProps) {
  const {
    id,
    htmlName,
    value,
    readonly,
    disabled,
    autofocus,
    onBlur,
    onFocus,
    onChange,
    options,
    schema,
    uiSchema,
    registry,
    rawErrors,
    required,
    placeholder,
  } = props;
  useInterfaceLanguage();
  const enumOptions = options.enumOptions ?? [];
  const selected = enumOptionsIndexForValue(value, enumOptions, false);
  const selectedIndex = typeof selected === 'string' ? selected : '';
  const toValue = (index: string) => (index === '' ? options.emptyValue : enumOptionsValueForIndex(index, enumOptions));

  return (
    <div className="select">
      <select
        id={id}
        name={htmlName || id}
        className="input input--select"
        value={selectedIndex}
        disabled={disabled || readonly}
        autoFocus={autofocus}
        aria-required={required || undefined}
        aria-invalid={errorsVisible(registry.formContext, id, rawErrors) || undefined}
        aria-describedby={fieldDescribedBy(id, schema, uiSchema)}
        onChange={(event) => onChange(toValue(event.target.value))}
        onBlur={(event) => onBlur(id, toValue(event.target.value))}
        onFocus={(event) => onFocus(id, toValue(event.target.value))}
      >
        <option value="">{placeholder || t`Choose...`}</option>
        {enumOptions.map((option, index) => (
          <option key={String(option.value)} value={String(index)}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
