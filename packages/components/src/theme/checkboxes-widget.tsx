import { enumOptionsIndexForValue, enumOptionsValueForIndex } from '@rjsf/utils';
import type { WidgetProps } from '@rjsf/utils';
import { ChoiceGroup } from './choice-group.tsx';
import { fieldDescribedBy } from './field-described-by.ts';
import { NativeChoice } from './native-choice.tsx';
import { errorsVisible } from './program-form-context.ts';

/**
 * Multi-select answer: native checkboxes in a group labelled by the field
 * label, in `ui:options.columns` columns (ChoiceGroup: a required group says
 * so in its description; focus and blur are reported when focus enters or
 * leaves the group). The answer keeps the options' order.
 */
export function CheckboxesWidget(props: WidgetProps) {
  const { id, value, readonly, disabled, onBlur, onFocus, onChange, options, schema, uiSchema, registry, rawErrors, required } = props;
  const enumOptions = options.enumOptions ?? [];
  const values: unknown[] = Array.isArray(value) ? value : [];
  const selected = enumOptionsIndexForValue(values as never, enumOptions, true);
  const selectedIndexes = Array.isArray(selected) ? selected : [];
  const invalid = errorsVisible(registry.formContext, id, rawErrors);
  const toggle = (index: string, checked: boolean) => {
    const indexes = checked ? [...selectedIndexes, index] : selectedIndexes.filter((item) => item !== index);
    onChange(
      enumOptionsValueForIndex(
        [...new Set(indexes)].sort((a, b) => Number(a) - Number(b)),
        enumOptions,
        [],
      ),
    );
  };

  return (
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
      {enumOptions.map((option, index) => (
        <NativeChoice
          key={String(option.value)}
          type="checkbox"
          name={id}
          value={String(index)}
          label={option.label}
          checked={selectedIndexes.includes(String(index))}
          disabled={disabled}
          readOnly={readonly}
          invalid={invalid}
          onChange={(checked) => toggle(String(index), checked)}
        />
      ))}
    </ChoiceGroup>
  );
}
