import type { ProgramSettingsField, ProgramSettingsUpdateRequest } from '@huddle/schemas';
import type { SettingsValues } from './settings-values.ts';

/**
 * The body of PUT /api/admin/events/{eventId} for Save: every field the
 * caller may change (the API's editableFields) with its current value. The
 * header graphic is left out (its upload saves it) and so is a field the
 * API did not send (the legal disclaimer for the roles that may not see it).
 * The API applies the spec §4 rules again and refuses what the caller may
 * not change.
 */
export function settingsUpdateRequest(
  values: SettingsValues,
  editableFields: readonly ProgramSettingsField[],
): ProgramSettingsUpdateRequest {
  const body: Record<string, unknown> = {};
  for (const field of editableFields) {
    if (field === 'headerGraphicPath') continue;
    const value = values[field];
    if (value !== undefined) body[field] = value;
  }
  return body as ProgramSettingsUpdateRequest;
}

/** spec §4 'edits mark changed': true when any field differs from the values last loaded or saved. */
export function settingsChanged(saved: SettingsValues, values: SettingsValues): boolean {
  return (Object.keys(values) as (keyof SettingsValues)[]).some((field) => values[field] !== saved[field]);
}
