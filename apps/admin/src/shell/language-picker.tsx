import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue, type Key } from 'react-aria-components';
import { activateLanguage } from '../i18n/activate-language.ts';
import { isLanguage, languages } from '../i18n/languages.ts';
import { icons } from './icons.tsx';

/**
 * The navbar language dropdown (spec §1: English, the default, and Spanish).
 * Choosing a language switches the interface at once and keeps the choice in
 * localStorage 'currentLanguage'. Each language is named in its own language.
 */
export function LanguagePicker() {
  const { t, i18n } = useLingui();
  const [failed, setFailed] = useState(false);
  const onChange = (key: Key | null) => {
    if (!isLanguage(key)) return;
    activateLanguage(key).then(
      () => setFailed(false),
      () => setFailed(true),
    );
  };
  return (
    <Select className="language-picker" value={i18n.locale} onChange={onChange}>
      <Label className="visually-hidden">{t`Language`}</Label>
      <Button className="language-picker__button">
        {icons.globe()}
        <SelectValue className="top-bar__collapsible" />
        {icons.chevronDown()}
      </Button>
      {failed ? (
        <span role="alert" className="visually-hidden">
          {t`The language could not be loaded.`}
        </span>
      ) : null}
      <Popover className="language-picker__popover">
        <ListBox className="language-picker__list" items={languages}>
          {(language) => (
            <ListBoxItem id={language.code} className="language-picker__option" lang={language.code} textValue={language.name}>
              {language.name}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
