import type { CompiledForm } from '@huddle/form-engine';
import { playerDbInfoKey, playerDbLockedPaths } from '@huddle/components/definitions';

/**
 * spec §2 admin application form: an existing Legends application (one whose
 * PlayerDbInfo answers name a player, i.e. application id above 0) opens with
 * its legend fields disabled: the player database fields it carries
 * ('playerDbInfo.firstName', ...). Empty for forms without PlayerDbInfo or
 * answers without a player.
 */
export function legendLockedFields(
  compiled: Pick<CompiledForm, 'sections'>,
  answers: Readonly<Record<string, unknown>>,
): ReadonlySet<string> {
  const key = playerDbInfoKey(compiled);
  const record = key === null ? undefined : answers[key];
  if (key === null || typeof record !== 'object' || record === null) return new Set();
  const supplied = record as Record<string, unknown>;
  return typeof supplied['playerId'] === 'number' ? playerDbLockedPaths(key, supplied) : new Set();
}
