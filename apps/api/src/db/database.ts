import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * Kysely table types, dialect-neutral (SQLite and Postgres share one
 * migration set). Conventions:
 * - timestamps and dates are ISO-8601 text ('2026-11-21T09:30:00.000Z', dates 'YYYY-MM-DD');
 * - booleans are integers 0/1;
 * - JSON documents are text columns holding JSON, named *_json.
 */
export interface Database {
  programs: ProgramsTable;
  program_paths: ProgramPathsTable;
  program_components: ProgramComponentsTable;
  questions: QuestionsTable;
  question_options: QuestionOptionsTable;
  contacts: ContactsTable;
  form_versions: FormVersionsTable;
  validator_modules: ValidatorModulesTable;
  registrations: RegistrationsTable;
  status_log: StatusLogTable;
  audit_log: AuditLogTable;
  users: UsersTable;
  sessions: SessionsTable;
  players: PlayersTable;
  colleges: CollegesTable;
  ncaa_conferences: NcaaConferencesTable;
  uploads: UploadsTable;
  transactions: TransactionsTable;
  payment_sessions: PaymentSessionsTable;
  stripe_events: StripeEventsTable;
  outbox: OutboxTable;
  outbox_attachments: OutboxAttachmentsTable;
  legends: LegendsTable;
  legend_applications: LegendApplicationsTable;
  legend_application_facets: LegendApplicationFacetsTable;
  legend_documents: LegendDocumentsTable;
  legend_notes: LegendNotesTable;
  player_seasons: PlayerSeasonsTable;
  rate_limit_hits: RateLimitHitsTable;
  submission_keys: SubmissionKeysTable;
  drafts: DraftsTable;
  form_funnel_days: FormFunnelDaysTable;
  program_translations: ProgramTranslationsTable;
  exports: ExportsTable;
  registration_counts: RegistrationCountsTable;
}

/** Program families of spec §1 (side-menu groups and list variants). */
export type ProgramFamily = 'nfl-programs' | 'legends-directory' | 'football-ops' | 'resume' | 'coaches-academy';

export interface ProgramsTable {
  id: number; // assigned by the seed / admin create, stable in URLs
  event_name: string;
  program_display_name: string;
  event_year: number; // start year of the league year (April 1 boundary)
  family: ProgramFamily;
  fixed_role: string | null; // FixedRole of @huddle/schemas
  active_event: number; // 0/1
  start_date: string | null; // YYYY-MM-DD
  end_date: string | null;
  application_due_date: string | null;
  /** Every other program field of spec §3 (messages, emails, fee, social links...) as JSON. */
  settings_json: string;
  created_at: string;
  updated_at: string;
}

export interface ProgramPathsTable {
  path_key: string; // lower-cased public path without the leading slash, PK
  path: string; // as published, e.g. 'NFL_Forward_Crowdsourcing'
  program_id: number;
  title: string;
  kind: 'application' | 'level-selection';
}

export interface ProgramComponentsTable {
  id: Generated<number>;
  program_id: number;
  component_type: string;
  component_key: string;
  display_name: string;
  display_order: number;
  component_text: string | null;
  configuration_json: string;
}

export interface QuestionsTable {
  id: Generated<number>;
  program_id: number;
  question_text: string;
  question_name: string | null;
  question_type_id: number;
  character_limit: number;
  display_order: number;
  required: number; // 0/1
  configuration_json: string | null;
}

export interface QuestionOptionsTable {
  id: Generated<number>;
  question_id: number;
  option_name: string;
  option_description: string | null;
  display_order: number;
  is_text_box: number; // 0/1
}

export interface ContactsTable {
  id: Generated<number>;
  program_id: number;
  contact_name: string;
  office_number: string | null;
  mobile_number: string | null;
  contact_email: string;
  display_order: number;
}

export interface FormVersionsTable {
  id: Generated<number>;
  program_id: number;
  content_hash: string; // UNIQUE (program_id, content_hash)
  definition_json: string; // the FormDefinition compiled
  compiled_json: string; // CompiledForm
  created_at: string;
  created_by: string | null;
}

