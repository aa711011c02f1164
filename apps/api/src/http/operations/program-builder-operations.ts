import type { JsonSchema } from '@huddle/form-engine';
import type { ApiOperation, ApiResponse } from '../api-operation.ts';
import { eventId, id, problemResponses } from '../api-operation.ts';

const questionId = id('Question id (spec §3 questionId).');
const optionId = id('Option id (spec §3 optionId).');
const componentId = id('Program component id (spec §3 componentId).');
const contactId = id('Contact id (spec §3 contactId).');
const versionId = id('Form version id.');
/** The {n} of the display-order routes: the new displayOrder (spec §2: Order editable). */
const displayOrder: JsonSchema = { type: 'integer', minimum: 0, maximum: 1_000_000, description: 'New displayOrder (lower comes first).' };

/** The answers every builder read shares. */
const readProblems = {
  400: problemResponses.badRequest,
  401: problemResponses.unauthorized,
  403: problemResponses.forbidden,
  404: { description: 'Unknown program, or an id that is not of this program.', schema: 'ProblemDetails' },
} as const satisfies Record<number, ApiResponse>;

/** The answers every builder write with a JSON body shares. */
const writeProblems = {
  ...readProblems,
  400: { description: 'Malformed JSON or parameter.', schema: 'ProblemDetails' },
  413: { description: 'Body too large.', schema: 'ProblemDetails' },
  415: { description: 'Body is not JSON.', schema: 'ProblemDetails' },
  422: { description: "Invalid body: invalid_params names each field (or the component the form engine refuses, 'Invalid form configuration'); nothing changed.", schema: 'ProblemDetails' },
} as const satisfies Record<number, ApiResponse>;

/**
 * Staff operations of the program builder (spec §2 'Program admin screens',
 * §7 api/admin/events/...): settings, questions and options, components,
 * contacts, test email, header graphic, form versions. Every write runs in
 * one transaction with an audit row; a write that changes the compiled form
 * stores a new form version (created by the staff member).
 */
