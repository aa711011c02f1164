import type { ApiOperation } from '../api-operation.ts';
import { eventId, personId, problemResponses } from '../api-operation.ts';

/** Generated id of a stored upload (uploads.id). */
const uploadId = { type: 'string', format: 'uuid', description: 'Generated id of the stored file.' } as const;

/** Application uploads (spec §7 POST uploads, §5 upload rules) and their staff download. */
export const uploadOperations = {
  uploadFile: {
    operationId: 'uploadFile',
    method: 'post',
    path: '/api/events/{eventId}/uploads',
    summary:
      'Store one file for a FileUpload slot of an open program, before the application is submitted (the answer then names its uploadId).',
    tag: 'public',
    pathParams: { eventId },
    rawBody: {
      mediaType: 'multipart/form-data',
      description:
        "Fields 'slot' (0-5, a FileUpload slot of the program's form) and 'file' (one .pdf, .doc, .docx or .txt file of at most 10 MB whose content matches its extension).",
    },
    responses: {
      201: { description: 'Stored; unclaimed by a submission it is deleted after 24 hours.', schema: 'UploadResponse' },
      400: { description: 'Malformed multipart body or path parameter.', schema: 'ProblemDetails' },
      404: { description: 'Unknown program, or its form takes no uploads.', schema: 'ProblemDetails' },
      409: { description: 'The application for this program is now closed.', schema: 'ProblemDetails' },
      413: {
        description: "The file is larger than 10 MB: detail 'File is too big...' (type .../upload-too-large).",
        schema: 'ProblemDetails',
      },
      415: {
        description:
          'Not multipart, or not a .pdf, .doc, .docx or .txt file whose content matches the extension (type .../upload-file-type).',
        schema: 'ProblemDetails',
      },
      422: {
        description:
          "No file, an empty file, a slot the form does not have, or a file name with no letter or digit (type .../upload-file-name); invalid_params names 'file' or 'slot'.",
        schema: 'ProblemDetails',
      },
      429: { description: 'Too many uploads from this address.', schema: 'ProblemDetails' },
    },
  },
  downloadParticipantUpload: {
    operationId: 'downloadParticipantUpload',
    method: 'get',
    path: '/api/events/{eventId}/people/{personId}/uploads/{uploadId}',
    summary:
      'A file the participant uploaded with the application, as an attachment under its stored name (X-Content-Type-Options: nosniff).',
    tag: 'staff',
    permission: 'participants.view',
    pathParams: { eventId, personId, uploadId },
    responses: {
      200: { description: 'The file, Content-Disposition attachment with the stored name.' },
      400: problemResponses.badRequest,
      401: problemResponses.unauthorized,
      403: problemResponses.forbidden,
      404: { description: 'Unknown program, participant or upload of this participant.', schema: 'ProblemDetails' },
    },
  },
} as const satisfies Record<string, ApiOperation>;