/** A form content's precompiled validator module (migration 0023). */
export interface ValidatorModulesTable {
  module_hash: string; // PRIMARY KEY: sha-256 hex of source
  source: string; // ES module text (generateValidatorModule)
  created_at: string;
  purpose: ColumnType<ValidatorModulePurpose, ValidatorModulePurpose | undefined, ValidatorModulePurpose>; // default 'form'
}

/** Why a validator module is stored: 'form' (kept), or 'preview' (a builder draft's; swept a day later). */
export type ValidatorModulePurpose = 'form' | 'preview';

/**
 * Live (not removed) registrations per program, league year and status,
 * kept by triggers of migration 0019 (the participants list's totals). On
 * Postgres each key has up to COUNT_SHARDS rows, told apart by a `shard`
 * column (migration 0022): a count is the sum of the key's rows.
 */
export interface RegistrationCountsTable {
  program_id: number;
  event_year: number;
  status: number;
  /** bigint: a string on Postgres, a number on SQLite. */
  live_count: ColumnType<number | string, number, number>;
}

export interface RegistrationsTable {
  id: Generated<number>;
  program_id: number;
  form_version_id: number;
  event_year: number;
  status: number; // spec §4 codes
  answers_json: string;
  // projected list/search columns (ProjectedColumns of @huddle/form-engine)
  first_name: string | null;
  last_name: string | null;
  search_name: string | null; // lower-cased 'first last' for name search
  email: string | null;
  phone: string | null;
  city: string | null;
  state_code: string | null;
  country: string | null;
  birth_date: string | null;
  company_name: string | null;
  industry: string | null;
  player_id: number | null;
  teams: string | null; // club names joined with ', ' (Team Filter)
  football_areas: string | null; // JSON array of area names (football areas filter)
  playing_history: string | null; // 'Playing History' list column
  submitted_at: string;
  modified_at: string;
  status_changed_by: string | null;
  /** Set when staff remove the submission (soft delete); lists and detail leave the row out. */
  deleted_at: Generated<string | null>;
  /** Display name of the staff member who approved it (spec §2 'Approved By'). */
  approved_by: Generated<string | null>;
  /** spec §4 Disclaimer: 1 when the applicant agreed to the release agreement; null when not asked. */
  legal_disclaimer: Generated<number | null>;
  /**
   * Unguessable uuid v4 of the payment link (`/payment?registration={reference}`), UNIQUE.
   * The submission sets it; left out, the database fills one in (migration 0006).
   */
  payment_reference: ColumnType<string, string | undefined, never>;
  /** Language the applicant used ('en' | 'es'; migration 0017); emails go out in it. */
  language: Generated<string>;
}

/**
 * One translated applicant-facing text of a program (migration 0017), keyed
 * by (program_id, entity_kind, entity_id, field, language).
 */
export interface ProgramTranslationsTable {
  program_id: number;
  /** 'program' (entity_id 0) | 'component' | 'question' | 'option'. */
  entity_kind: string;
  entity_id: number;
  /** Field of the entity, e.g. 'questionText', 'optionName', 'submissionMessage'. */
  field: string;
  /** 'es' today. */
  language: string;
  text: string;
  updated_at: string;
}

export interface StatusLogTable {
  id: Generated<number>;
  registration_id: number;
  status: number;
  changed_by: string; // display name or 'Applicant'
  changed_at: string;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  actor: string | null; // user email, null when anonymous
  action: string; // e.g. 'registration.status', 'permission.denied'
  target: string | null; // e.g. 'registration:12'
  before_json: string | null;
  after_json: string | null;
}

export interface UsersTable {
  id: Generated<number>;
  email: string; // UNIQUE, lower-case
  display_name: string;
  roles_json: string; // Role[] of the permission table
  created_at: string;
}

export interface SessionsTable {
  id: string; // sha-256 hex of the cookie token, PK
  user_id: number;
  created_at: string;
  expires_at: string;
}

export interface PlayersTable {
  id: number; // playerId
  first_name: string;
  last_name: string;
  search_name: string; // lower-cased 'first last'
  football_name: string;
  position_abbr: string;
  entry_year: number;
  current_club_full_name: string | null;
  status_short_description: string;
  accrued_seasons: number;
  nfl_experience: number;
  birth_date: string; // YYYY-MM-DD
  college: string;
}

export interface CollegesTable {
  id: Generated<number>;
  name: string;
  division: string; // FBS, FCS, 2, 3
  conference: string;
}