export const programBuilderOperations = {
  getProgramSettings: {
    operationId: 'getProgramSettings', method: 'get', path: '/api/admin/events/{eventId}', tag: 'staff', permission: 'programs.view',
    summary: "The program's settings (spec §2 'Program Information'); legal disclaimer fields only with programs.settings.legalDisclaimer.",
    pathParams: { eventId },
    responses: { 200: { description: 'The settings and the fields the caller may change.', schema: 'AdminProgramResponse' }, ...readProblems },
  },
  updateProgramSettings: {
    operationId: 'updateProgramSettings', method: 'put', path: '/api/admin/events/{eventId}', tag: 'staff', permission: 'programs.edit',
    summary: 'Save program settings (fields left out keep their value; spec §4/§5 rules; Legends admin: spec §6 subset only).',
    pathParams: { eventId }, body: 'ProgramSettingsUpdateRequest',
    responses: {
      200: { description: 'The settings as saved.', schema: 'AdminProgramResponse' },
      ...writeProblems,
      403: { description: 'Missing permission, program outside the families, or fields the caller may not change (invalid_params names them).', schema: 'ProblemDetails' },
    },
  },
  listProgramQuestions: {
    operationId: 'listProgramQuestions', method: 'get', path: '/api/admin/events/{eventId}/questions', tag: 'staff', permission: 'programs.view',
    summary: "The program's questions with their options, in display order.", pathParams: { eventId },
    responses: { 200: { description: 'The questions.', schema: 'ProgramQuestionsResponse' }, ...readProblems },
  },
  createProgramQuestion: {
    operationId: 'createProgramQuestion', method: 'post', path: '/api/admin/events/{eventId}/questions', tag: 'staff', permission: 'programs.questions.create',
    summary: 'Add a question (spec §2 Create Question; admins only).', pathParams: { eventId }, body: 'QuestionCreateRequest',
    responses: { 201: { description: 'The new question.', schema: 'ProgramQuestionResponse' }, ...writeProblems },
  },
  getProgramQuestion: {
    operationId: 'getProgramQuestion', method: 'get', path: '/api/admin/events/{eventId}/questions/{questionId}', tag: 'staff', permission: 'programs.view',
    summary: 'One question with its options.', pathParams: { eventId, questionId },
    responses: { 200: { description: 'The question.', schema: 'ProgramQuestionResponse' }, ...readProblems },
  },
  updateProgramQuestion: {
    operationId: 'updateProgramQuestion', method: 'put', path: '/api/admin/events/{eventId}/questions/{questionId}', tag: 'staff', permission: 'programs.edit',
    summary: "Change a question ('Question Details'; fields left out keep their value).", pathParams: { eventId, questionId }, body: 'QuestionUpdateRequest',
    responses: { 200: { description: 'The question as saved.', schema: 'ProgramQuestionResponse' }, ...writeProblems },
  },
  deleteProgramQuestion: {
    operationId: 'deleteProgramQuestion', method: 'delete', path: '/api/admin/events/{eventId}/questions/{questionId}', tag: 'staff', permission: 'programs.edit',
    summary: 'Remove a question and its options (earlier submissions keep their answers and form version).', pathParams: { eventId, questionId },
    responses: { 204: { description: 'Removed.' }, ...readProblems },
  },
  setQuestionDisplayOrder: {
    operationId: 'setQuestionDisplayOrder', method: 'put', path: '/api/admin/events/{eventId}/questions/{questionId}/display-order/{n}', tag: 'staff', permission: 'programs.edit',
    summary: "Set a question's displayOrder to n.", pathParams: { eventId, questionId, n: displayOrder },
    responses: { 200: { description: 'Every question in the new order.', schema: 'ProgramQuestionsResponse' }, ...readProblems },
  },
  createQuestionOption: {
    operationId: 'createQuestionOption', method: 'post', path: '/api/admin/events/{eventId}/questions/{questionId}/options', tag: 'staff', permission: 'programs.edit',
    summary: 'Add an option to a Radio Button, Multi-Select or Drop-Down question.', pathParams: { eventId, questionId }, body: 'OptionCreateRequest',
    responses: { 201: { description: 'The question with its options.', schema: 'ProgramQuestionResponse' }, ...writeProblems },
  },
  updateQuestionOption: {
    operationId: 'updateQuestionOption', method: 'put', path: '/api/admin/events/{eventId}/questions/{questionId}/options/{optionId}', tag: 'staff', permission: 'programs.edit',
    summary: 'Change an option (spec §2 Edit Option; fields left out keep their value).', pathParams: { eventId, questionId, optionId }, body: 'OptionUpdateRequest',
    responses: { 200: { description: 'The question with its options.', schema: 'ProgramQuestionResponse' }, ...writeProblems },
  },
  deleteQuestionOption: {
    operationId: 'deleteQuestionOption', method: 'delete', path: '/api/admin/events/{eventId}/questions/{questionId}/options/{optionId}', tag: 'staff', permission: 'programs.edit',
    summary: 'Remove an option.', pathParams: { eventId, questionId, optionId },
    responses: { 204: { description: 'Removed.' }, ...readProblems },
  },
  listComponentTypes: {
    operationId: 'listComponentTypes', method: 'get', path: '/api/admin/components', tag: 'staff', permission: 'programs.view',
    summary: 'The component types a program can add (spec §2 Add Component), with their admin configuration schema.',
    responses: { 200: { description: 'The component types by name.', schema: 'ComponentTypesResponse' }, 401: problemResponses.unauthorized, 403: problemResponses.forbidden },
  },
  listProgramComponents: {
    operationId: 'listProgramComponents', method: 'get', path: '/api/admin/events/{eventId}/components', tag: 'staff', permission: 'programs.view',
    summary: "The program's components in display order (spec §2 Program Components).", pathParams: { eventId },
    responses: { 200: { description: 'The components.', schema: 'ProgramComponentsResponse' }, ...readProblems },
  },
  addProgramComponent: {
    operationId: 'addProgramComponent', method: 'post', path: '/api/admin/events/{eventId}/components', tag: 'staff', permission: 'programs.components.create',
    summary: 'Add a component of a type to the form (spec §2 Add Component; admins only).', pathParams: { eventId }, body: 'ComponentCreateRequest',
    responses: { 201: { description: 'The new component.', schema: 'ProgramComponentResponse' }, ...writeProblems },
  },
  updateProgramComponent: {
    operationId: 'updateProgramComponent', method: 'put', path: '/api/admin/events/{eventId}/components/{componentId}', tag: 'staff', permission: 'programs.edit',
    summary: "Change a component's display name, text or configuration (validated against its type's configSchema).", pathParams: { eventId, componentId }, body: 'ComponentUpdateRequest',
    responses: { 200: { description: 'The component as saved.', schema: 'ProgramComponentResponse' }, ...writeProblems },
  },
  removeProgramComponent: {
    operationId: 'removeProgramComponent', method: 'delete', path: '/api/admin/events/{eventId}/components/{componentId}', tag: 'staff', permission: 'programs.components.create',
    summary: 'Remove a component from the form (the Add Component modal toggles components; admins only).', pathParams: { eventId, componentId },
    responses: { 204: { description: 'Removed.' }, ...readProblems },
  },
  setComponentDisplayOrder: {
    operationId: 'setComponentDisplayOrder', method: 'put', path: '/api/admin/events/{eventId}/components/{componentId}/display-order/{n}', tag: 'staff', permission: 'programs.edit',
    summary: "Set a component's displayOrder to n.", pathParams: { eventId, componentId, n: displayOrder },
    responses: { 200: { description: 'Every component in the new order.', schema: 'ProgramComponentsResponse' }, ...readProblems },
  },
  listProgramContacts: {
    operationId: 'listProgramContacts', method: 'get', path: '/api/admin/events/{eventId}/contacts', tag: 'staff', permission: 'programs.view',
    summary: "The program's contacts (spec §2 Program Contacts).", pathParams: { eventId },
    responses: { 200: { description: 'The contacts in display order.', schema: 'ProgramContactsResponse' }, ...readProblems },
  },
  createProgramContact: {
    operationId: 'createProgramContact', method: 'post', path: '/api/admin/events/{eventId}/contacts', tag: 'staff', permission: 'contacts.create',
    summary: 'Add a contact (spec §2 Create Contact; admin or Legends admin).', pathParams: { eventId }, body: 'ContactRequest',
    responses: { 201: { description: 'The new contact.', schema: 'ProgramContactResponse' }, ...writeProblems },
  },
  updateProgramContact: {
    operationId: 'updateProgramContact', method: 'put', path: '/api/admin/events/{eventId}/contacts/{contactId}', tag: 'staff', permission: 'programs.edit',
    summary: "Replace a contact's fields.", pathParams: { eventId, contactId }, body: 'ContactRequest',
    responses: { 200: { description: 'The contact as saved.', schema: 'ProgramContactResponse' }, ...writeProblems },
  },
  deleteProgramContact: {
    operationId: 'deleteProgramContact', method: 'delete', path: '/api/admin/events/{eventId}/contacts/{contactId}', tag: 'staff', permission: 'programs.edit',
    summary: 'Remove a contact.', pathParams: { eventId, contactId },
    responses: { 204: { description: 'Removed.' }, ...readProblems },
  },
  sendProgramTestEmail: {
    operationId: 'sendProgramTestEmail', method: 'post', path: '/api/admin/events/{eventId}/send-test-email', tag: 'staff', permission: 'programs.edit',
    summary: "Queue a test of one of the program's emails (saved text, subject '[TEST] ...') to an address (spec §5 Send Test Message).",
    pathParams: { eventId }, body: 'TestEmailRequest',
    responses: { 202: { description: 'Queued in the outbox.', schema: 'TestEmailResponse' }, ...writeProblems },
  },
  uploadHeaderGraphic: {
    operationId: 'uploadHeaderGraphic', method: 'post', path: '/api/admin/{eventId}/logos', tag: 'staff', permission: 'programs.edit',
    summary: 'Upload the header graphic (multipart field `file`: png, jpeg, gif or webp by content, at most 2 MB); sets headerGraphicPath and saves.',
    pathParams: { eventId },
    rawBody: { mediaType: 'multipart/form-data', description: 'One file in the field `file` (spec §5 header graphic upload: 2 MB at most).' },
    responses: {
      200: { description: 'Stored; the program shows it.', schema: 'HeaderGraphicResponse' },
      ...readProblems,
      400: { description: 'No file in the field `file`, or a malformed multipart body.', schema: 'ProblemDetails' },
      413: { description: 'The file is larger than 2 MB.', schema: 'ProblemDetails' },
      415: { description: 'Not multipart/form-data, or the file is not a png, jpeg, gif or webp image (by content and extension).', schema: 'ProblemDetails' },
    },
  },
  getHeaderGraphic: {
    operationId: 'getHeaderGraphic', method: 'get', path: '/api/header-graphics/{eventId}/{fileName}', tag: 'public',
    summary: "A program's header graphic (the Banner image; headerGraphicPath).",
    pathParams: { eventId, fileName: { type: 'string', minLength: 1, maxLength: 300, pattern: '^[A-Za-z0-9_]+\\.(png|jpg|gif|webp)$', description: 'Stored file name.' } },
    responses: {
      200: { description: 'The image (image/png, image/jpeg, image/gif or image/webp).' },
      400: problemResponses.badRequest,
      404: { description: 'The program has no header graphic of that name.', schema: 'ProblemDetails' },
    },
  },
  listFormVersions: {
    operationId: 'listFormVersions', method: 'get', path: '/api/admin/events/{eventId}/form-versions', tag: 'staff', permission: 'programs.view',
    summary: "The program's form versions, newest first, with who saved them and what changed.", pathParams: { eventId },
    responses: { 200: { description: 'The version history.', schema: 'FormVersionsResponse' }, ...readProblems },
  },
  getFormVersion: {
    operationId: 'getFormVersion', method: 'get', path: '/api/admin/events/{eventId}/form-versions/{versionId}', tag: 'staff', permission: 'programs.view',
    summary: 'One form version with its compiled form.', pathParams: { eventId, versionId },
    responses: { 200: { description: 'The version.', schema: 'FormVersionResponse' }, ...readProblems },
  },
} as const satisfies Record<string, ApiOperation>;
