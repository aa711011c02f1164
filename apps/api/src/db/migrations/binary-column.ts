import type { ColumnDataType } from 'kysely';
import type { DialectName } from '../dialect-name.ts';

/**
 * Column type for raw bytes on each dialect: BLOB on SQLite, BYTEA on
 * Postgres. Both drivers read it back as a Node Buffer and store a Buffer
 * unchanged (see the attachment round-trip test of the email outbox).
 */
export function binaryColumnType(dialect: DialectName): ColumnDataType {
  return dialect === 'postgres' ? 'bytea' : 'blob';
}
