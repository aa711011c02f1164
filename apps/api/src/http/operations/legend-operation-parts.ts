import type { JsonSchema } from '@huddle/form-engine';
import type { ApiResponse } from '../api-operation.ts';
import { id, problemResponses } from '../api-operation.ts';

/** The {legendId} path parameter. */
export const legendId = id('Id of the Legend.');
/** The {applicationId} path parameter. */
export const applicationId = id('Id of the Legends application (spec §3 applicationId).');
/** The {documentId} path parameter. */
export const documentId: JsonSchema = { type: 'string', format: 'uuid', description: 'Generated id of the document.' };
/** The {noteId} path parameter. */
export const noteId = id('Id of the note.');

/** Responses of the Legends read operations. */
export const legendReadProblems = {
  400: problemResponses.badRequest,
  401: problemResponses.unauthorized,
  403: { description: 'The signed-in staff member lacks the permission.', schema: 'ProblemDetails' },
  404: { description: 'Unknown Legend, application, document or note.', schema: 'ProblemDetails' },
} as const satisfies Record<number, ApiResponse>;

/** Responses of the Legends list operations (no path parameters). */
export const legendListProblems = {
  400: { description: 'Invalid query parameter (problem naming the field).', schema: 'ProblemDetails' },
  401: problemResponses.unauthorized,
  403: legendReadProblems[403],
} as const satisfies Record<number, ApiResponse>;

/** Responses of the Legends operations with a JSON body. */
export const legendWriteProblems = {
  ...legendReadProblems,
  400: { description: 'Malformed JSON or path parameter.', schema: 'ProblemDetails' },
  413: { description: 'Body too large.', schema: 'ProblemDetails' },
  415: { description: 'Body is not JSON.', schema: 'ProblemDetails' },
  422: { description: 'Invalid body: invalid_params names each field; nothing changed.', schema: 'ProblemDetails' },
} as const satisfies Record<number, ApiResponse>;

/** Responses of a staff document upload (same rules as application uploads, spec §5, §8). */
export const documentUploadResponses = {
  201: { description: 'Stored.', schema: 'LegendDocumentResponse' },
  ...legendReadProblems,
  400: { description: 'Malformed multipart body or path parameter.', schema: 'ProblemDetails' },
  413: { description: "The file is larger than 10 MB: detail 'File is too big...' (type .../upload-too-large).", schema: 'ProblemDetails' },
  415: {
    description: 'Not multipart, or not a .pdf, .doc, .docx or .txt file whose content matches the extension (type .../upload-file-type).',
    schema: 'ProblemDetails',
  },
  422: {
    description: "No file, an empty file, or a file name with no letter or digit (type .../upload-file-name); invalid_params names 'file'.",
    schema: 'ProblemDetails',
  },
} as const satisfies Record<number, ApiResponse>;

/** The multipart body of a staff document upload. */
export const documentUploadBody = {
  mediaType: 'multipart/form-data',
  description: "Field 'file': one .pdf, .doc, .docx or .txt file of at most 10 MB whose content matches its extension.",
} as const;

/** The 200 answer of a document download. */
export const documentDownload = {
  description: 'The file, Content-Disposition attachment with its stored name (X-Content-Type-Options: nosniff).',
} as const;
