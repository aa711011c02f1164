import { useContext, useLayoutEffect, useRef } from 'react';
import type { RefObject } from 'react';
import type { Key } from 'react-aria-components';
import { ComboBox, ComboBoxStateContext, I18nProvider, Input, ListBox, ListBoxItem, Popover } from 'react-aria-components';
import { useInterfaceLanguage } from '../i18n/use-interface-language.ts';
import type { SuggestionComboBoxProps, SuggestionItem } from './suggestion-combo-box.tsx';
import './aria-suggestion-combo-box.css';

/** Where the caret was in the plain input that had focus when the combo box replaced it. */
export interface FocusHandover {
  start: number;
  end: number;
}

/** Props of AriaSuggestionComboBox: SuggestionComboBox's, with the list already worked out. */
export interface AriaSuggestionComboBoxProps extends Omit<SuggestionComboBoxProps, 'suggestions' | 'onSelect'> {
  /** The suggestions the list shows now. */
  items: SuggestionItem[];
  /** Open the list even without items (it then reads `emptyText`). */
  showsEmpty: boolean;
  emptyText: string;
  onChoose(item: SuggestionItem): void;
  /** Set (before this mounts) when focus was in the input this one replaces: take it over. */
  handover: RefObject<FocusHandover | null>;
}

/**
 * The interactive SuggestionComboBox (react-aria ComboBox: arrow keys,
 * Enter to choose, Escape to close, announced options), in the interface
 * language. It opens while typing; taking over focus from the plain input
 * it replaces, it keeps the caret where it was and opens the list at once
 * when there is something to show.
 */
export function AriaSuggestionComboBox(props: AriaSuggestionComboBoxProps) {
  const { items, showsEmpty, emptyText, onChoose, handover } = props;
  const locale = useInterfaceLanguage();
  const input = useRef<HTMLInputElement>(null);
  const choose = (key: Key | null) => {
    const item = key === null ? undefined : items.find((candidate) => String(candidate.id) === String(key));
    if (item) onChoose(item);
  };

  return (
    <I18nProvider locale={locale || document.documentElement.lang || 'en'}>
      <ComboBox
        id={props.id}
        name={props.name}
        className="suggestion-combo-box__control"
        items={items}
        inputValue={props.inputValue}
        onInputChange={props.onInputChange}
        selectedKey={null}
        onSelectionChange={choose}
        menuTrigger="input"
        allowsCustomValue={props.allowsCustomValue}
        allowsEmptyCollection={showsEmpty}
        isInvalid={props.isInvalid}
        isRequired={props.isRequired}
        validationBehavior="aria"
        aria-labelledby={props.labelledBy}
        aria-describedby={props.describedBy}
        onBlur={props.onBlur}
        onFocus={props.onFocus}
      >
        <Input ref={input} className="input" placeholder={props.placeholder} autoComplete={props.autoComplete ?? 'off'} />
        <TakeOverFocus input={input} handover={handover} open={items.length > 0 || showsEmpty} />
        <Popover className="suggestion-popover" placement="bottom start" offset={4}>
          <ListBox<SuggestionItem>
            className="suggestion-popover__list"
            renderEmptyState={() => <p className="suggestion-popover__empty">{emptyText}</p>}
          >
            {(item) => (
              <ListBoxItem className="suggestion-popover__item" id={item.id} textValue={item.label}>
                {item.label}
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </ComboBox>
    </I18nProvider>
  );
}

/** Focuses the input when focus is handed over (caret as it was), opening the list when `open`; once. */
function TakeOverFocus({
  input,
  handover,
  open,
}: {
  input: RefObject<HTMLInputElement | null>;
  handover: RefObject<FocusHandover | null>;
  open: boolean;
}) {
  const state = useContext(ComboBoxStateContext);
  useLayoutEffect(() => {
    const caret = handover.current;
    const element = input.current;
    if (!caret || !element || !state) return;
    handover.current = null;
    element.focus();
    element.setSelectionRange(caret.start, caret.end);
    if (open) state.open(null, 'input');
  }, [handover, input, open, state]);
  return null;
}
