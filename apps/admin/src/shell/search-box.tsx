import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button, Input, Label, SearchField } from 'react-aria-components';
import { icons } from './icons.tsx';
import { searchKeyword } from './search-keyword.ts';

/**
 * The navbar search box (spec §2): Enter in the box or the search button calls
 * `onSearch` with the trimmed keyword; an empty box does nothing. A search
 * landmark holding a labelled search field and a labelled button.
 */
export function SearchBox({ onSearch }: { onSearch: (keyword: string) => void }) {
  const { t } = useLingui();
  const [value, setValue] = useState('');
  const submit = () => {
    const keyword = searchKeyword(value);
    if (keyword !== null) onSearch(keyword);
  };
  return (
    <div role="search" className="search-box">
      <SearchField className="search-box__field" value={value} onChange={setValue} onSubmit={submit}>
        <Label className="visually-hidden">{t`Search programs and participants`}</Label>
        <Input className="search-box__input" placeholder={t`Search`} />
      </SearchField>
      <Button className="search-box__button" aria-label={t`Search`} onPress={submit}>
        {icons.search()}
      </Button>
    </div>
  );
}
