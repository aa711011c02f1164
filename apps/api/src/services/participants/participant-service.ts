import { formVersionResponse } from '../programs/form-version-response.ts';
import type { Kysely } from 'kysely';
import type {
  FixedRole,
  ParticipantDetailResponse,
  ParticipantsListResponse,
  PlayerRecord,
  StatusLogEntry,
  Transaction,
} from '@huddle/schemas';
import type { Database, RegistrationRow } from '../../db/database.ts';
import { ProblemError } from '../../errors/problem-error.ts';
import { contentLanguageOf } from '../translations/settings-in-language.ts';
import { findProgram } from '../programs/find-program.ts';
import { getFormVersion } from '../programs/form-version-service.ts';
import type { ParticipantFilters } from './participant-filters.ts';
import { queryParticipantPage, type ParticipantSort } from './participant-list-query.ts';
import { toParticipantRow } from './participant-row.ts';
import { toPlayerRecord } from '../players/player-search-service.ts';
import { readProgramSettings } from '../programs/program-settings.ts';
import { canDecide, statusOf } from '../registrations/registration-status.ts';
import { uploadsOfRegistration } from '../uploads/registration-uploads.ts';
import type { ServiceContext } from '../service-context.ts';

/** Query of GET /api/events/{eventId}/people (filters absent, null or blank = none; 'NP' is dropped by the route). */
export interface ParticipantListQuery extends ParticipantFilters {
  eventYear?: number | null;
  /** 1-based page number, default 1. */
  page?: number;
  /** Default 'applicationDate' descending (newest first). */
  sort?: ParticipantSort;
  /** Default true without `sort`, false with it. */
  desc?: boolean;
}

/**
 * One page of the participants list with the totals of spec §2: total = rows
 * matching every filter (what the pages cover), pageCount = pages they fill;
 * totalSubmissions = live registrations of the program in the chosen league
 * year (other filters ignored); totalApproved = the Approved ones among those.
 */
export type ParticipantPage = ParticipantsListResponse;

/** One status_log entry (spec §3 Status log), newest first in lists. */
export type { StatusLogEntry };

/**
 * One participant with their answers, the version those answers were
 * validated against (not the program's current one), the status history and
 * the detail page's decisions (spec §6: program and status, not role).
 */
export type ParticipantDetail = ParticipantDetailResponse;

/**
 * A page of the program's participants (removed ones left out): filters of
 * ParticipantListQuery (year, name, Legends dates/country/state, team,
 * football areas), sort, and the spec §2 page size (participantPageSize).
 * 404 problem for an unknown program.
 */
export async function listParticipants(
  ctx: Pick<ServiceContext, 'db'>,
  eventId: number,
  query: ParticipantListQuery,
): Promise<ParticipantPage> {
  const program = await findProgram(ctx.db, eventId);
  const page = Math.max(1, query.page ?? 1);
  const result = await queryParticipantPage(ctx.db, eventId, {
    ...query,
    page,
    sort: query.sort ?? 'applicationDate',
    descending: query.desc ?? query.sort === undefined,
  });
  const settings = readProgramSettings(program);
  return {
    program: {
      eventId: program.id,
      eventName: program.event_name,
      programDisplayName: program.program_display_name,
      family: program.family,
      fixedRole: program.fixed_role as FixedRole,
      applicationsRequiresAccept: settings.applicationsRequiresAccept,
      requireProgramFee: settings.requireProgramFee,
      programFee: settings.programFee,
    },
    participants: result.rows.map(toParticipantRow),
    total: result.total,
    totalSubmissions: result.totalSubmissions,
    totalApproved: result.totalApproved,
    page,
    pageSize: result.pageSize,
    pageCount: result.pageCount,
  };
}

/**
 * One participant with their answers, the form version those answers were
 * given under, their status history, the approve/reject actions (spec §4
 * rule, see canDecide), their card transactions oldest first (spec §3
 * Transaction, amounts in dollars) and the attached player database record
 * (age at ctx.now()) and the files uploaded with the application
 * (uploads, by slot). 404 problem when the registration is not in this program.
 */
export async function getParticipantDetail(
  ctx: Pick<ServiceContext, 'db' | 'now'>,
  eventId: number,
  registrationId: number,
): Promise<ParticipantDetail> {
  const program = await findProgram(ctx.db, eventId);
  const registration = await findRegistration(ctx.db, eventId, registrationId);
  const version = await getFormVersion(ctx.db, eventId, registration.form_version_id);
  const decidable = canDecide(readProgramSettings(program).applicationsRequiresAccept, registration.status);
  return {
    participant: toParticipantRow(registration),
    answers: JSON.parse(registration.answers_json) as Record<string, unknown>,
    language: contentLanguageOf(registration.language),
    formVersion: await formVersionResponse(ctx.db, version),
    statuses: await statusHistory(ctx.db, registrationId),
    actions: { canApprove: decidable, canReject: decidable },
    transactions: await transactionsOf(ctx.db, registrationId),
    player: await attachedPlayer(ctx, registration.player_id),
    uploads: await uploadsOfRegistration(ctx.db, registrationId),
  };
}

/** The registration's transactions, oldest first (spec §3 Transaction; cents shown as dollars). */
async function transactionsOf(db: Kysely<Database>, registrationId: number): Promise<Transaction[]> {
  const rows = await db.selectFrom('transactions').selectAll().where('registration_id', '=', registrationId).orderBy('id').execute();
  return rows.map((row) => ({
    registrationTransactionId: row.id,
    transactionDate: row.transaction_date,
    paymentMethod: row.payment_method,
    amountPaid: row.amount_paid_cents / 100,
    transactionNum: row.transaction_num,
    authorizationCode: row.authorization_code,
    description: row.description,
  }));
}

async function attachedPlayer(ctx: Pick<ServiceContext, 'db' | 'now'>, playerId: number | null): Promise<PlayerRecord | null> {
  if (playerId === null) return null;
  const row = await ctx.db.selectFrom('players').selectAll().where('id', '=', playerId).executeTakeFirst();
  return row === undefined ? null : toPlayerRecord(row, ctx.now());
}

/** The status history of a registration of this program, newest first; 404 problem otherwise. */
export async function listStatuses(ctx: Pick<ServiceContext, 'db'>, eventId: number, registrationId: number): Promise<StatusLogEntry[]> {
  await findRegistration(ctx.db, eventId, registrationId);
  return statusHistory(ctx.db, registrationId);
}

/** The registration with this id in this program, unless removed (soft-deleted); 404 problem otherwise. */
export async function findRegistration(db: Kysely<Database>, eventId: number, registrationId: number): Promise<RegistrationRow> {
  const registration = await db
    .selectFrom('registrations')
    .selectAll()
    .where('id', '=', registrationId)
    .where('program_id', '=', eventId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (registration === undefined) {
    throw new ProblemError(404, 'Not Found', `Program ${eventId} has no participant ${registrationId}.`);
  }
  return registration;
}

async function statusHistory(db: Kysely<Database>, registrationId: number): Promise<StatusLogEntry[]> {
  const rows = await db
    .selectFrom('status_log')
    .selectAll()
    .where('registration_id', '=', registrationId)
    .orderBy('changed_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => {
    const status = statusOf(row.status);
    return {
      statusId: row.id,
      registrationStatus: status.code,
      statusName: status.name,
      changedBy: row.changed_by,
      statusDate: row.changed_at,
    };
  });
}
