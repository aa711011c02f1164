import { enumOptionsIndexForValue, enumOptionsValueForIndex } from '@rjsf/utils';
import type { WidgetProps } from '@rjsf/utils';
import { ChoiceGroup } from './choice-group.tsx';
import { fieldDescribedBy } from './field-described-by.ts';
import { NativeChoice } from './native-choice.tsx';
import { errorsVisible } from './program-form-context.ts';

/**
 * Single choice answer: native radios sharing the field id as their name
 * (one tab stop, arrow keys move and choose) in a radiogroup labelled by the
 * field label, in `ui:options.columns` columns. Focus and blur are reported
 * when focus enters or leaves the group.
 */
export function RadioWidget(props: WidgetProps) {
  const { id, value, readonly, disabled, onBlur, onFocus, onChange, options, schema, uiSchema, registry, rawErrors, required } = props;
  const enumOptions = options.enumOptions ?? [];
  const selected = enumOptionsIndexForValue(value, enumOptions, false);
  const invalid = errorsVisible(registry.formContext, id, rawErrors);

  return (
    <ChoiceGroup
      kind="radio"
      id={id}
      columns={options.columns}
      describedBy={fieldDescribedBy(id, schema, uiSchema)}
      required={required}
      invalid={invalid}
      readonly={readonly}
      disabled={disabled}
      onEnter={() => onFocus(id, value)}
      onLeave={() => onBlur(id, value)}
    >
      {enumOptions.map((option, index) => (
        <NativeChoice
          key={String(option.value)}
          type="radio"
          name={id}
          value={String(index)}
          label={option.label}
          checked={selected === String(index)}
          disabled={disabled}
          readOnly={readonly}
          invalid={invalid}
          onChange={(checked) => {
            if (checked) onChange(enumOptionsValueForIndex(String(index), enumOptions, options.emptyValue));
          }}
        />
      ))}
    </ChoiceGroup>
  );
}
