import type { Kysely } from 'kysely';
import { FormConfigError } from '@huddle/form-engine';
import type { Database } from '../../db/database.ts';
import { ProblemError } from '../../errors/problem-error.ts';
import { currentFormVersion } from '../programs/form-version-service.ts';
import type { ServiceContext } from '../service-context.ts';
import type { StaffActor } from '../registrations/status-change-service.ts';

/** What one builder write records: its audit row and the program whose form it may change. */
export interface BuilderWriteInput {
  programId: number;
  actor: StaffActor;
  /** audit_log action, e.g. 'program.question.create'. */
  action: string;
  /** audit_log target, e.g. 'question:12'; default 'program:{programId}'. */
  target?: string;
}

/** What the write itself returns: its answer and the audit before/after documents (null for none). */
export interface BuilderWriteResult<T> {
  result: T;
  before: unknown;
  after: unknown;
  /** audit target when known only after writing (e.g. the id of a new row). */
  target?: string;
}

/** Title of the 422 problem for a change the form engine cannot compile. */
export const INVALID_FORM_TITLE = 'Invalid form configuration';

/**
 * Runs a program builder write in one transaction (ARCHITECTURE.md §1, §6):
 * the write, then the program's current form version (a new immutable
 * form_versions row, created_by = the actor's email, only when the compiled
 * form changed; see currentFormVersion), then one audit_log row (actor email,
 * action, target, before/after JSON), and, when the version the public form
 * serves changed (a new one, or an earlier one whose content is back), one
 * more row FORM_VERSION_ACTION with { formVersionId } before and after. A change the form engine refuses
 * (FormConfigError) is a 422 problem 'Invalid form configuration' naming the
 * component; any failure rolls everything back.
 */
export async function builderWrite<T>(
  ctx: ServiceContext,
  input: BuilderWriteInput,
  write: (trx: Kysely<Database>) => Promise<BuilderWriteResult<T>>,
): Promise<T> {
  const now = ctx.now();
  return ctx.db.transaction().execute(async (trx) => {
    const versionBefore = await versionIdOrNull(trx, ctx, input.programId, now);
    const outcome = await write(trx);
    let versionAfter: number;
    try {
      versionAfter = (await currentFormVersion(trx, input.programId, ctx.registry, now, input.actor.email)).id;
    } catch (error) {
      if (error instanceof FormConfigError) throw invalidFormProblem(error);
      throw error;
    }
    const audit = (action: string, target: string, before: unknown, after: unknown) =>
      trx
        .insertInto('audit_log')
        .values({
          at: now.toISOString(),
          actor: input.actor.email,
          action,
          target,
          before_json: before === null ? null : JSON.stringify(before),
          after_json: after === null ? null : JSON.stringify(after),
        })
        .execute();
    await audit(input.action, outcome.target ?? input.target ?? `program:${input.programId}`, outcome.before, outcome.after);
    if (versionAfter !== versionBefore) {
      await audit(FORM_VERSION_ACTION, `program:${input.programId}`, { formVersionId: versionBefore }, { formVersionId: versionAfter });
    }
    return outcome.result;
  });
}

/** The 422 problem 'Invalid form configuration' for a form the engine refuses, naming the component ('components.{componentKey}', else 'form'). */
export function invalidFormProblem(error: FormConfigError): ProblemError {
  return new ProblemError(422, INVALID_FORM_TITLE, error.message, [
    { name: error.componentKey === null ? 'form' : `components.${error.componentKey}`, reason: error.message },
  ]);
}

/** audit_log action of a change of the version the public form serves (read by the version history). */
export const FORM_VERSION_ACTION = 'program.form-version';

/** The current version's id before the write; null when the stored definition does not compile. */
async function versionIdOrNull(trx: Kysely<Database>, ctx: ServiceContext, programId: number, now: Date): Promise<number | null> {
  try {
    return (await currentFormVersion(trx, programId, ctx.registry, now)).id;
  } catch (error) {
    if (error instanceof FormConfigError) return null;
    throw error;
  }
}
