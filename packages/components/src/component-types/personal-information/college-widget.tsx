import { t } from '@lingui/core/macro';
import { useInterfaceLanguage } from '../../i18n/use-interface-language.ts';
import type { WidgetProps } from '@rjsf/utils';
import { useCallback, useMemo } from 'react';
import { fieldDescribedBy, labelId } from '../../theme/field-described-by.ts';
import type { ProgramFormContext } from '../../theme/program-form-context.ts';
import { errorsVisible } from '../../theme/program-form-context.ts';
import { NativeChoice } from '../../theme/native-choice.tsx';
import { SuggestionComboBox } from '../../theme/suggestion-combo-box.tsx';
import type { SuggestionItem } from '../../theme/suggestion-combo-box.tsx';
import { useSuggestions } from '../../theme/use-suggestions.ts';
import { DID_NOT_ATTEND_COLLEGE } from './college-widget-name.ts';
import './college-widget.css';

/** Label of the spec §4 'did not attend' choice. */
export const DID_NOT_ATTEND_LABEL = 'Did not attend college';

/**
 * The college answer (spec §4, §5 'college non-blank'): a text input
 * suggesting player database colleges (FormServices.searchColleges, after
 * more than 1 character) that also accepts any typed name, and a 'Did not
 * attend college' checkbox: ticking sets 'Did Not Attend' and disables the
 * input, unticking clears the answer. `ui:options.didNotAttend: false` hides
 * the checkbox. Disabled (a field supplied by the player database) and
 * read-only render without suggestions.
 */
export function CollegeWidget(props: WidgetProps) {
  useInterfaceLanguage();
  const {
    id,
    value,
    readonly,
    disabled,
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
  const context = registry.formContext as Partial<ProgramFormContext> | undefined;
  const text = typeof value === 'string' ? value : '';
  const didNotAttend = text === DID_NOT_ATTEND_COLLEGE;
  const searchable = !readonly && !disabled && !didNotAttend;
  const searchColleges = context?.services?.searchColleges;
  const search = useMemo(
    () =>
      searchable && searchColleges
        ? async (pattern: string): Promise<SuggestionItem[]> => (await searchColleges(pattern)).map((name) => ({ id: name, label: name }))
        : undefined,
    [searchable, searchColleges],
  );
  const suggestions = useSuggestions(text, search);
  const change = useCallback((next: string) => onChange(next === '' ? options.emptyValue : next), [onChange, options.emptyValue]);

  return (
    <div className="college-input">
      <SuggestionComboBox
        id={id}
        name={props.htmlName || id}
        labelledBy={labelId(id)}
        describedBy={fieldDescribedBy(id, schema, uiSchema)}
        inputValue={text}
        onInputChange={change}
        suggestions={suggestions}
        onSelect={(name) => change(String(name))}
        allowsCustomValue
        placeholder={placeholder || t`Type to search colleges`}
        isDisabled={disabled || didNotAttend}
        isReadOnly={readonly}
        isInvalid={errorsVisible(registry.formContext, id, rawErrors)}
        isRequired={required}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
      {options.didNotAttend === false ? null : (
        <NativeChoice
          type="checkbox"
          className="college-input__did-not-attend"
          label={t`Did not attend college`}
          checked={didNotAttend}
          disabled={disabled}
          readOnly={readonly}
          onChange={(selected) => onChange(selected ? DID_NOT_ATTEND_COLLEGE : options.emptyValue)}
        />
      )}
    </div>
  );
}
