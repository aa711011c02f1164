import type { ExportSettings } from './config-types.ts';
import { parseInteger } from './config-rate-limits.ts';

/** The export and attachment settings without any variable set. */
export const DEFAULT_EXPORT_SETTINGS: ExportSettings = {
  retentionDays: 7,
  attachmentMaxBytes: 5 * 1024 * 1024,
};

/**
 * Reads the export settings (config.ts passes its `read`):
 * EXPORT_RETENTION_DAYS (1-365, default 7: an export file, its row and its
 * emailed link live this long), MAIL_ATTACHMENT_MAX_MB (1-50 MiB, default 5:
 * the largest total of attachments one queued email may carry). Each bad
 * variable adds one line to `problems`.
 */
export function parseExportSettings(read: (name: string) => string | undefined, problems: string[]): ExportSettings {
  return {
    retentionDays: parseInteger(read, 'EXPORT_RETENTION_DAYS', DEFAULT_EXPORT_SETTINGS.retentionDays, { min: 1, max: 365 }, problems),
    attachmentMaxBytes:
      parseInteger(
        read,
        'MAIL_ATTACHMENT_MAX_MB',
        DEFAULT_EXPORT_SETTINGS.attachmentMaxBytes / (1024 * 1024),
        { min: 1, max: 50 },
        problems,
      ) *
      1024 *
      1024,
  };
}
