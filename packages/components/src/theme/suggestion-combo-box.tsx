import { useCallback, useRef, useState } from 'react';
import type { ComponentType } from 'react';
import { t } from '@lingui/core/macro';
import { useInterfaceLanguage } from '../i18n/use-interface-language.ts';
import type { AriaSuggestionComboBoxProps, FocusHandover } from './aria-suggestion-combo-box.tsx';
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

type AriaComboBox = ComponentType<AriaSuggestionComboBoxProps>;
let loadedComboBox: AriaComboBox | null = null;
let loadingComboBox: Promise<AriaComboBox> | null = null;

/** The interactive combo box, loaded once on first use (a failed load is tried again next time). */
export function loadSuggestionComboBox(): Promise<AriaComboBox> {
  loadingComboBox ??= import('./aria-suggestion-combo-box.tsx').then(
    (module) => {
      loadedComboBox = module.AriaSuggestionComboBox;
      return module.AriaSuggestionComboBox;
    },
    (error: unknown) => {
      loadingComboBox = null;
      throw error;
    },
  );
  return loadingComboBox;
}

/**
 * A text input with suggestions in a popover list. It starts as a plain
 * input and becomes the interactive combo box (AriaSuggestionComboBox:
 * arrow keys, Enter to choose, Escape to close, announced options) once
 * that has loaded, which the first pointer down, focus or keystroke starts;
 * focus, caret and text carry over, and should loading fail the plain input
 * still takes the text. The list opens while typing from the minimum length
 * on (reading 'Searching...' until the suggestions arrive); a polite hint
 * also says when it is searching, found nothing or failed. Choosing a
 * suggestion closes the list until the text is changed again. Read-only and
 * disabled render the plain input only (announced as a collapsed combo box
 * either way).
 */
export function SuggestionComboBox(props: SuggestionComboBoxProps) {
  const { id, inputValue, suggestions, onSelect, onBlur } = props;
  const [Loaded, setLoaded] = useState<AriaComboBox | null>(() => loadedComboBox);
  // The label of the suggestion just chosen: while the input still reads it, the list stays
  // shut (no items, no empty state), so choosing closes the list and the rest of the form is
  // no longer hidden from screen readers. Typing again opens it as before.
  const [chosen, setChosen] = useState<string | null>(null);
  const handover = useRef<FocusHandover | null>(null);
  useInterfaceLanguage();
  const interactive = !props.isDisabled && !props.isReadOnly;
  const settled = chosen !== null && chosen === inputValue;
  const hint = !interactive || settled ? '' : suggestionHint(suggestions, inputValue);
  const hintId = `${id}__suggestions-hint`;
  const describedBy = [props.describedBy, hint ? hintId : ''].filter(Boolean).join(' ') || undefined;
  const attempted = useRef(false);
  // Started by pointer down, focus or typing; after a failed load, only a new pointer down or focus tries again.
  const load = (again: boolean) => {
    if (Loaded || (attempted.current && !again)) return;
    attempted.current = true;
    loadSuggestionComboBox().then(
      (component) => setLoaded(() => component),
      () => undefined,
    );
  };
  // Taken as the plain input leaves the page: if it had focus, the combo box replacing it takes it over.
  const plainInput = useCallback((element: HTMLInputElement | null) => {
    if (!element) return;
    return () => {
      if (element !== element.ownerDocument.activeElement) return;
      handover.current = { start: element.selectionStart ?? element.value.length, end: element.selectionEnd ?? element.value.length };
    };
  }, []);

  return (
    <div className="suggestion-combo-box">
      {Loaded && interactive ? (
        <Loaded
          {...props}
          describedBy={describedBy}
          items={suggestions.kind === 'ready' && !settled ? suggestions.items : []}
          showsEmpty={suggestions.kind !== 'idle' && !settled}
          emptyText={hint}
          onChoose={(item) => {
            setChosen(item.label);
            onSelect(item.id);
          }}
          handover={handover}
        />
      ) : (
        <input
          ref={plainInput}
          id={id}
          name={props.name}
          className="input"
          type="text"
          role="combobox"
          aria-expanded={false}
          aria-autocomplete="list"
          aria-labelledby={props.labelledBy}
          aria-describedby={describedBy}
          aria-invalid={props.isInvalid || undefined}
          aria-required={props.isRequired || undefined}
          value={inputValue}
          placeholder={props.placeholder}
          autoComplete={props.autoComplete ?? 'off'}
          disabled={props.isDisabled}
          readOnly={props.isReadOnly}
          onPointerDown={interactive ? () => load(true) : undefined}
          onFocus={() => {
            if (interactive) load(true);
            props.onFocus?.();
          }}
          onChange={(event) => {
            load(false);
            props.onInputChange(event.target.value);
          }}
          onBlur={() => {
            if (!handover.current) onBlur?.();
          }}
        />
      )}
      <p className="suggestion-combo-box__hint" id={hintId} aria-live="polite">
        {hint}
      </p>
    </div>
  );
}
