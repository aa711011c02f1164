import type { ResumeZipRequest } from '@huddle/schemas';
import { requestBlob, type DownloadedFile } from './request-blob.ts';

/** spec §7: the export is saved as pe_export.csv. */
export const exportFileName = 'pe_export.csv';

/**
 * The CSV export of a program's participants of one league year
 * (GET /api/events/{eventId}/years/{year}/export); the server also emails it to
 * the staff member. Throws ApiError (403 without 'participants.export').
 */
export function downloadParticipantsExport(eventId: number, year: number): Promise<DownloadedFile> {
  return requestBlob(`/api/events/${eventId}/years/${year}/export`, exportFileName);
}

/**
 * The resumes of the chosen registrations as one ZIP (POST /api/events/{eventId}/resumes/zip),
 * named by the server '{year}_{program label}_Resumes_{YYYY_MM_DD_hh_mm_ss}.zip'.
 * At least one registration. Throws ApiError (409 outside the resume programs, 403 without 'participants.export').
 */
export function downloadResumes(eventId: number, registrationIds: ResumeZipRequest['registrationIds']): Promise<DownloadedFile> {
  const body: ResumeZipRequest = { registrationIds };
  return requestBlob(`/api/events/${eventId}/resumes/zip`, 'resumes.zip', { method: 'POST', body });
}
