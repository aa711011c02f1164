import type { Migration, MigrationProvider } from 'kysely/migration';
import { initialSchema } from './0001-initial-schema.ts';
import { registrationWorkflow } from './0002-registration-workflow.ts';
import { emailOutbox } from './0003-email-outbox.ts';
import { uploadsAndTransactions } from './0004-uploads-and-transactions.ts';
import { participantListColumns } from './0005-participant-list-columns.ts';
import { payments } from './0006-payments.ts';
import { uploadBeforeSubmit } from './0007-upload-before-submit.ts';
import { legalDisclaimer } from './0008-legal-disclaimer.ts';
import { rateLimitHits } from './0009-rate-limit-hits.ts';
import { legends } from './0011-legends.ts';
import { submissionKeys } from './0014-submission-keys.ts';
import { directorySearch } from './0015-directory-search.ts';
import { drafts } from './0016-drafts.ts';
import { programTranslations } from './0017-program-translations.ts';
import { exportFiles } from './0018-export-files.ts';
import { participantListScale } from './0019-participant-list-scale.ts';
import { participantListCountryYear } from './0020-participant-list-country-year.ts';
import { participantListSortDates } from './0021-participant-list-sort-dates.ts';
import { registrationCountShards } from './0022-registration-count-shards.ts';
import { validatorModules } from './0023-validator-modules.ts';
import { validatorModulePurpose } from './0024-validator-module-purpose.ts';
import { unloggedRateLimitHits } from './0025-unlogged-rate-limit-hits.ts';

/**
 * Every migration, in order. Names sort lexically (Kysely runs them by name);
 * add new ones at the end with the next number.
 */
export const migrations: Readonly<Record<string, Migration>> = {
  '0001-initial-schema': initialSchema,
  '0002-registration-workflow': registrationWorkflow,
  '0003-email-outbox': emailOutbox,
  '0004-uploads-and-transactions': uploadsAndTransactions,
  '0005-participant-list-columns': participantListColumns,
  '0006-payments': payments,
  '0007-upload-before-submit': uploadBeforeSubmit,
  '0008-legal-disclaimer': legalDisclaimer,
  '0009-rate-limit-hits': rateLimitHits,
  '0011-legends': legends,
  '0014-submission-keys': submissionKeys,
  '0015-directory-search': directorySearch,
  '0016-drafts': drafts,
  '0017-program-translations': programTranslations,
  '0018-export-files': exportFiles,
  '0019-participant-list-scale': participantListScale,
  '0020-participant-list-country-year': participantListCountryYear,
  '0021-participant-list-sort-dates': participantListSortDates,
  '0022-registration-count-shards': registrationCountShards,
  '0023-validator-modules': validatorModules,
  '0024-validator-module-purpose': validatorModulePurpose,
  '0025-unlogged-rate-limit-hits': unloggedRateLimitHits,
};

/** Static provider: no file-system scan, so it works the same under tsx, vitest and bundlers. */
export const migrationProvider: MigrationProvider = {
  getMigrations: () => Promise.resolve({ ...migrations }),
};
