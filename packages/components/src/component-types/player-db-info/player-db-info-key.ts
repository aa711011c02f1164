import type { CompiledForm } from '@huddle/form-engine';

/** Registry name of the PlayerDbInfo component type (spec §2). */
export const PLAYER_DB_INFO_TYPE = 'PlayerDbInfo';

/**
 * The answers fields the player database supplies (spec §3 player database
 * record → PlayerDbInfo answers): the server overwrites them at submit when
 * a playerId is given, and a `?p=` preload locks them (spec §4: disabled and
 * considered valid).
 */
export const PLAYER_DB_SUPPLIED_FIELDS = ['firstName', 'lastName', 'college', 'birthDate'] as const;

/**
 * The answers key (componentKey, e.g. 'playerDbInfo') of the form's
 * available PlayerDbInfo component, or null when the form asks for no player
 * database record (the public look-ups of such a program answer 404).
 */
export function playerDbInfoKey(compiled: Pick<CompiledForm, 'sections'>): string | null {
  for (const section of [compiled.sections.Header, compiled.sections.Body, compiled.sections.Footer]) {
    const found = section.find(
      (component) => component.componentType === PLAYER_DB_INFO_TYPE && component.available && component.hasAnswers,
    );
    if (found) return found.componentKey;
  }
  return null;
}

/**
 * The answer paths ('playerDbInfo.firstName'...) a player database preload
 * locks: playerId, the birth date (the server fills it) and every supplied
 * field that has a non-blank value in `supplied`.
 */
export function playerDbLockedPaths(componentKey: string, supplied: Readonly<Record<string, unknown>>): Set<string> {
  const paths = new Set([`${componentKey}.playerId`, `${componentKey}.birthDate`]);
  for (const field of PLAYER_DB_SUPPLIED_FIELDS) {
    const value = supplied[field];
    if (typeof value === 'string' && value.trim() !== '') paths.add(`${componentKey}.${field}`);
  }
  return paths;
}
