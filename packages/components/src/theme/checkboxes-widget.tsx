import { t } from '@lingui/core/macro';
import { enumOptionsIndexForValue, enumOptionsValueForIndex } from '@rjsf/utils';
import type { WidgetProps } from '@rjsf/utils';
import { Checkbox, CheckboxGroup } from 'react-aria-components';
import { choiceColumnsStyle } from './choice-columns.ts';
import { fieldDescribedBy, labelId } from './field-described-by.ts';
import { errorsVisible } from './program-form-context.ts';

/** Read to screen reader users with a required multi-select group (the label's '*' is not read). */
export function groupRequiredText(): string {
  return t`Required: choose at least one.`;
}

/**
 * Multi-select answer: a react-aria CheckboxGroup labelled by the field label,
 * in `ui:options.columns` columns. The answer keeps the options' order. A
 * required answer is required of the group, not of each box: no box is
 * marked required (choosing one is enough), and the group's description says
 * so (role=group takes no aria-required).
 */
export function CheckboxesWidget(props: WidgetProps) {
  const { id, value, readonly, disabled, onBlur, onFocus, onChange, options, schema, uiSchema, registry, rawErrors, required } = props;
  const enumOptions = options.enumOptions ?? [];
  const values: unknown[] = Array.isArray(value) ? value : [];
  const selected = enumOptionsIndexForValue(values as never, enumOptions, true);
  const selectedIndexes = Array.isArray(selected) ? selected : [];
  const toValues = (indexes: string[]) =>
    enumOptionsValueForIndex(
      [...indexes].sort((a, b) => Number(a) - Number(b)),
      enumOptions,
      [],
    );

  const requiredId = `${id}__required`;
  const describedBy = [required ? requiredId : '', fieldDescribedBy(id, schema, uiSchema)].filter(Boolean).join(' ');
  return (
    <CheckboxGroup
      id={id}
      className="choices"
      style={choiceColumnsStyle(options.columns)}
      value={selectedIndexes}
      isDisabled={disabled}
      isReadOnly={readonly}
      isInvalid={errorsVisible(registry.formContext, id, rawErrors)}
      validationBehavior="aria"
      aria-labelledby={labelId(id)}
      aria-describedby={describedBy}
      onChange={(indexes) => onChange(toValues(indexes))}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    >
      {required ? (
        <span id={requiredId} className="visually-hidden">
          {groupRequiredText()}
        </span>
      ) : null}
      {enumOptions.map((option, index) => (
        <Checkbox key={String(option.value)} value={String(index)} className="choice choice--checkbox">
          <span className="choice__mark" aria-hidden="true" />
          <span className="choice__label">{option.label}</span>
        </Checkbox>
      ))}
    </CheckboxGroup>
  );
}
