import type { CompiledForm } from '@huddle/form-engine';
import { hasPermission, permissionTable, type ProgramFamily, type Role, type SchemaName } from '@huddle/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from './auth/demo-accounts.ts';
import { enqueueEmail } from './services/email/enqueue-email.ts';
import { apiOperations, type ApiOperation } from './http/api-operations.ts';
import { testDialects } from './test-support/dialects.ts';
import { getJson, postJson } from './test-support/http.ts';
import { sampleAnswers } from './test-support/sample-answers.ts';
import { sampleAnswersWithUploads } from './test-support/sample-uploads.ts';
import { createBuilderRows } from './test-support/program-builder-rows.ts';
import { sendJson, type SendRequest } from './test-support/send-json.ts';
import { createTestApp, type TestApp } from './test-support/test-app.ts';
import { createLegendSamples, type LegendSamples } from './test-support/legend-samples.ts';

/**
 * Permission matrix (ARCHITECTURE.md §6: tests cover every role × route):
 * every demo account, anonymous and a signed-in user without roles × every
 * staff route of the operation table (new routes are picked up from the
 * table) × a program of every family for the routes that name one. Each
 * cell's status comes from the operation's permission (permission table of
 * spec §6) and from the program families written out below; every refusal
 * (403) writes exactly one 'permission.denied' audit row and changes nothing.
 */

/** One program of each family, each requiring acceptance and open at TEST_NOW. */
const programOf: Readonly<Record<ProgramFamily, number>> = {
  'legends-directory': 2, // NFL Legends Directory
  'nfl-programs': 36, // Career Tours
  'football-ops': 6, // Nunn-Wooten Scouting Fellowship
  resume: 4, // Job Shadow and Internship Program
  'coaches-academy': 7, // Coaches Academy
};
const families = Object.keys(programOf) as ProgramFamily[];
/** Families whose sample program's form has a FileUpload (a required resume or proposal). */
const familiesWithUploads: readonly ProgramFamily[] = ['football-ops', 'resume', 'coaches-academy'];

const legends: ProgramFamily[] = ['legends-directory'];
const nfl: ProgramFamily[] = ['nfl-programs', 'resume', 'coaches-academy'];
const fops: ProgramFamily[] = ['football-ops'];

/** The program families each caller works on, written out (contract "Program scope"). */
const expectedFamilies: Readonly<Record<string, readonly ProgramFamily[]>> = {
  'admin@huddle.test': families,
  'legends-admin@huddle.test': legends,
  'legends-approver@huddle.test': legends,
  'legends-edit@huddle.test': legends,
  'legends-user@huddle.test': legends,
  'nfl-admin@huddle.test': nfl,
  'nfl-approver@huddle.test': nfl,
  'nfl-user@huddle.test': nfl,
  'fops-admin@huddle.test': fops,
  'fops-approver@huddle.test': fops,
  'fops-user@huddle.test': fops,
  'club-user@huddle.test': ['resume'],
  'no-roles@huddle.test': [],
};

interface Caller {
  label: string;
  /** null: anonymous. */
  email: string | null;
  roles: Role[];
}

const NO_ROLES: Caller = { label: 'signed in, no roles', email: 'no-roles@huddle.test', roles: [] };
const callers: Caller[] = [
  ...demoAccounts.map((account) => ({ label: account.email.replace('@huddle.test', ''), email: account.email, roles: account.roles })),
  { label: 'anonymous', email: null, roles: [] },
  NO_ROLES,
];

/** How a route is called when the caller may use it, beyond the generic parameter values. */
interface RouteSample {
  /** Status of the fresh participant the call acts on (default Submitted 8). */
  participantStatus?: number;
  /** Status answered to a caller who may use the route on this family's program (default: the route's first 2xx). */
  allowed?: (family: ProgramFamily | null) => number;
  /** Runs on the fresh participant before an allowed call (e.g. records its card payment). */
  prepare?: (db: TestApp['db'], registrationId: number) => Promise<void>;
}