export interface NcaaConferencesTable {
  id: Generated<number>;
  name: string;
  division: string;
}

/** Delivery state of an outbox email: waiting (or retrying), delivered, given up after the last attempt. */
export type OutboxStatus = 'pending' | 'sent' | 'failed';

/** One email to send (apps/api/src/email); dedupe_key UNIQUE: one email per event. */
export interface OutboxTable {
  id: Generated<number>;
  dedupe_key: string;
  to_address: string;
  subject: string;
  html: string;
  text: string; // plain-text alternative
  status: ColumnType<OutboxStatus, OutboxStatus | undefined, OutboxStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: string; // not sent before this moment (retry backoff, or a worker's claim)
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  program_id: ColumnType<number | null, number | null | undefined, number | null>; // the program the email is about (migration 0014); null: none
}

/** A file attached to an outbox email, bytes in the database (BLOB / BYTEA). */
export interface OutboxAttachmentsTable {
  id: Generated<number>;
  outbox_id: number;
  position: number; // 0-based order in the email
  filename: string;
  content_type: string;
  size: number; // bytes
  content: Buffer; // empty once the email is sent (content_cleared_at set)
  content_cleared_at: ColumnType<string | null, string | null | undefined, string | null>; // migration 0018
}

/** A finished participants export kept as a file for its emailed link (migration 0018). */
export interface ExportsTable {
  id: Generated<number>;
  program_id: number;
  event_year: number;
  actor: string; // email of the staff member who exported
  created_at: string;
  expires_at: string; // the link answers 410 from this moment
  size_bytes: number;
  row_count: number; // data rows (header not counted)
  file_key: string; // FileStore key of the CSV
  token_hash: string; // SHA-256 hex of the link token
}

/** A file uploaded with an application (spec §3 FILE_UPLOAD_0..5); bytes live in the FileStore. */
export interface UploadsTable {
  id: string; // generated uuid, PK
  registration_id: number | null; // null until the submission naming the upload claims it (migration 0007)
  program_id: number;
  slot: number; // FileUpload position 0-5
  original_name: string; // as sent by the browser (never used as a path)
  stored_name: string; // spec §5 sanitized name: non-alphanumerics '_', base cut to 57, random suffix
  content_type: string;
  size_bytes: number;
  storage_key: string; // FileStore key, UNIQUE
  created_at: string;
}

/** Kind of a card transaction: a payment, or a refund or void that gives money back. */
export type TransactionKind = 'payment' | 'refund' | 'void';

/** A card transaction of a registration (spec §3 Transaction). */
export interface TransactionsTable {
  id: Generated<number>; // registrationTransactionId
  registration_id: number;
  transaction_date: string; // ISO-8601
  payment_method: string;
  amount_paid_cents: number; // positive for a payment, negative for a refund or void
  transaction_num: string;
  authorization_code: string | null;
  description: string | null;
  card_last_four: string | null;
  kind: TransactionKind;
  created_at: string;
}

/** Who runs a checkout: Stripe Checkout, or the local sandbox checkout (no STRIPE_SECRET_KEY). */
export type PaymentProviderName = 'stripe' | 'sandbox';

/** State of a checkout attempt: waiting for the applicant, paid, abandoned (expired) or an asynchronous payment that failed. */
export type PaymentSessionStatus = 'open' | 'complete' | 'expired' | 'failed';

/** One checkout attempt of a registration (Stripe Checkout Session or sandbox session). */
export interface PaymentSessionsTable {
  id: Generated<number>;
  registration_id: number;
  provider: PaymentProviderName;
  provider_session_id: string; // Stripe 'cs_...' id or the sandbox session id, UNIQUE
  amount_cents: number; // the program fee when the session was created
  status: PaymentSessionStatus;
  checkout_url: string; // where the applicant pays
  created_at: string;
  completed_at: string | null;
}

/** A Stripe webhook event already applied (exactly once: inserted in the transaction of its effect). */
export interface StripeEventsTable {
  event_id: string; // 'evt_...', PK
  type: string;
  received_at: string;
}

/** Requests of one client in one fixed window of one public rate limit (migration 0009; Postgres only). */
export interface RateLimitHitsTable {
  client_key: string; // '<limit>:<client address>'
  window_start: string; // ISO timestamp; PK (client_key, window_start)
  hits: number;
  expires_at: string; // window end: the row is swept after it
}

