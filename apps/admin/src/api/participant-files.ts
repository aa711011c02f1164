import type { ResumeZipRequest } from '@huddle/schemas';
import { adminApi } from './admin-api.ts';
import { acceptAny, downloadedFile, type DownloadedFile } from './downloaded-file.ts';

/** spec §7: the export is saved as pe_export.csv. */
export const exportFileName = 'pe_export.csv';

/**
 * The CSV export of a program's participants of one league year
 * (GET /api/events/{eventId}/years/{year}/export); the server also emails it to
 * the staff member. Throws ApiError (403 without 'participants.export').
 */
export function downloadParticipantsExport(eventId: number, year: number): Promise<DownloadedFile> {
  const call = adminApi.GET('/api/events/{eventId}/years/{year}/export', {
    params: { path: { eventId, year } },
    headers: acceptAny,
    parseAs: 'blob',
  });
  return downloadedFile(call, exportFileName);
}

/**
 * The resumes of the chosen registrations as one ZIP (POST /api/events/{eventId}/resumes/zip),
 * named by the server '{year}_{program label}_Resumes_{YYYY_MM_DD_hh_mm_ss}.zip'.
 * At least one registration. Throws ApiError (409 outside the resume programs, 403 without 'participants.export').
 */
export function downloadResumes(eventId: number, registrationIds: ResumeZipRequest['registrationIds']): Promise<DownloadedFile> {
  const call = adminApi.POST('/api/events/{eventId}/resumes/zip', {
    params: { path: { eventId } },
    body: { registrationIds },
    headers: acceptAny,
    parseAs: 'blob',
  });
  return downloadedFile(call, 'resumes.zip');
}
