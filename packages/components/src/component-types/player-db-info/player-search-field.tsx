import { t } from '@lingui/core/macro';
import { useInterfaceLanguage } from '../../i18n/use-interface-language.ts';
import type { FieldProps, UiSchema } from '@rjsf/utils';
import { useMemo, useState } from 'react';
import type { PlayerSuggestion } from '../../form-services.ts';
import { fieldDescribedBy, labelId } from '../../theme/field-described-by.ts';
import type { ProgramFormContext } from '../../theme/program-form-context.ts';
import { SuggestionComboBox } from '../../theme/suggestion-combo-box.tsx';
import type { SuggestionItem } from '../../theme/suggestion-combo-box.tsx';
import { useSuggestions } from '../../theme/use-suggestions.ts';
import { usePlayerRecord } from './player-record-context.ts';
import './player-db-info.css';

/**
 * How a player reads in the suggestions: 'First Last (POS, entry year,
 * college)', e.g. 'Marcus Bell (WR, 2004, Ohio State)'; facts that are
 * missing are left out.
 */
export function playerSuggestionLabel(player: PlayerSuggestion): string {
  const facts = [player.positionAbbr, player.entryYear === null ? null : String(player.entryYear), player.college].filter(
    (fact): fact is string => typeof fact === 'string' && fact.trim() !== '',
  );
  const name = `${player.firstName} ${player.lastName}`.trim();
  return facts.length > 0 ? `${name} (${facts.join(', ')})` : name;
}

/** Button text that forgets a chosen player. */
export const CHOOSE_ANOTHER_PLAYER = 'Choose another player';

/**
 * The PlayerDbInfo player search (ui:field of `playerId`): a combobox
 * suggesting player database records (FormServices.searchPlayers) once more
 * than 1 character is typed (spec §5), debounced; choosing one fills first
 * name, last name and college and sets playerId. Once chosen it shows the
 * player with 'Choose another player'; a preloaded player (`?p=`) shows
 * disabled; read-only shows the chosen player or 'none specified'.
 */
export function PlayerSearchField(props: FieldProps<number>) {
  useInterfaceLanguage();
  const { fieldPathId, schema, uiSchema, registry, readonly, disabled, formData } = props;
  const id = fieldPathId.$id;
  const ui = uiSchema as UiSchema | undefined;
  const context = registry.formContext as Partial<ProgramFormContext> | undefined;
  const owner = usePlayerRecord();
  const [pattern, setPattern] = useState('');
  const searchPlayers = context?.services?.searchPlayers;
  const active = !readonly && !disabled && typeof formData !== 'number' && !owner?.preloaded;
  const [found, setFound] = useState<PlayerSuggestion[]>([]);
  const search = useMemo(
    () =>
      active && searchPlayers
        ? async (text: string): Promise<SuggestionItem[]> => {
            const players = await searchPlayers(text);
            setFound(players);
            return players.map((player) => ({ id: player.playerId, label: playerSuggestionLabel(player) }));
          }
        : undefined,
    [active, searchPlayers],
  );
  const suggestions = useSuggestions(pattern, search);
  const record = owner?.record ?? {};
  const chosenName =
    `${typeof record['firstName'] === 'string' ? record['firstName'] : ''} ${typeof record['lastName'] === 'string' ? record['lastName'] : ''}`.trim();
  const label = (
    <label className="field__label" id={labelId(id)} htmlFor={id}>
      {schema.title}
    </label>
  );

  if (typeof formData === 'number' || readonly) {
    const shown = typeof formData === 'number' ? t`${chosenName || t`Player`} (player ${formData})` : t`none specified`;
    const canChange = typeof formData === 'number' && !readonly && !disabled && !owner?.preloaded;
    return (
      <div className="player-search player-search--chosen">
        {label}
        <div className="player-search__chosen">
          <input
            id={id}
            className="input"
            value={shown}
            readOnly={readonly}
            disabled={!readonly}
            aria-describedby={fieldDescribedBy(id, schema, ui)}
          />
          {canChange ? (
            <button type="button" className="button button--secondary" onClick={() => owner?.clear()}>
              {t`Choose another player`}
            </button>
          ) : null}
        </div>
        {owner?.preloaded ? <p className="player-search__note">{t`Supplied by the player database.`}</p> : null}
      </div>
    );
  }

  return (
    <div className="player-search">
      {label}
      <SuggestionComboBox
        id={id}
        labelledBy={labelId(id)}
        describedBy={fieldDescribedBy(id, schema, ui)}
        inputValue={pattern}
        onInputChange={setPattern}
        suggestions={suggestions}
        onSelect={(playerId) => {
          const player = found.find((candidate) => candidate.playerId === playerId);
          if (!player || !owner) return;
          owner.choose(player);
          setPattern('');
        }}
        placeholder={typeof ui?.['ui:placeholder'] === 'string' ? ui['ui:placeholder'] : undefined}
        isDisabled={disabled || !searchPlayers}
        autoComplete="off"
      />
      {searchPlayers ? null : (
        <p className="player-search__note">{t`The player search is not available here; please type your details below.`}</p>
      )}
    </div>
  );
}
