import { t } from '@lingui/core/macro';
import type { FieldProps, UiSchema } from '@rjsf/utils';
import { useCallback, useMemo } from 'react';
import type { PlayerSuggestion } from '../../form-services.ts';
import type { ProgramFormContext } from '../../theme/program-form-context.ts';
import { PLAYER_DB_SUPPLIED_FIELDS } from './player-db-info-key.ts';
import { PlayerRecordContext } from './player-record-context.ts';
import type { PlayerRecordState } from './player-record-context.ts';

/** Shown in place of the birth date the server supplies from the player database. */
export const SUPPLIED_BIRTH_DATE_PLACEHOLDER = 'Supplied by the player database';

/**
 * The PlayerDbInfo answers object (ui:field 'PlayerDbInfo.Record'): the
 * theme's ObjectField with the fields supplied by the player database
 * disabled (spec §4): the paths in `formContext.lockedFields` (a `?p=`
 * preload), and, once a player is chosen in the search, first name, last
 * name, college and birth date (the server takes them from the player
 * database; the birth date is never sent to the public). The player search
 * field reads the record through PlayerRecordContext.
 */
export function PlayerDbInfoRecordField(props: FieldProps<Record<string, unknown>>) {
  const { formData, onChange, fieldPathId, uiSchema, registry } = props;
  const { ObjectField } = registry.fields;
  const context = registry.formContext as Partial<ProgramFormContext> | undefined;
  const record = useMemo(() => formData ?? {}, [formData]);
  const prefix = `${fieldPathId.path.join('.')}.`;
  const lockedFields = context?.lockedFields;
  const preloaded = lockedFields?.has(`${prefix}playerId`) ?? false;
  const chosen = typeof record['playerId'] === 'number';

  const state = useMemo<PlayerRecordState>(
    () => ({
      record,
      preloaded,
      choose: (player: PlayerSuggestion) => {
        const { birthDate: _serverSupplied, ...rest } = record;
        const next: Record<string, unknown> = {
          ...rest,
          playerId: player.playerId,
          firstName: player.firstName,
          lastName: player.lastName,
        };
        if (player.college && player.college.trim() !== '') next['college'] = player.college;
        onChange(next, fieldPathId.path);
      },
      clear: () => {
        const { playerId: _cleared, ...rest } = record;
        onChange(rest, fieldPathId.path);
      },
    }),
    [record, preloaded, onChange, fieldPathId.path],
  );

  const isLocked = useCallback(
    (field: string) =>
      (lockedFields?.has(`${prefix}${field}`) ?? false) || (chosen && (PLAYER_DB_SUPPLIED_FIELDS as readonly string[]).includes(field)),
    [lockedFields, prefix, chosen],
  );

  const childUiSchema = useMemo<UiSchema>(() => {
    const { 'ui:field': _ownField, ...rest } = uiSchema ?? {};
    const next: UiSchema = { ...rest };
    for (const field of PLAYER_DB_SUPPLIED_FIELDS) {
      if (!isLocked(field)) continue;
      const fieldUi = (rest[field] ?? {}) as UiSchema;
      next[field] = { ...fieldUi, 'ui:disabled': true };
    }
    if (chosen) {
      const { 'ui:help': _format, ...birthUi } = (next['birthDate'] ?? {}) as UiSchema;
      next['birthDate'] = { ...birthUi, 'ui:placeholder': t`Supplied by the player database` };
    }
    return next;
  }, [uiSchema, isLocked, chosen]);

  if (!ObjectField) return null;
  return (
    <PlayerRecordContext.Provider value={state}>
      <ObjectField {...props} uiSchema={childUiSchema} />
    </PlayerRecordContext.Provider>
  );
}
