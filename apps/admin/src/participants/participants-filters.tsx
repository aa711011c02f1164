import { countries, nflClubs, programYears, usStates } from '@huddle/schemas/reference';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Button } from 'react-aria-components';
import { IsoDatePicker } from '../date-picker/iso-date-picker.tsx';
import { FootballAreasFilter } from './football-areas-filter.tsx';
import type { ParticipantsListVariant } from './list-variant.ts';
import { ALL, ALL_YEARS, isNameSearchEnabled, legendsCountry, showsStateFilter, type ParticipantsSearch } from './participants-search.ts';

/** Props of ParticipantsFilters: the list variant, the applied URL query and how to change it. */
export interface ParticipantsFiltersProps {
  variant: ParticipantsListVariant;
  search: ParticipantsSearch;
  /** Applies a change of filters (the list goes back to its first page). */
  onApply: (change: Partial<ParticipantsSearch>) => void;
}

const clubNames = nflClubs.map((club) => club.clubName).sort((a, b) => a.localeCompare(b, 'en'));
const yearsNewestFirst = [...programYears].reverse();

function NativeSelect(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: ReadonlyArray<{ value: string; label: string }>;
}) {
  const id = useId();
  return (
    <div className="filter">
      <label className="filter__label" htmlFor={id}>
        {props.label}
      </label>
      <select id={id} className="filter__select" value={props.value} onChange={(event) => props.onChange(event.target.value)}>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function TextFilter(props: { label: string; value: string; onChange: (value: string) => void; isDisabled?: boolean }) {
  const id = useId();
  return (
    <div className="filter">
      <label className="filter__label" htmlFor={id}>
        {props.label}
      </label>
      <input
        id={id}
        className="filter__input"
        type="text"
        value={props.value}
        disabled={props.isDisabled}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </div>
  );
}

/**
 * The participants list filters (spec §2, §5): 'League Fiscal Year' (SELECT,
 * All, 2026-2027 ... 2019-2020; not for Legends), the name with 'Search' and
 * 'Clear Search' (disabled until a year is chosen, except for Legends; Enter
 * does nothing), Legends 'From' / 'To' dates (applied by Search), country and
 * US state, the resume programs' 'Team Filter' and football ops' football
 * areas. Selects apply at once; typed values apply with Search.
 */
export function ParticipantsFilters({ variant, search, onApply }: ParticipantsFiltersProps) {
  const { t, i18n } = useLingui();
  const [applied, setApplied] = useState(search);
  const [name, setName] = useState(search.filterName ?? '');
  const [fromDate, setFromDate] = useState(search.fromDate ?? '');
  const [toDate, setToDate] = useState(search.toDate ?? '');
  if (applied !== search) {
    setApplied(search);
    setName(search.filterName ?? '');
    setFromDate(search.fromDate ?? '');
    setToDate(search.toDate ?? '');
  }
  const nameEnabled = isNameSearchEnabled(variant, search.eventYear);
  const country = legendsCountry(search);
  const spanish = i18n.locale === 'es';

  const applySearch = () =>
    onApply({
      filterName: name.trim() || undefined,
      ...(variant.dateFilter ? { fromDate: fromDate || undefined, toDate: toDate || undefined } : {}),
    });
  const clearSearch = () => {
    setName('');
    setFromDate('');
    setToDate('');
    onApply({ filterName: undefined, fromDate: undefined, toDate: undefined });
  };

  return (
    <div className="filters" role="search" aria-label={t`Participant filters`}>
      {variant.yearFilter ? (
        <NativeSelect
          label={t`League Fiscal Year`}
          value={search.eventYear === undefined ? '' : String(search.eventYear)}
          onChange={(value) =>
            onApply(
              value === ''
                ? { eventYear: undefined, filterName: undefined }
                : { eventYear: value === ALL_YEARS ? ALL_YEARS : Number(value) },
            )
          }
          options={[
            { value: '', label: t`SELECT` },
            { value: ALL_YEARS, label: t`All` },
            ...yearsNewestFirst.map((year) => ({ value: String(year.value), label: year.label })),
          ]}
        />
      ) : null}
      {variant.countryFilter ? (
        <NativeSelect
          label={t`Country`}
          value={country}
          onChange={(value) => onApply({ country: value, state: undefined })}
          options={[
            { value: ALL, label: t`All` },
            ...countries.map((entry) => ({ value: entry.name, label: spanish ? entry.nameEs : entry.name })),
          ]}
        />
      ) : null}
      {showsStateFilter(variant, country) ? (
        <NativeSelect
          label={t`State`}
          value={search.state ?? ALL}
          onChange={(value) => onApply({ state: value === ALL ? undefined : value })}
          options={[{ value: ALL, label: t`All` }, ...usStates.map((state) => ({ value: state.code, label: state.name }))]}
        />
      ) : null}
      {variant.teamFilter ? (
        <NativeSelect
          label={t`Team Filter`}
          value={search.eventTeam ?? ''}
          onChange={(value) => onApply({ eventTeam: value || undefined })}
          options={[{ value: '', label: t`All` }, ...clubNames.map((club) => ({ value: club, label: club }))]}
        />
      ) : null}
      {variant.footballAreasFilter ? (
        <FootballAreasFilter
          value={search.footballAreas ?? []}
          onChange={(areas) => onApply({ footballAreas: areas.length > 0 ? areas : undefined })}
        />
      ) : null}
      <TextFilter label={t`Name`} value={name} onChange={setName} isDisabled={!nameEnabled} />
      {variant.dateFilter ? (
        <>
          <IsoDatePicker className="filter" labelClassName="filter__label" label={t`From`} value={fromDate} onChange={setFromDate} />
          <IsoDatePicker className="filter" labelClassName="filter__label" label={t`To`} value={toDate} onChange={setToDate} />
        </>
      ) : null}
      <div className="filters__buttons">
        <Button className="button button--primary" isDisabled={!nameEnabled} onPress={applySearch}>
          <Trans>Search</Trans>
        </Button>
        <Button className="button" isDisabled={!nameEnabled} onPress={clearSearch}>
          <Trans>Clear Search</Trans>
        </Button>
      </div>
    </div>
  );
}
