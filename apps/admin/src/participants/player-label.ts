import type { PlayerRecord } from '../api/player-db.ts';

/**
 * How a player database record reads in suggestions (spec §3 player record):
 * 'First Last (POS, entry year, college)', e.g. 'Sam Lee (QB, 2010, Rice)';
 * the football name when the record has no first and last name.
 */
export function playerLabel(player: PlayerRecord): string {
  const name = `${player.firstName} ${player.lastName}`.trim() || player.footballName.trim();
  const facts = [player.positionAbbr, String(player.entryYear), player.college].filter((fact) => fact && fact.trim());
  return facts.length > 0 ? `${name} (${facts.join(', ')})` : name;
}
