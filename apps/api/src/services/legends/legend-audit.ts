import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

/** One change in the Legends area, as the audit log records it. */
export interface LegendAuditEntry {
  at: string;
  /** Email of the staff member. */
  actor: string;
  /** e.g. 'legend.create', 'legend.note', 'legend.document'. */
  action: string;
  /** e.g. 'legend:12', 'legend-application:4'. */
  target: string;
  before: unknown;
  after: unknown;
}

/** Writes one audit_log row (before/after as JSON, null when absent); call inside the change's transaction. */
export async function auditLegendChange(db: Kysely<Database>, entry: LegendAuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      at: entry.at,
      actor: entry.actor,
      action: entry.action,
      target: entry.target,
      before_json: entry.before === null ? null : JSON.stringify(entry.before),
      after_json: entry.after === null ? null : JSON.stringify(entry.after),
    })
    .execute();
}