/** A captured card payment of the participant (sandbox ids, card ending 4242), as a paid checkout records it. */
async function recordCardPayment(db: TestApp['db'], registrationId: number): Promise<void> {
  const at = new Date().toISOString();
  await db
    .insertInto('transactions')
    .values({
      registration_id: registrationId,
      transaction_date: at,
      payment_method: 'Visa ending 4242',
      amount_paid_cents: 25_000,
      transaction_num: `sandbox_pi_matrix_${registrationId}`,
      authorization_code: `sandbox_ch_matrix_${registrationId}`,
      description: 'Payment received',
      card_last_four: '4242',
      kind: 'payment',
      created_at: at,
    })
    .execute();
}

const routeSamples: Readonly<Record<string, RouteSample>> = {
  // 'Resend Approval Email' needs an Approved registration of a program requiring acceptance.
  resendConfirmation: { participantStatus: 2, allowed: () => 202 },
  // Resume programs only (409 elsewhere); the participant's resume, uploaded with the application, is zipped.
  downloadResumes: { allowed: (family) => (family === 'resume' ? 200 : 409) },
  // The participant's file: programs with a FileUpload have one (uploaded with the application), the others none (404).
  downloadParticipantUpload: { allowed: (family) => (family !== null && familiesWithUploads.includes(family) ? 200 : 404) },
  // A Paid participant with a card payment; the sandbox refunds it.
  refundRegistration: { participantStatus: 4, prepare: recordCardPayment },
  // Sandbox payments are captured at once: the void is refused (409) after every check passed.
  voidRegistration: { participantStatus: 4, prepare: recordCardPayment, allowed: () => 409 },
  // The matrix sends no multipart body: refused as not multipart/form-data (415) once permission and program scope passed.
  uploadHeaderGraphic: { allowed: () => 415 },
  // Staff document uploads of the Legends area: the same, refused as not multipart (415) once the permission passed.
  uploadLegendDocument: { allowed: () => 415 },
  uploadApplicationDocument: { allowed: () => 415 },
  // No export with the sample id and token: 404 once the permission passed (the program scope is tested in export-link-routes.test.ts).
  downloadExport: { allowed: () => 404 },
};

/**
 * Staff operations whose path names no program, each with why it cannot leak
 * another family's data. A new such route fails the matrix until it is
 * listed here, or made program-scoped (by its path, or like the dev mailbox
 * attachment in `scopedByResource`).
 */
const unscopedByDesign: Readonly<Record<string, string>> = {
  listAdminEvents: 'lists only the programs of the caller’s families',
  listComponentTypes: 'component type catalogue, no program data',
  listDevMailbox: 'lists only emails about the caller’s families (admin: all)',
  searchPlayers: 'player database, not program data (players.search)',
  searchColleges: 'college reference data',
  searchConferencesByDivision: 'conference reference data',
  adminSearch: 'searches only registrations of the caller’s families',
  getDashboard: 'counts only programs of the caller’s families',
  getAdminUser: 'the caller’s own account',
  downloadExport: 'needs the emailed token, then checks the export’s program like the list (export-link-routes.test.ts)',
};

/**
 * Operations on a resource that belongs to a program the path does not name:
 * the matrix calls them on a resource of every family, and on one of no
 * program (admin only).
 */
const scopedByResource: ReadonlySet<string> = new Set(['getDevMailboxAttachment']);

/**
 * Whether only admin and the roles of one family hold the operation's
 * permission (the Legends area: legends.* permissions, Legends roles only),
 * so the permission check is the program scope.
 */
function scopedByPermission(operation: ApiOperation): boolean {
  if (operation.permission === undefined) return false;
  const holders = permissionTable[operation.permission].filter((role) => role !== 'admin');
  return holders.length > 0 && holders.every((role) => role.startsWith('legends'));
}

/** Query strings for the query schemas with required parameters. */
const sampleQueries: Partial<Record<SchemaName, string>> = { AdminSearchQuery: 'q=jane', ExportDownloadQuery: `token=${'A'.repeat(43)}` };

/** Operations a caller must be signed in for: the staff routes and the signed-in ones. */
const staffOperations = (Object.values(apiOperations) as ApiOperation[]).filter(
  (operation) => operation.permission !== undefined || operation.signedIn === true,
);

interface Cell {
  status: number;
  /** 'permission.denied' rows written by the call, and whose actor they name. */
  denials: string[];
  /** For refusals: whether the participant or program rows changed. */
  changed?: boolean;
}

