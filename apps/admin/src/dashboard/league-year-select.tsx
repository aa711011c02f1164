import { useLingui } from '@lingui/react/macro';
import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue, type Key } from 'react-aria-components';
import { icons } from '../shell/icons.tsx';
import { leagueYearLabel, leagueYearOptions } from './league-year.ts';

/** Props of LeagueYearSelect: the shown league year, the current one (for the options) and the change. */
export interface LeagueYearSelectProps {
  value: number;
  current: number;
  onChange: (year: number) => void;
}

/** The 'League Year' selector of the analytics page (spec §9 years labelled like '2026-2027'). */
export function LeagueYearSelect({ value, current, onChange }: LeagueYearSelectProps) {
  const { t } = useLingui();
  const options = leagueYearOptions(current).map((year) => ({ id: year, label: leagueYearLabel(year) }));
  if (!options.some((option) => option.id === value)) options.push({ id: value, label: leagueYearLabel(value) });
  const onSelect = (key: Key | null) => {
    if (typeof key === 'number') onChange(key);
  };
  return (
    <Select className="field-select" value={value} onChange={onSelect}>
      <Label className="field-select__label">{t`League Year`}</Label>
      <Button className="button field-select__button">
        <SelectValue />
        {icons.chevronDown()}
      </Button>
      <Popover className="select-popover">
        <ListBox className="select-popover__list" items={options}>
          {(option) => (
            <ListBoxItem id={option.id} className="select-popover__option">
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
