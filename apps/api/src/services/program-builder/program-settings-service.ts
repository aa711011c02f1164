import type { Kysely } from 'kysely';
import type {
  AdminProgram,
  AdminProgramResponse,
  FixedRole,
  ProgramSettingsField,
  ProgramSettingsUpdateRequest,
  Role,
} from '@huddle/schemas';
import type { Database, ProgramRow } from '../../db/database.ts';
import { ProblemError } from '../../errors/problem-error.ts';
import { findProgram } from '../programs/find-program.ts';
import { readProgramSettings } from '../programs/program-settings.ts';
import type { ServiceContext } from '../service-context.ts';
import type { StaffActor } from '../registrations/status-change-service.ts';
import { builderWrite } from './builder-write.ts';
import { editableSettingsFields, legalDisclaimerFields, seesLegalDisclaimer, type ProgramSettingsValues } from '@huddle/program-rules';
import { applySettingsUpdate } from './settings-rules.ts';

/** The staff member reading or saving the settings: who (audit) and with which roles (spec §6). */
export interface SettingsCaller extends StaffActor {
  roles: readonly Role[];
}

/** Title of the 403 problem for settings fields the caller may not change (spec §6). */
export const SETTINGS_FIELDS_REFUSED_TITLE = 'Forbidden';

/**
 * GET /api/admin/events/{eventId}: the program's settings as the caller may
 * see them (legal disclaimer fields only with programs.settings.legalDisclaimer)
 * and the fields the caller may change. 404 problem for an unknown program.
 */
export async function getAdminProgram(
  ctx: Pick<ServiceContext, 'db'>,
  eventId: number,
  roles: readonly Role[],
): Promise<AdminProgramResponse> {
  return adminProgramResponse(await findProgram(ctx.db, eventId), roles);
}

/**
 * PUT /api/admin/events/{eventId}: saves the fields sent (see
 * applySettingsUpdate for the spec §4/§5 rules). Fields the caller may not
 * change (editableSettingsFields: the Legends subset for a Legends admin, no
 * legal disclaimer without its permission) are refused with a 403 problem
 * naming them when their value would change (an unchanged value sent back is
 * accepted), recorded as 'permission.denied' in audit_log. 422 problem naming
 * each invalid field. One transaction: the programs row, the form version
 * (eventYear is part of the form definition) and an audit row
 * 'program.settings' with the changed fields before and after.
 */
export async function updateProgramSettings(
  ctx: ServiceContext,
  eventId: number,
  update: ProgramSettingsUpdateRequest,
  caller: SettingsCaller,
): Promise<AdminProgramResponse> {
  const program = await findProgram(ctx.db, eventId);
  const before = settingsValuesOf(program);
  await refuseForbiddenFields(ctx, program, before, update, caller);
  const { values, invalid } = applySettingsUpdate(before, update);
  if (invalid.length > 0) throw new ProblemError(422, 'Invalid request body', 'Some program settings are not valid.', invalid);
  const changed = changedFields(before, values);
  if (changed.length === 0) return adminProgramResponse(program, caller.roles);

  const saved = await builderWrite(ctx, { programId: eventId, actor: caller, action: 'program.settings' }, async (trx) => {
    const row = await saveSettings(trx, program, values, ctx.now());
    return {
      result: row,
      before: Object.fromEntries(changed.map((field) => [field, before[field]])),
      after: Object.fromEntries(changed.map((field) => [field, values[field]])),
    };
  });
  return adminProgramResponse(saved, caller.roles);
}

/**
 * Stores settings values on the program row (identity columns and
 * settings_json) and returns the row as saved. Used by the settings save
 * and the header graphic upload, inside their transaction.
 */
export async function saveSettings(
  trx: Kysely<Database>,
  program: ProgramRow,
  values: ProgramSettingsValues,
  now: Date,
): Promise<ProgramRow> {
  const { eventName, programDisplayName, eventYear, activeEvent, startDate, endDate, applicationDueDate, ...settings } = values;
  return trx
    .updateTable('programs')
    .set({
      event_name: eventName,
      program_display_name: programDisplayName,
      event_year: eventYear,
      active_event: activeEvent ? 1 : 0,
      start_date: startDate,
      end_date: endDate,
      application_due_date: applicationDueDate,
      settings_json: JSON.stringify(settings),
      updated_at: now.toISOString(),
    })
    .where('id', '=', program.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Every settings value of a program row (identity columns plus readProgramSettings). */
export function settingsValuesOf(program: ProgramRow): ProgramSettingsValues {
  return {
    ...readProgramSettings(program),
    eventName: program.event_name,
    programDisplayName: program.program_display_name,
    eventYear: program.event_year,
    activeEvent: program.active_event === 1,
    startDate: program.start_date,
    endDate: program.end_date,
    applicationDueDate: program.application_due_date,
  };
}

async function refuseForbiddenFields(
  ctx: ServiceContext,
  program: ProgramRow,
  before: ProgramSettingsValues,
  update: ProgramSettingsUpdateRequest,
  caller: SettingsCaller,
): Promise<void> {
  const editable = new Set<ProgramSettingsField>(editableSettingsFields(caller.roles));
  const refused = (Object.keys(update) as ProgramSettingsField[]).filter(
    (field) => update[field] !== undefined && !editable.has(field) && !sameValue(before[field], update[field]),
  );
  if (refused.length === 0) return;
  await ctx.db
    .insertInto('audit_log')
    .values({
      at: ctx.now().toISOString(),
      actor: caller.email,
      action: 'permission.denied',
      target: `program:${program.id}`,
      before_json: null,
      after_json: JSON.stringify({ eventId: program.id, fields: refused }),
    })
    .execute();
  throw new ProblemError(
    403,
    SETTINGS_FIELDS_REFUSED_TITLE,
    'Your roles do not allow changing some of these program settings.',
    refused.map((field) => ({ name: field, reason: 'may not be changed with your roles' })),
  );
}

function sameValue(stored: unknown, sent: unknown): boolean {
  return JSON.stringify(stored ?? null) === JSON.stringify(sent ?? null);
}

function changedFields(before: ProgramSettingsValues, after: ProgramSettingsValues): (keyof ProgramSettingsValues)[] {
  return (Object.keys(after) as (keyof ProgramSettingsValues)[]).filter((field) => !sameValue(before[field], after[field]));
}

function adminProgramResponse(program: ProgramRow, roles: readonly Role[]): AdminProgramResponse {
  const values = settingsValuesOf(program);
  const full: AdminProgram = {
    ...values,
    eventId: program.id,
    family: program.family,
    fixedRole: program.fixed_role as FixedRole,
    headerGraphicPath: values.headerGraphicPath || null,
  };
  if (!seesLegalDisclaimer(roles)) {
    for (const field of legalDisclaimerFields) delete full[field];
  }
  return { program: full, editableFields: editableSettingsFields(roles) };
}
