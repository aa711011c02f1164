import type { AdminSearchParticipant, AdminSearchResponse, ProgramFamily } from '@huddle/schemas';
import type { ProgramRow } from '../../db/database.ts';
import { containsIgnoringCase } from './contains-pattern.ts';
import { participantRowColumns, toParticipantRow } from './participant-row.ts';
import { toProgramSummary } from '../programs/program-summary.ts';
import type { ServiceContext } from '../service-context.ts';

/** Most programs and most participants the search returns (contract: ≤ 25 each). */
export const ADMIN_SEARCH_LIMIT = 25;

/** Case-insensitive, locale-aware order of program names (as the program lists). */
const nameOrder = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * The back office search (spec §2 top navbar search box; GET
 * /api/admin/search?q=): within the given program families only,
 * - programs whose event name or display name contains the keyword
 *   (case-insensitive), by name, at most 25;
 * - live participants whose name (search_name), email or company name
 *   contains it, newest application first, at most 25, each with its program.
 * No families (a staff member without a family role) → nothing.
 */
export async function adminSearch(
  ctx: Pick<ServiceContext, 'db'>,
  families: readonly ProgramFamily[],
  keyword: string,
): Promise<AdminSearchResponse> {
  const term = keyword.trim();
  if (families.length === 0 || term === '') return { programs: [], participants: [] };
  const programs = await ctx.db
    .selectFrom('programs')
    .selectAll()
    .where('family', 'in', [...families])
    .execute();
  const programsById = new Map(programs.map((program) => [program.id, program]));

  const matching = programs
    .filter((program) => [program.event_name, program.program_display_name].some((name) => name.toLowerCase().includes(term.toLowerCase())))
    .sort((a, b) => nameOrder.compare(a.event_name, b.event_name) || a.id - b.id)
    .slice(0, ADMIN_SEARCH_LIMIT);

  const registrations = await ctx.db
    .selectFrom('registrations')
    .select([...participantRowColumns, 'program_id'])
    .where('program_id', 'in', [...programsById.keys()])
    .where('deleted_at', 'is', null)
    .where((eb) =>
      eb.or([containsIgnoringCase('search_name', term), containsIgnoringCase('email', term), containsIgnoringCase('company_name', term)]),
    )
    .orderBy('submitted_at', 'desc')
    .orderBy('id', 'desc')
    .limit(ADMIN_SEARCH_LIMIT)
    .execute();

  return {
    programs: matching.map(toProgramSummary),
    participants: registrations.map((registration) => {
      const program = programsById.get(registration.program_id);
      if (program === undefined) throw new Error(`Registration ${registration.id} has no program in the searched families`);
      return withProgram(toParticipantRow(registration), program);
    }),
  };
}

function withProgram(row: ReturnType<typeof toParticipantRow>, program: ProgramRow): AdminSearchParticipant {
  return {
    id: row.id,
    playerId: row.playerId,
    firstName: row.firstName,
    lastName: row.lastName,
    applicantName: row.applicantName,
    email: row.email,
    phone: row.phone,
    cityState: row.cityState,
    dob: row.dob,
    submittedOn: row.submittedOn,
    registrationStatus: row.registrationStatus,
    statusName: row.statusName,
    companyName: row.companyName,
    country: row.country,
    state: row.state,
    statusChangedBy: row.statusChangedBy,
    industry: row.industry ?? null,
    approvedBy: row.approvedBy,
    playingHistory: row.playingHistory,
    teams: row.teams,
    footballAreas: row.footballAreas,
    eventId: program.id,
    eventName: program.event_name,
    family: program.family,
  };
}
