import { useLingui } from '@lingui/react/macro';
import type { PlayerRecord } from '../api/player-db.ts';
import { formatSubmittedOn } from '../format/display-date.ts';
import { PlayerSearchDialog } from './player-search-dialog.tsx';

/** Props of PlayerDbSection. */
export interface PlayerDbSectionProps {
  /** The attached player's id; null when none. */
  playerId: number | null;
  /** The attached record, when known (the API's detail or the one just chosen). */
  player: PlayerRecord | null;
  /** 'Search for Player' shows only with 'players.search' (hidden for club users, spec §6). */
  canSearch: boolean;
  onSelect: (player: PlayerRecord) => Promise<boolean>;
}

/**
 * spec §2 participant detail 'Player Db Information': the attached player
 * database record (id, football name, position, entry year, club, status,
 * college, birth date), 'none specified' when none; 'Search for Player'.
 */
export function PlayerDbSection({ playerId, player, canSearch, onSelect }: PlayerDbSectionProps) {
  const { t } = useLingui();
  const facts: Array<[string, string]> = player
    ? [
        [t`Player Id`, String(player.playerId)],
        [t`Football Name`, player.footballName],
        [t`Position`, player.positionAbbr],
        [t`Entry Year`, String(player.entryYear)],
        [t`Current Club`, player.currentClubFullName ?? ''],
        [t`Player Status`, player.statusShortDescription],
        [t`College`, player.college],
        [t`Birth Date`, formatSubmittedOn(player.birthDate)],
      ]
    : [[t`Player Id`, playerId === null ? '' : String(playerId)]];
  return (
    <section className="card" aria-labelledby="player-db-heading">
      <h2 id="player-db-heading">{t`Player Db Information`}</h2>
      <dl className="details">
        {facts.map(([term, value]) => (
          <div key={term} className="details__item">
            <dt>{term}</dt>
            <dd>{value || t`none specified`}</dd>
          </div>
        ))}
      </dl>
      {canSearch ? (
        <div className="section-actions">
          <PlayerSearchDialog onSelect={onSelect} />
        </div>
      ) : null}
    </section>
  );
}
