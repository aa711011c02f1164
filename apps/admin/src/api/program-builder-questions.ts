import type {
  OptionCreateRequest,
  OptionUpdateRequest,
  ProgramQuestionResponse,
  ProgramQuestionsResponse,
  Question,
  QuestionCreateRequest,
  QuestionUpdateRequest,
} from '@huddle/schemas';
import { requestJson } from './request-json.ts';

const questionsPath = (eventId: number) => `/api/admin/events/${eventId}/questions`;

/**
 * A program's questions with their options, by displayOrder then questionId
 * (GET /api/admin/events/{eventId}/questions; spec §2 Program Questions).
 * Throws ApiError.
 */
export async function fetchProgramQuestions(eventId: number, signal?: AbortSignal): Promise<Question[]> {
  const body = await requestJson<ProgramQuestionsResponse>(questionsPath(eventId), { signal });
  return body.questions;
}

/**
 * Adds a question (POST /api/admin/events/{eventId}/questions; spec §2
 * 'Create Question', spec §6 admins only). Returns it with no options.
 * Throws ApiError: 422 naming each refused field (e.g. an empty questionText).
 */
export async function createProgramQuestion(eventId: number, body: QuestionCreateRequest): Promise<Question> {
  const answer = await requestJson<ProgramQuestionResponse>(questionsPath(eventId), { method: 'POST', body });
  return answer.question;
}

/**
 * Changes a question's type, text, display order, character limit or
 * configuration (PUT .../questions/{questionId}; spec §2 'Question Details');
 * fields left out keep their value. Returns the question as saved. Throws
 * ApiError (422 naming each refused field; nothing saved).
 */
export async function updateProgramQuestion(eventId: number, questionId: number, body: QuestionUpdateRequest): Promise<Question> {
  const answer = await requestJson<ProgramQuestionResponse>(`${questionsPath(eventId)}/${questionId}`, { method: 'PUT', body });
  return answer.question;
}

/**
 * Removes a question and its options (DELETE .../questions/{questionId});
 * earlier submissions keep their answers and form version. Throws ApiError.
 */
export async function deleteProgramQuestion(eventId: number, questionId: number): Promise<void> {
  await requestJson<void>(`${questionsPath(eventId)}/${questionId}`, { method: 'DELETE' });
}

/**
 * Sets a question's displayOrder (whole number 0 to 1,000,000;
 * PUT .../questions/{questionId}/display-order/{n}) and answers every
 * question in the new order. Throws ApiError.
 */
export async function setQuestionDisplayOrder(eventId: number, questionId: number, displayOrder: number): Promise<Question[]> {
  const body = await requestJson<ProgramQuestionsResponse>(`${questionsPath(eventId)}/${questionId}/display-order/${displayOrder}`, {
    method: 'PUT',
  });
  return body.questions;
}

/**
 * Adds an option to a Radio Button, Multi-Select or Drop-Down question
 * (POST .../questions/{questionId}/options; spec §2 'Edit Option'). Returns
 * the question with its options. Throws ApiError (422 naming optionName, or
 * questionTypeId for a type without options).
 */
export async function createQuestionOption(eventId: number, questionId: number, body: OptionCreateRequest): Promise<Question> {
  const answer = await requestJson<ProgramQuestionResponse>(`${questionsPath(eventId)}/${questionId}/options`, { method: 'POST', body });
  return answer.question;
}

/**
 * Changes an option (PUT .../questions/{questionId}/options/{optionId});
 * fields left out keep their value. Returns the question with its options.
 * Throws ApiError (422 naming each refused field).
 */
export async function updateQuestionOption(
  eventId: number,
  questionId: number,
  optionId: number,
  body: OptionUpdateRequest,
): Promise<Question> {
  const answer = await requestJson<ProgramQuestionResponse>(`${questionsPath(eventId)}/${questionId}/options/${optionId}`, {
    method: 'PUT',
    body,
  });
  return answer.question;
}

/** Removes an option (DELETE .../questions/{questionId}/options/{optionId}). Throws ApiError. */
export async function deleteQuestionOption(eventId: number, questionId: number, optionId: number): Promise<void> {
  await requestJson<void>(`${questionsPath(eventId)}/${questionId}/options/${optionId}`, { method: 'DELETE' });
}
