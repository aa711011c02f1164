import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { dialectName } from '../dialect-name.ts';
import { withIdentityId } from './identity-column.ts';

/**
 * The whole schema of apps/api/src/db/database.ts, one definition for SQLite
 * and Postgres: ISO-8601 text timestamps, 0/1 integer booleans, *_json text.
 */
export const initialSchema: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await createProgramTables(db);
    await createFormTables(db);
    await createRegistrationTables(db);
    await createStaffTables(db);
    await createPlayerTables(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    const tables = [
      'ncaa_conferences',
      'colleges',
      'players',
      'sessions',
      'users',
      'audit_log',
      'status_log',
      'registrations',
      'form_versions',
      'contacts',
      'question_options',
      'questions',
      'program_components',
      'program_paths',
      'programs',
    ];
    for (const table of tables) await db.schema.dropTable(table).ifExists().execute();
  },
};

async function createProgramTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('programs')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('event_name', 'text', (c) => c.notNull())
    .addColumn('program_display_name', 'text', (c) => c.notNull())
    .addColumn('event_year', 'integer', (c) => c.notNull())
    .addColumn('family', 'text', (c) => c.notNull())
    .addColumn('fixed_role', 'text')
    .addColumn('active_event', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('start_date', 'text')
    .addColumn('end_date', 'text')
    .addColumn('application_due_date', 'text')
    .addColumn('settings_json', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('program_paths')
    .addColumn('path_key', 'text', (c) => c.primaryKey())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('program_id', 'integer', (c) => c.notNull().references('programs.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('program_paths_program_id').on('program_paths').column('program_id').execute();
}

async function createFormTables(db: Kysely<unknown>): Promise<void> {
  const dialect = dialectName(db);
  await withIdentityId(db.schema.createTable('program_components'), dialect)
    .addColumn('program_id', 'integer', (c) => c.notNull().references('programs.id').onDelete('cascade'))
    .addColumn('component_type', 'text', (c) => c.notNull())
    .addColumn('component_key', 'text', (c) => c.notNull())
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('display_order', 'integer', (c) => c.notNull())
    .addColumn('component_text', 'text')
    .addColumn('configuration_json', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('program_components_program_id').on('program_components').column('program_id').execute();

  await withIdentityId(db.schema.createTable('questions'), dialect)
    .addColumn('program_id', 'integer', (c) => c.notNull().references('programs.id').onDelete('cascade'))
    .addColumn('question_text', 'text', (c) => c.notNull())
    .addColumn('question_name', 'text')
    .addColumn('question_type_id', 'integer', (c) => c.notNull())
    .addColumn('character_limit', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('display_order', 'integer', (c) => c.notNull())
    .addColumn('required', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('configuration_json', 'text')
    .execute();
  await db.schema.createIndex('questions_program_id').on('questions').column('program_id').execute();

  await withIdentityId(db.schema.createTable('question_options'), dialect)
    .addColumn('question_id', 'integer', (c) => c.notNull().references('questions.id').onDelete('cascade'))
    .addColumn('option_name', 'text', (c) => c.notNull())
    .addColumn('option_description', 'text')
    .addColumn('display_order', 'integer', (c) => c.notNull())
    .addColumn('is_text_box', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('question_options_question_id').on('question_options').column('question_id').execute();

  await withIdentityId(db.schema.createTable('contacts'), dialect)
    .addColumn('program_id', 'integer', (c) => c.notNull().references('programs.id').onDelete('cascade'))
    .addColumn('contact_name', 'text', (c) => c.notNull())
    .addColumn('office_number', 'text')
    .addColumn('mobile_number', 'text')
    .addColumn('contact_email', 'text', (c) => c.notNull())
    .addColumn('display_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('contacts_program_id').on('contacts').column('program_id').execute();

  await withIdentityId(db.schema.createTable('form_versions'), dialect)
    .addColumn('program_id', 'integer', (c) => c.notNull().references('programs.id'))
    .addColumn('content_hash', 'text', (c) => c.notNull())
    .addColumn('definition_json', 'text', (c) => c.notNull())
    .addColumn('compiled_json', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text')
    .addUniqueConstraint('form_versions_program_id_content_hash', ['program_id', 'content_hash'])
    .execute();
}

async function createRegistrationTables(db: Kysely<unknown>): Promise<void> {
  const dialect = dialectName(db);
  await withIdentityId(db.schema.createTable('registrations'), dialect)
    .addColumn('program_id', 'integer', (c) => c.notNull().references('programs.id'))
    .addColumn('form_version_id', 'integer', (c) => c.notNull().references('form_versions.id'))
    .addColumn('event_year', 'integer', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('answers_json', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('search_name', 'text')
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('city', 'text')
    .addColumn('state_code', 'text')
    .addColumn('country', 'text')
    .addColumn('birth_date', 'text')
    .addColumn('company_name', 'text')
    .addColumn('industry', 'text')
    .addColumn('player_id', 'integer')
    .addColumn('submitted_at', 'text', (c) => c.notNull())
    .addColumn('modified_at', 'text', (c) => c.notNull())
    .addColumn('status_changed_by', 'text')
    .execute();
  await db.schema
    .createIndex('registrations_program_year_submitted')
    .on('registrations')
    .columns(['program_id', 'event_year', 'submitted_at'])
    .execute();
  await db.schema.createIndex('registrations_program_status').on('registrations').columns(['program_id', 'status']).execute();
  await db.schema.createIndex('registrations_search_name').on('registrations').column('search_name').execute();
  await db.schema.createIndex('registrations_form_version_id').on('registrations').column('form_version_id').execute();

  await withIdentityId(db.schema.createTable('status_log'), dialect)
    .addColumn('registration_id', 'integer', (c) => c.notNull().references('registrations.id').onDelete('cascade'))
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('changed_by', 'text', (c) => c.notNull())
    .addColumn('changed_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('status_log_registration_id').on('status_log').column('registration_id').execute();
}

async function createStaffTables(db: Kysely<unknown>): Promise<void> {
  const dialect = dialectName(db);
  await withIdentityId(db.schema.createTable('audit_log'), dialect)
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('actor', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target', 'text')
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .execute();
  await db.schema.createIndex('audit_log_target').on('audit_log').column('target').execute();
  await db.schema.createIndex('audit_log_at').on('audit_log').column('at').execute();

  await withIdentityId(db.schema.createTable('users'), dialect)
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('roles_json', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('users_email', ['email'])
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();
}

async function createPlayerTables(db: Kysely<unknown>): Promise<void> {
  const dialect = dialectName(db);
  await db.schema
    .createTable('players')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('search_name', 'text', (c) => c.notNull())
    .addColumn('football_name', 'text', (c) => c.notNull())
    .addColumn('position_abbr', 'text', (c) => c.notNull())
    .addColumn('entry_year', 'integer', (c) => c.notNull())
    .addColumn('current_club_full_name', 'text')
    .addColumn('status_short_description', 'text', (c) => c.notNull())
    .addColumn('accrued_seasons', 'integer', (c) => c.notNull())
    .addColumn('nfl_experience', 'integer', (c) => c.notNull())
    .addColumn('birth_date', 'text', (c) => c.notNull())
    .addColumn('college', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('players_search_name').on('players').column('search_name').execute();

  await withIdentityId(db.schema.createTable('colleges'), dialect)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('division', 'text', (c) => c.notNull())
    .addColumn('conference', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('colleges_name').on('colleges').column('name').execute();

  await withIdentityId(db.schema.createTable('ncaa_conferences'), dialect)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('division', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ncaa_conferences_division').on('ncaa_conferences').column('division').execute();
}
