import type { FixedRole, ProgramSummary } from '@huddle/schemas';
import type { ProgramRow } from '../../db/database.ts';

/**
 * A program row as the staff lists show it (schemas/api ProgramSummary):
 * identity, family, fixed role, league year, dates ('YYYY-MM-DD' or null)
 * and the active flag as a boolean.
 */
export function toProgramSummary(program: ProgramRow): ProgramSummary {
  return {
    eventId: program.id,
    eventName: program.event_name,
    programDisplayName: program.program_display_name,
    family: program.family,
    fixedRole: program.fixed_role as FixedRole,
    eventYear: program.event_year,
    startDate: program.start_date,
    endDate: program.end_date,
    applicationDueDate: program.application_due_date,
    activeEvent: program.active_event === 1,
  };
}