describe.each(testDialects())('permission matrix on $name', (dialect) => {
  let t: TestApp;
  const skip = dialect.skipReason !== undefined;
  const cookies = new Map<string, string>();
  const versions = new Map<ProgramFamily, { id: number; compiled: CompiledForm }>();
  const shared = new Map<ProgramFamily, number>();
  let playerId = 0;
  let mailboxEmailId = 0;
  let legendSamples: LegendSamples;
  const mailboxEmails = new Map<ProgramFamily | null, number>();

  beforeAll(async () => {
    if (skip) return;
    t = await createTestApp(dialect);
    await t.db
      .insertInto('users')
      .values({ email: NO_ROLES.email ?? '', display_name: 'Nobody Special', roles_json: '[]', created_at: new Date().toISOString() })
      .execute();
    for (const caller of callers) if (caller.email !== null) cookies.set(caller.email, await t.cookieFor(caller.email));
    for (const family of families) {
      const program = (await getJson<{ formVersion: { id: number; compiled: CompiledForm } }>(t.app, `/api/events/${programOf[family]}`))
        .body;
      versions.set(family, program.formVersion);
      shared.set(family, await submit(family, 8));
    }
    playerId = (await t.db.selectFrom('players').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    await enqueueEmail(t.db, {
      to: 'staff@example.org',
      subject: 'Matrix',
      html: '<p>Matrix</p>',
      attachments: [{ filename: 'matrix.txt', contentType: 'text/plain', content: new TextEncoder().encode('matrix') }],
      dedupeKey: 'permission-matrix',
    });
    mailboxEmailId = (await t.db.selectFrom('outbox').select('id').where('dedupe_key', '=', 'permission-matrix').executeTakeFirstOrThrow())
      .id;
    legendSamples = await createLegendSamples(t, shared.get('legends-directory') ?? 0);
    mailboxEmails.set(null, mailboxEmailId);
    for (const family of families) {
      await enqueueEmail(t.db, {
        to: 'staff@example.org',
        subject: `Matrix ${family}`,
        html: '<p>Matrix</p>',
        attachments: [{ filename: 'matrix.csv', contentType: 'text/csv', content: new TextEncoder().encode('name') }],
        dedupeKey: `permission-matrix:${family}`,
        programId: programOf[family],
      });
      const row = await t.db
        .selectFrom('outbox')
        .select('id')
        .where('dedupe_key', '=', `permission-matrix:${family}`)
        .executeTakeFirstOrThrow();
      mailboxEmails.set(family, row.id);
    }
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  /** A new participant of the family's program (through the public submit route), in `status`. */
  async function submit(family: ProgramFamily, status: number): Promise<number> {
    const version = versions.get(family);
    if (version === undefined) throw new Error(`No form version for ${family}`);
    const response = await postJson<{ registrationId: number }>(t.app, `/api/events/${programOf[family]}/responses`, {
      formVersionId: version.id,
      answers: await sampleAnswersWithUploads(t.app, programOf[family], version.compiled),
    });
    expect(response.status, `submit to ${family}`).toBe(201);
    await t.db.updateTable('registrations').set({ status }).where('id', '=', response.body.registrationId).execute();
    return response.body.registrationId;
  }

  /** The status a caller must get: 401 anonymous, 403 without the permission or outside the families, else the route's answer. */
  function expectedCell(operation: ApiOperation, caller: Caller, family: ProgramFamily | null): Cell {
    if (caller.email === null) return { status: 401, denials: [], changed: false };
    const permitted = operation.permission === undefined || hasPermission(caller.roles, operation.permission);
    const adminOnly = family === null && scopedByResource.has(operation.operationId);
    const inScope = adminOnly ? caller.roles.includes('admin') : family === null || (expectedFamilies[caller.email] ?? []).includes(family);
    if (!permitted || !inScope) return { status: 403, denials: [caller.email], changed: false };
    return { status: routeSamples[operation.operationId]?.allowed?.(family) ?? firstSuccess(operation), denials: [] };
  }

  /** Builds the request of one cell; `fresh` gives the participant a new registration when the call may change it. */
  async function requestFor(
    operation: ApiOperation,
    family: ProgramFamily | null,
    fresh: boolean,
  ): Promise<{ request: Omit<SendRequest, 'cookie'>; participant: number | null }> {
    const sample = routeSamples[operation.operationId] ?? {};
    const needsParticipant = /\{(personId|registrationId)\}/.test(operation.path);
    const participant =
      family === null || !needsParticipant
        ? null
        : fresh
          ? await submit(family, sample.participantStatus ?? 8)
          : (shared.get(family) ?? null);
    if (fresh && participant !== null) await sample.prepare?.(t.db, participant);
    const values: Record<string, string | number> = {
      statusId: 2,
      playerId,
      pattern: 'sm',
      division: 'FBS',
      id: scopedByResource.has(operation.operationId) ? (mailboxEmails.get(family) ?? mailboxEmailId) : mailboxEmailId,
      index: 0,
      exportId: 1,
      n: 3,
      ...legendSamples,
      category: 'industries',
      language: 'es',
    };
    if (family !== null) {
      values.eventId = programOf[family];
      values.year = 2026;
    }
    if (participant !== null) {
      values.personId = participant;
      values.registrationId = participant;
      const upload = await t.db.selectFrom('uploads').select('id').where('registration_id', '=', participant).executeTakeFirst();
      values.uploadId = upload?.id ?? '00000000-0000-4000-8000-000000000000';
    }
    if (family !== null && /\{(questionId|optionId|componentId|contactId|versionId)\}/.test(operation.path)) {
      // Fresh builder rows per call: a route may change or remove them.
      Object.assign(values, await createBuilderRows(t.db, programOf[family]));
    }
    const path = operation.path.replace(/\{(\w+)\}/g, (_match, name: string) => {
      const value = values[name];
      if (value === undefined) throw new Error(`${operation.operationId}: give the path parameter '${name}' a sample value`);
      return String(value);
    });
    const query = operation.query === undefined ? undefined : sampleQuery(operation.query);
    const body = operation.body === undefined ? undefined : await sampleBody(operation, family, participant);
    const method = operation.method.toUpperCase() as SendRequest['method'];
    return {
      request: { method, path: query === undefined ? path : `${path}?${query}`, ...(body === undefined ? {} : { body }) },
      participant,
    };
  }

  function sampleQuery(name: SchemaName): string | undefined {
    return sampleQueries[name];
  }

  async function sampleBody(operation: ApiOperation, family: ProgramFamily | null, participant: number | null): Promise<unknown> {
    switch (operation.body) {
      case 'EditResponseRequest': {
        const version = family === null ? undefined : versions.get(family);
        if (version === undefined) throw new Error(`${operation.operationId}: no form version`);
        // The edited answers keep the files the participant uploaded.
        const stored =
          participant === null
            ? undefined
            : await t.db.selectFrom('registrations').select('answers_json').where('id', '=', participant).executeTakeFirst();
        const { fileUpload } = JSON.parse(stored?.answers_json ?? '{}') as { fileUpload?: unknown };
        return {
          formVersionId: version.id,
          answers: { ...sampleAnswers(version.compiled, { firstName: 'Edited' }), ...(fileUpload === undefined ? {} : { fileUpload }) },
        };
      }
      case 'ResumeZipRequest':
        return { registrationIds: [participant ?? shared.get('resume') ?? 1] };
      case 'RefundRequest':
        return { creditCardLastFour: '4242' };
      case 'ProgramSettingsUpdateRequest':
        // A field of the spec §6 Legends subset, so every role holding programs.edit may save it.
        return { eventClosedMessage: '<p>The application for this program is now closed.</p>' };
      case 'ProgramTranslationsUpdateRequest':
        // A text whose English field is in the spec §6 Legends subset, so every role holding programs.edit may save it.
        return { texts: [{ entityKind: 'program', entityId: 0, field: 'footerMessage', text: '<p>Pie de página</p>' }] };
      case 'QuestionCreateRequest':
        return { questionText: 'Matrix question', questionTypeId: 2 };
      case 'QuestionUpdateRequest':
        return { questionText: 'Matrix question, edited' };
      case 'OptionCreateRequest':
      case 'OptionUpdateRequest':
        return { optionName: 'Matrix option' };
      case 'ComponentCreateRequest':
        return { componentType: 'Banner' };
      case 'ComponentUpdateRequest':
        return { displayName: 'Matrix component' };
      case 'ContactRequest':
        return { contactName: 'Matrix Contact', contactEmail: 'matrix.contact@example.org' };
      case 'TestEmailRequest':
        return { emailAddress: 'matrix.contact@example.org', messageType: 'denyEmail' };
      case 'LegendRequest':
        return { firstName: 'Matrix', lastName: 'Legend' };
      case 'LegendNoteRequest':
        return { body: 'Matrix note' };
      case 'ApplicationUpdateRequest':
        return { businessDescription: 'Matrix description' };
      case 'FormPreviewRequest':
        // An empty draft compiles (to a form without answers) and names its preview module.
        return { eventYear: 2026, fixedRole: null, components: [], questions: [] };
      default:
        throw new Error(`${operation.operationId}: add a sample ${operation.body ?? ''} body to the permission matrix`);
    }
  }

  /** What the rows a call may touch look like: the participant and every program (no escalation). */
  async function snapshot(participant: number | null): Promise<string> {
    const registration =
      participant === null ? null : await t.db.selectFrom('registrations').selectAll().where('id', '=', participant).executeTakeFirst();
    const programs = await t.db.selectFrom('programs').selectAll().orderBy('id').execute();
    return JSON.stringify({ registration, programs });
  }

  async function callCell(operation: ApiOperation, caller: Caller, family: ProgramFamily | null): Promise<Cell> {
    const expected = expectedCell(operation, caller, family);
    const refused = expected.status === 401 || expected.status === 403;
    const { request, participant } = await requestFor(operation, family, !refused && operation.method !== 'get');
    const before = refused ? await snapshot(participant) : '';
    const lastAudit =
      (
        await t.db
          .selectFrom('audit_log')
          .select((eb) => eb.fn.max('id').as('id'))
          .executeTakeFirst()
      )?.id ?? 0;
    const response = await sendJson(t.app, { ...request, ...(caller.email === null ? {} : { cookie: cookies.get(caller.email) ?? '' }) });
    const denials = await t.db
      .selectFrom('audit_log')
      .select('actor')
      .where('id', '>', lastAudit)
      .where('action', '=', 'permission.denied')
      .orderBy('id')
      .execute();
    const cell: Cell = { status: response.status, denials: denials.map((row) => row.actor ?? '(none)') };
    if (refused) cell.changed = (await snapshot(participant)) !== before;
    return cell;
  }

  it.skipIf(skip)('knows the program families of every demo account', () => {
    for (const account of demoAccounts) expect(expectedFamilies[account.email], account.email).toBeDefined();
    expect(staffOperations.length).toBeGreaterThanOrEqual(8);
  });

  it.skipIf(skip).each(staffOperations.map((operation) => [operation.operationId, operation] as const))(
    '%s: every caller gets exactly the status its roles allow',
    async (_name, operation) => {
      // Routes naming a program, or a participant (whose program is then in scope), run against a program of every family.
      const scoped = /\{(eventId|registrationId|personId)\}/.test(operation.path);
      const byResource = scopedByResource.has(operation.operationId);
      expect(
        scoped || byResource || scopedByPermission(operation) || operation.operationId in unscopedByDesign,
        `${operation.operationId} names no program: scope it`,
      ).toBe(true);
      const actual: Record<string, Cell> = {};
      const expected: Record<string, Cell> = {};
      for (const caller of callers) {
        for (const family of scoped ? families : byResource ? [...families, null] : [null]) {
          const key = family === null ? caller.label : `${caller.label} @ ${family}`;
          expected[key] = expectedCell(operation, caller, family);
          actual[key] = await callCell(operation, caller, family);
        }
      }
      expect(actual).toEqual(expected);
      expect(t.loggedErrors).toEqual([]);
    },
    120_000,
  );
});

/** The route's success status: its lowest documented 2xx. */
function firstSuccess(operation: ApiOperation): number {
  const success = Object.keys(operation.responses)
    .map(Number)
    .filter((status) => status >= 200 && status < 300)
    .sort((a, b) => a - b)[0];
  if (success === undefined) throw new Error(`${operation.operationId} documents no 2xx response`);
  return success;
}
