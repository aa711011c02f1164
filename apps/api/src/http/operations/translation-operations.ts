import type { JsonSchema } from '@huddle/form-engine';
import type { ApiOperation, ApiResponse } from '../api-operation.ts';
import { eventId, problemResponses } from '../api-operation.ts';

/** The {language} path parameter: a language staff translate into. */
const language: JsonSchema = { type: 'string', enum: ['es'], description: 'Language of the translations (English is the program itself).' };

const readProblems = {
  400: problemResponses.badRequest,
  401: problemResponses.unauthorized,
  403: problemResponses.forbidden,
  404: { description: 'Unknown program.', schema: 'ProblemDetails' },
} as const satisfies Record<number, ApiResponse>;

/**
 * Staff operations on a program's translated texts (issue 14.3): every
 * applicant-facing text with its translation and the completeness counts;
 * saving runs in one transaction with an audit row and never changes the
 * form version.
 */
export const translationOperations = {
  getProgramTranslations: {
    operationId: 'getProgramTranslations',
    method: 'get',
    path: '/api/admin/events/{eventId}/translations/{language}',
    tag: 'staff',
    permission: 'programs.view',
    summary: "The program's applicant-facing texts in English and in the language, with how many are translated.",
    pathParams: { eventId, language },
    responses: { 200: { description: 'The texts.', schema: 'ProgramTranslationsResponse' }, ...readProblems },
  },
  updateProgramTranslations: {
    operationId: 'updateProgramTranslations',
    method: 'put',
    path: '/api/admin/events/{eventId}/translations/{language}',
    tag: 'staff',
    permission: 'programs.edit',
    summary: 'Save translations of program texts (texts left out keep theirs; an empty text removes one).',
    pathParams: { eventId, language },
    body: 'ProgramTranslationsUpdateRequest',
    responses: {
      200: { description: 'The texts as saved.', schema: 'ProgramTranslationsResponse' },
      ...readProblems,
      403: {
        description:
          "Missing permission, program outside the families, or program texts whose English field the caller's roles may not change (invalid_params names them).",
        schema: 'ProblemDetails',
      },
      400: { description: 'Malformed JSON or parameter.', schema: 'ProblemDetails' },
      413: { description: 'Body too large.', schema: 'ProblemDetails' },
      415: { description: 'Body is not JSON.', schema: 'ProblemDetails' },
      422: {
        description: 'Invalid body: invalid_params names each text that is not one of the program; nothing changed.',
        schema: 'ProblemDetails',
      },
    },
  },
} as const satisfies Record<string, ApiOperation>;
