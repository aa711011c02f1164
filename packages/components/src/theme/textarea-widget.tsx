import type { WidgetProps } from '@rjsf/utils';
import { fieldDescribedBy } from './field-described-by.ts';
import { errorsVisible } from './program-form-context.ts';

/** Multi-line text answer (long text questions): a native `<textarea>` with the same ARIA wiring as BaseInputTemplate. */
export function TextareaWidget(props: WidgetProps) {
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
  const rows = typeof options.rows === 'number' ? options.rows : 4;
  return (
    <textarea
      id={id}
      name={htmlName || id}
      className="input input--textarea"
      rows={rows}
      value={value ?? ''}
      readOnly={readonly}
      disabled={disabled}
      autoFocus={autofocus}
      placeholder={placeholder}
      maxLength={typeof schema.maxLength === 'number' ? schema.maxLength : undefined}
      aria-required={required || undefined}
      aria-invalid={errorsVisible(registry.formContext, id, rawErrors) || undefined}
      aria-describedby={fieldDescribedBy(id, schema, uiSchema)}
      onChange={(event) => onChange(event.target.value === '' ? options.emptyValue : event.target.value)}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
    />
  );
}
