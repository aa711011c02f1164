import { t } from '@lingui/core/macro';
import { enumOptionsIndexForValue, enumOptionsValueForIndex } from '@rjsf/utils';
import type { WidgetProps } from '@rjsf/utils';
import { choiceColumnsStyle } from './choice-columns.ts';
import { fieldDescribedBy, labelId } from './field-described-by.ts';
import { groupFocusHandlers } from './group-focus.ts';
import { NativeChoice } from './native-choice.tsx';
import { errorsVisible } from './program-form-context.ts';

/** Read to screen reader users with a required multi-select group (the label's '*' is not read). */
export function groupRequiredText(): string {
  return t`Required: choose at least one.`;
}

/**
 * Multi-select answer: native checkboxes in a group labelled by the field
 * label, in `ui:options.columns` columns. The answer keeps the options'
 * order. A required answer is required of the group, not of each box: no box
 * is marked required (choosing one is enough), and the group's description
 * says so (role=group takes no aria-required). Focus and blur are reported
 * when focus enters or leaves the group.
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

  const requiredId = `${id}__required`;
  const describedBy = [required ? requiredId : '', fieldDescribedBy(id, schema, uiSchema)].filter(Boolean).join(' ');
  return (
    <div
      role="group"
      id={id}
      className="choices"
      style={choiceColumnsStyle(options.columns)}
      aria-labelledby={labelId(id)}
      aria-describedby={describedBy}
      aria-disabled={disabled || undefined}
      {...groupFocusHandlers(
        () => onFocus(id, value),
        () => onBlur(id, value),
      )}
    >
      {required ? (
        <span id={requiredId} className="visually-hidden">
          {groupRequiredText()}
        </span>
      ) : null}
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
    </div>
  );
}
