import type { ApiOperation } from '../api-operation.ts';
import { eventId, id, problemResponses } from '../api-operation.ts';

/** Staff exports: the participants CSV, its emailed download link and the resume ZIP. */
export const exportOperations = {
  exportParticipants: {
    operationId: 'exportParticipants',
    method: 'get',
    path: '/api/events/{eventId}/years/{year}/export',
    summary:
      "CSV of the league year's participants (pe_export.csv), streamed; also stored and emailed to the staff member as a link ('Email Export').",
    tag: 'staff',
    permission: 'participants.export',
    pathParams: { eventId, year: { type: 'integer', minimum: 2000, maximum: 2100, description: 'League year (its start year).' } },
    responses: {
      200: { description: 'text/csv; charset=utf-8 with a byte order mark, as the attachment pe_export.csv.' },
      400: problemResponses.badRequest,
      401: problemResponses.unauthorized,
      403: problemResponses.forbidden,
      404: problemResponses.notFound,
    },
  },
  downloadExport: {
    operationId: 'downloadExport',
    method: 'get',
    path: '/api/exports/{exportId}/download',
    summary:
      'The stored participants export of an emailed link (expires after EXPORT_RETENTION_DAYS; same permission and program scope as the export).',
    tag: 'staff',
    permission: 'participants.export',
    pathParams: { exportId: id('Id of the stored export (from the emailed link).') },
    query: 'ExportDownloadQuery',
    responses: {
      200: { description: 'text/csv; charset=utf-8 with a byte order mark, as the attachment pe_export.csv.' },
      400: problemResponses.badRequest,
      401: problemResponses.unauthorized,
      403: problemResponses.forbidden,
      404: { description: 'No such export (or removed after retention), or the token is not its token.', schema: 'ProblemDetails' },
      410: { description: 'The link has expired.', schema: 'ProblemDetails' },
    },
  },
  downloadResumes: {
    operationId: 'downloadResumes',
    method: 'post',
    path: '/api/events/{eventId}/resumes/zip',
    summary: "ZIP of the chosen applicants' uploaded files ('Resume Download', resume programs only).",
    tag: 'staff',
    permission: 'participants.export',
    pathParams: { eventId },
    body: 'ResumeZipRequest',
    responses: {
      200: { description: 'application/zip, as the attachment {year}_{program}_Resumes_{YYYY_MM_DD_hh_mm_ss}.zip.' },
      400: problemResponses.badRequest,
      401: problemResponses.unauthorized,
      403: problemResponses.forbidden,
      404: { description: 'Unknown program, or none of the chosen applicants has an uploaded file.', schema: 'ProblemDetails' },
      409: { description: 'The program is not a resume program.', schema: 'ProblemDetails' },
      415: { description: 'Body is not JSON.', schema: 'ProblemDetails' },
      422: { description: 'Invalid body.', schema: 'ProblemDetails' },
    },
  },
} as const satisfies Record<string, ApiOperation>;
