import type { ProgramSettingsUpdateRequest } from '@huddle/schemas';
import {
  applySettingsSave,
  dependentToggleOf,
  richTextSettingsFields,
  settingsErrorReasons,
  settingsViolations,
  type ProgramSettingsValues,
  type SettingsError,
} from '@huddle/program-rules';
import { richTextPlainText, sanitizeRichText } from '@huddle/program-rules/server';
import type { InvalidParam } from '../../errors/problem-error.ts';

/** The result of applying an update: the values to store, or the fields that refuse it. */
export interface SettingsUpdateOutcome {
  values: ProgramSettingsValues;
  /** Empty when the update may be saved; else one entry per refused field (422). */
  invalid: InvalidParam[];
}

const flagReasons = {
  acceptanceEmail_embed_pay_link: 'is offered only when the program requires approval and a fee',
  submissionConfirmatiomEmail_embed_pay_link: 'is offered only when the program requires a fee without approval',
} as const;

/**
 * The spec §5 refusals (settingsViolations of @huddle/program-rules, the
 * admin form's own check) of the fields an update sends, or governs through
 * a sent tick box (a ticked social link, a required fee): values stored
 * earlier are not checked again.
 */
function sentFieldViolations(values: ProgramSettingsValues, update: ProgramSettingsUpdateRequest): InvalidParam[] {
  const sent = (field: string) => Object.hasOwn(update, field) && update[field as keyof ProgramSettingsUpdateRequest] !== undefined;
  return Object.entries(settingsViolations(values, richTextPlainText))
    .filter(([field]) => sent(field) || sent(dependentToggleOf(field) ?? ''))
    .map(([field, error]) => ({ name: field, reason: settingsErrorReasons[error as SettingsError] }));
}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as Partial<T>;
}

/**
 * Applies a settings update (spec §4 'Program settings form', §5 'Program
 * form') to the stored values, with the rules of @huddle/program-rules the
 * admin form applies. Fields left out keep their value. Then:
 * - rich text fields sent are sanitized (richTextPolicy);
 * - applySettingsSave: an unticked social link, legal disclaimer or fee
 *   clears its dependent field; the payment link follows the fee and
 *   approval requirement; a sent 'Include Payment Link' tick is applied, or
 *   refused where spec §4 does not offer it; every marker follows its flag;
 * - settingsViolations on the fields sent: program (display) name, year,
 *   description text, fee, social link addresses, application path.
 */
export function applySettingsUpdate(before: ProgramSettingsValues, update: ProgramSettingsUpdateRequest): SettingsUpdateOutcome {
  const merged: ProgramSettingsValues = {
    ...before,
    ...withoutUndefined(update),
    headerGraphicPath: update.headerGraphicPath === null ? null : before.headerGraphicPath,
  };
  for (const field of richTextSettingsFields) {
    if (update[field] !== undefined) merged[field] = sanitizeRichText(update[field]);
  }
  const { values, refusedFlags } = applySettingsSave(before, merged, update);
  const invalid = [...sentFieldViolations(values, update), ...refusedFlags.map((flag) => ({ name: flag, reason: flagReasons[flag] }))];
  return { values, invalid };
}
