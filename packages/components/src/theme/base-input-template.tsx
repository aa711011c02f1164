import { getInputProps } from '@rjsf/utils';
import type { BaseInputTemplateProps } from '@rjsf/utils';
import type { ChangeEvent, FocusEvent } from 'react';
import { fieldDescribedBy } from './field-described-by.ts';
import { errorsVisible } from './program-form-context.ts';

/**
 * The single-line input behind the text, email, number and other input
 * widgets: a native `<input>` (hover and focus states from CSS; no
 * per-field hooks, so a long form mounts quickly), with
 * aria-required, aria-invalid once errors are visible, and aria-describedby
 * linking description, help and errors.
 */
export function BaseInputTemplate(props: BaseInputTemplateProps) {
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
    onChangeOverride,
    options,
    schema,
    uiSchema,
    registry,
    rawErrors,
    type,
    required,
    placeholder,
  } = props;
  const inputProps = getInputProps(schema, type, options);
  const isNumber = inputProps.type === 'number';
  const inputValue = isNumber ? (value || value === 0 ? value : '') : (value ?? '');
  const invalid = errorsVisible(registry.formContext, id, rawErrors);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) =>
    onChange(event.target.value === '' ? options.emptyValue : event.target.value);

  return (
    <input
      {...inputProps}
      id={id}
      name={htmlName || id}
      className="input"
      value={inputValue}
      readOnly={readonly}
      disabled={disabled}
      autoFocus={autofocus}
      placeholder={placeholder}
      maxLength={typeof schema.maxLength === 'number' ? schema.maxLength : undefined}
      aria-required={required || undefined}
      aria-invalid={invalid || undefined}
      aria-describedby={fieldDescribedBy(id, schema, uiSchema)}
      onChange={onChangeOverride ?? handleChange}
      onBlur={(event: FocusEvent<HTMLInputElement>) => onBlur(id, event.target.value)}
      onFocus={(event: FocusEvent<HTMLInputElement>) => onFocus(id, event.target.value)}
    />
  );
}