/** The Idempotency-Key of a stored submission and the answer it got (migration 0014). */
export interface SubmissionKeysTable {
  program_id: number; // PK (program_id, idempotency_key)
  idempotency_key: string;
  registration_id: number;
  response_json: string; // the 201 body, answered again to a repeat
  created_at: string;
}

/** An application saved to finish later (migration 0016). */
export interface DraftsTable {
  id: Generated<number>;
  program_id: number;
  form_version_id: number;
  program_path: string; // public path the resume link opens, as published
  answers_json: string;
  email: string; // where the resume link was sent
  token_hash: string; // sha-256 hex of the resume token, UNIQUE
  created_at: string;
  updated_at: string;
  expires_at: string; // 30 days after the last save
  submitted_at: string | null; // set once, by the submission made from it
  registration_id: number | null;
}

/** Form opens and starts per program, league year and UTC day (migration 0016). */
export interface FormFunnelDaysTable {
  program_id: number; // PK (program_id, event_year, day)
  event_year: number;
  day: string; // YYYY-MM-DD
  opened: number;
  started: number;
}

export type ProgramRow = Selectable<ProgramsTable>;
export type NewProgram = Insertable<ProgramsTable>;
export type ProgramUpdate = Updateable<ProgramsTable>;
export type RegistrationRow = Selectable<RegistrationsTable>;
export type NewRegistration = Insertable<RegistrationsTable>;
export type PaymentSessionRow = Selectable<PaymentSessionsTable>;
export type TransactionRow = Selectable<TransactionsTable>;
export type UploadRow = Selectable<UploadsTable>;

/** A Legend (spec §1 Legends area): who they are, linked to the player database when known (migration 0011). */
export interface LegendsTable {
  id: Generated<number>;
  player_id: number | null; // UNIQUE
  first_name: string;
  last_name: string;
  search_name: string; // lower-cased 'first last'
  email: string | null; // UNIQUE, lower-cased
  phone: string | null;
  city: string | null;
  state_code: string | null;
  country: string | null;
  birth_date: string | null; // YYYY-MM-DD
  created_at: string;
  updated_at: string;
}

/**
 * One Legends Directory application (spec §3 Legend application): the
 * registration it was submitted as (UNIQUE) and the business facts projected
 * from its answers; business_description is written by staff.
 */
export interface LegendApplicationsTable {
  id: Generated<number>;
  legend_id: number;
  registration_id: number;
  program_id: number;
  company_name: string | null;
  sort_name: string; // lower-cased company name, '' when none
  slug: string; // URL segment of the directory page
  business_description: string | null;
  industries_json: string; // JSON string[]
  certifications_json: string; // JSON string[]
  service_area: string | null;
  city: string | null;
  state_code: string | null;
  country: string | null;
  website: string | null;
  company_phone: string | null;
  company_email: string | null;
  /** 1 while the registration is Approved and not removed: the public directory lists it (kept by a trigger, migration 0011). */
  listed: ColumnType<number, number | undefined, number>;
  created_at: string;
  updated_at: string;
}

/** A directory filter value of an application: facet 'industry' | 'certification' | 'serviceArea' | 'state'. */
export interface LegendApplicationFacetsTable {
  application_id: number;
  facet: string;
  value: string;
}

/** A document staff uploaded to a Legend (same rules as application uploads), stored by generated id. */
export interface LegendDocumentsTable {
  id: string; // uuid, also the storage key
  legend_id: number;
  application_id: number | null;
  original_name: string;
  stored_name: string;
  content_type: string;
  size_bytes: number;
  storage_key: string;
  uploaded_by: string; // staff email
  created_at: string;
}

/** A staff note on a Legend, optionally about one document; append-only. */
export interface LegendNotesTable {
  id: Generated<number>;
  legend_id: number;
  document_id: string | null;
  body: string;
  author_email: string;
  author_name: string;
  created_at: string;
}

/** A season a player of the player database played, and for which club ('teams played for'). */
export interface PlayerSeasonsTable {
  player_id: number;
  season: number;
  club_name: string;
}

export type LegendRow = Selectable<LegendsTable>;
export type LegendApplicationRow = Selectable<LegendApplicationsTable>;
