import { footballAreas } from '@huddle/schemas/reference';
import { useLingui } from '@lingui/react/macro';
import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';

/** Props of FootballAreasFilter: the chosen areas (none = every area) and the change. */
export interface FootballAreasFilterProps {
  value: readonly string[];
  onChange: (areas: string[]) => void;
}

/**
 * The football ops list filter (spec §2): a multi-select of the spec §9
 * football areas; each change applies at once. Nothing chosen reads 'All'.
 */
export function FootballAreasFilter({ value, onChange }: FootballAreasFilterProps) {
  const { t } = useLingui();
  return (
    <Select
      className="filter filter--wide"
      selectionMode="multiple"
      value={value}
      onChange={(keys) => onChange(footballAreas.filter((area) => keys.includes(area)))}
      placeholder={t`All`}
    >
      <Label className="filter__label">{t`Football Areas`}</Label>
      <Button className="select-button">
        <SelectValue className="select-button__value" />
        <span aria-hidden="true" className="select-button__arrow">
          ▾
        </span>
      </Button>
      <Popover className="select-popover">
        <ListBox className="select-list" items={footballAreas.map((area) => ({ id: area }))}>
          {(item) => (
            <ListBoxItem className="select-list__item" id={item.id} textValue={item.id}>
              {item.id}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
