/**
 * Whether a database error is a UNIQUE or PRIMARY KEY violation, on either
 * dialect: Postgres SQLSTATE 23505, SQLite SQLITE_CONSTRAINT_UNIQUE or
 * SQLITE_CONSTRAINT_PRIMARYKEY.
 */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const { code } = error as { code: unknown };
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** The name of the constraint a Postgres error names (pg's `constraint` field), e.g. 'submission_keys_pk'; undefined otherwise. */
export function violatedConstraint(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('constraint' in error)) return undefined;
  const { constraint } = error as { constraint: unknown };
  return typeof constraint === 'string' ? constraint : undefined;
}
