import { enumOptionsIndexForValue, enumOptionsValueForIndex } from '@rjsf/utils';
import type { WidgetProps } from '@rjsf/utils';
import { Radio, RadioGroup } from 'react-aria-components';
import { choiceColumnsStyle } from './choice-columns.ts';
import { fieldDescribedBy, labelId } from './field-described-by.ts';
import { errorsVisible } from './program-form-context.ts';

/**
 * Single choice answer: a react-aria RadioGroup (arrow-key navigation, one
 * tab stop), labelled by the field label, in `ui:options.columns` columns.
 */
export function RadioWidget(props: WidgetProps) {
  const { id, value, readonly, disabled, onBlur, onFocus, onChange, options, schema, uiSchema, registry, rawErrors, required } = props;
  const enumOptions = options.enumOptions ?? [];
  const selected = enumOptionsIndexForValue(value, enumOptions, false);
  const toValue = (index: string) => enumOptionsValueForIndex(index, enumOptions, options.emptyValue);
  const invalid = errorsVisible(registry.formContext, id, rawErrors);

  return (
    <RadioGroup
      id={id}
      className="choices"
      style={choiceColumnsStyle(options.columns)}
      value={typeof selected === 'string' ? selected : null}
      isDisabled={disabled}
      isReadOnly={readonly}
      isRequired={required}
      isInvalid={invalid}
      validationBehavior="aria"
      aria-labelledby={labelId(id)}
      aria-describedby={fieldDescribedBy(id, schema, uiSchema)}
      onChange={(index) => onChange(toValue(index))}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    >
      {enumOptions.map((option, index) => (
        <Radio key={String(option.value)} value={String(index)} className="choice choice--radio">
          <span className="choice__mark" aria-hidden="true" />
          <span className="choice__label">{option.label}</span>
        </Radio>
      ))}
    </RadioGroup>
  );
}
