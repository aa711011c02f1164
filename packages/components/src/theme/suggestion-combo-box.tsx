import { useState } from 'react';
import { t } from '@lingui/core/macro';
import { useInterfaceLanguage } from '../i18n/use-interface-language.ts';
import type { Key } from 'react-aria-components';
import { ComboBox, Input, ListBox, ListBoxItem, Popover } from 'react-aria-components';
import type { Suggestions } from './use-suggestions.ts';
import { SUGGESTION_MIN_LENGTH } from './use-suggestions.ts';
import './suggestion-combo-box.css';

/** One suggestion as the list shows it. */
export interface SuggestionItem {
  id: string | number;
  label: string;
}

/** Props of SuggestionComboBox. The label is the field's own (aria-labelledby). */
export interface SuggestionComboBoxProps {
  /** Id of the input (the field template's label points at it). */
  id: string;
  name?: string;
  labelledBy: string;
  describedBy?: string;
  inputValue: string;
  onInputChange(text: string): void;
  suggestions: Suggestions<SuggestionItem>;
  onSelect(id: string | number): void;
  /** True: the typed text is an answer too (college); false: only a suggestion is (player search). */
  allowsCustomValue?: boolean;
  placeholder?: string;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  isInvalid?: boolean;
  isRequired?: boolean;
  autoComplete?: string;
  onBlur?(): void;
  onFocus?(): void;
}

/** The hint under the input, in the active language: what the suggestions are doing ('' when the list speaks for itself). */
export function suggestionHint(suggestions: Suggestions<unknown>, inputValue: string): string {
  if (suggestions.kind === 'loading') return t`Searching...`;
  if (suggestions.kind === 'failed') return t`The search failed: ${suggestions.message}`;
  if (suggestions.kind === 'ready' && suggestions.items.length === 0) return t`No matches found.`;
  if (suggestions.kind === 'idle' && inputValue.trim().length > 0 && inputValue.trim().length < SUGGESTION_MIN_LENGTH)
    return t`Type at least ${SUGGESTION_MIN_LENGTH} characters to see suggestions.`;
  return '';
}

/**
 * A text input with suggestions in a popover list (react-aria ComboBox:
 * arrow keys, Enter to choose, Escape to close, announced options). The
 * list opens while typing from the minimum length on (reading 'Searching...'
 * until the suggestions arrive); a polite hint also says when it is
 * searching, found nothing or failed. Choosing a suggestion closes the
 * list until the text is changed again. Read-only and disabled render
 * the input only.
 */
export function SuggestionComboBox(props: SuggestionComboBoxProps) {
  const {
    id,
    name,
    labelledBy,
    describedBy,
    inputValue,
    onInputChange,
    suggestions,
    onSelect,
    allowsCustomValue = false,
    placeholder,
  } = props;
  // The label of the suggestion just chosen: while the input still reads it, the list stays
  // shut (no items, no empty state), so choosing closes the list and the rest of the form is
  // no longer hidden from screen readers. Typing again opens it as before.
  const [chosen, setChosen] = useState<string | null>(null);
  const settled = chosen !== null && chosen === inputValue;
  const items = suggestions.kind === 'ready' && !settled ? suggestions.items : [];
  useInterfaceLanguage();
  const hint = props.isDisabled || props.isReadOnly || settled ? '' : suggestionHint(suggestions, inputValue);
  const hintId = `${id}__suggestions-hint`;
  const choose = (key: Key | null) => {
    if (key === null) return;
    const item = items.find((candidate) => String(candidate.id) === String(key));
    if (!item) return;
    setChosen(item.label);
    onSelect(item.id);
  };

  return (
    <div className="suggestion-combo-box">
      <ComboBox
        id={id}
        name={name}
        className="suggestion-combo-box__control"
        items={items}
        inputValue={inputValue}
        onInputChange={onInputChange}
        selectedKey={null}
        onSelectionChange={choose}
        menuTrigger="input"
        allowsCustomValue={allowsCustomValue}
        allowsEmptyCollection={suggestions.kind !== 'idle' && !settled}
        isDisabled={props.isDisabled}
        isReadOnly={props.isReadOnly}
        isInvalid={props.isInvalid}
        isRequired={props.isRequired}
        validationBehavior="aria"
        aria-labelledby={labelledBy}
        aria-describedby={[describedBy, hint ? hintId : ''].filter(Boolean).join(' ') || undefined}
        onBlur={props.onBlur}
        onFocus={props.onFocus}
      >
        <Input className="input" placeholder={placeholder} autoComplete={props.autoComplete ?? 'off'} />
        <Popover className="suggestion-popover" placement="bottom start" offset={4}>
          <ListBox<SuggestionItem>
            className="suggestion-popover__list"
            renderEmptyState={() => <p className="suggestion-popover__empty">{hint}</p>}
          >
            {(item) => (
              <ListBoxItem className="suggestion-popover__item" id={item.id} textValue={item.label}>
                {item.label}
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </ComboBox>
      <p className="suggestion-combo-box__hint" id={hintId} aria-live="polite">
        {hint}
      </p>
    </div>
  );
}
