import { responseData } from '@huddle/api-client';
import type { OptionCreateRequest, OptionUpdateRequest, Question, QuestionCreateRequest, QuestionUpdateRequest } from '@huddle/schemas';
import { queryOptions } from '@tanstack/react-query';
import { adminApi } from './admin-api.ts';

/**
 * A program's questions with their options, by displayOrder then questionId
 * (GET /api/admin/events/{eventId}/questions; spec §2 Program Questions).
 * Rejects with ApiError.
 */
export const programQuestionsQuery = (eventId: number) =>
  queryOptions({
    queryKey: ['/api/admin/events/{eventId}/questions', { eventId }] as const,
    queryFn: async ({ signal }): Promise<Question[]> =>
      (await responseData(adminApi.GET('/api/admin/events/{eventId}/questions', { params: { path: { eventId } }, signal }))).questions,
  });

/**
 * Adds a question (POST /api/admin/events/{eventId}/questions; spec §2
 * 'Create Question', spec §6 admins only). Returns it with no options.
 * Throws ApiError: 422 naming each refused field (e.g. an empty questionText).
 */
export async function createProgramQuestion(eventId: number, body: QuestionCreateRequest): Promise<Question> {
  return (await responseData(adminApi.POST('/api/admin/events/{eventId}/questions', { params: { path: { eventId } }, body }))).question;
}

/**
 * Changes a question's type, text, display order, character limit or
 * configuration (PUT .../questions/{questionId}; spec §2 'Question Details');
 * fields left out keep their value. Returns the question as saved. Throws
 * ApiError (422 naming each refused field; nothing saved).
 */
export async function updateProgramQuestion(eventId: number, questionId: number, body: QuestionUpdateRequest): Promise<Question> {
  const call = adminApi.PUT('/api/admin/events/{eventId}/questions/{questionId}', { params: { path: { eventId, questionId } }, body });
  return (await responseData(call)).question;
}

/**
 * Removes a question and its options (DELETE .../questions/{questionId});
 * earlier submissions keep their answers and form version. Throws ApiError.
 */
export async function deleteProgramQuestion(eventId: number, questionId: number): Promise<void> {
  await adminApi.DELETE('/api/admin/events/{eventId}/questions/{questionId}', { params: { path: { eventId, questionId } } });
}

/**
 * Sets a question's displayOrder (whole number 0 to 1,000,000;
 * PUT .../questions/{questionId}/display-order/{n}) and answers every
 * question in the new order. Throws ApiError.
 */
export async function setQuestionDisplayOrder(eventId: number, questionId: number, displayOrder: number): Promise<Question[]> {
  const call = adminApi.PUT('/api/admin/events/{eventId}/questions/{questionId}/display-order/{n}', {
    params: { path: { eventId, questionId, n: displayOrder } },
  });
  return (await responseData(call)).questions;
}

/**
 * Adds an option to a Radio Button, Multi-Select or Drop-Down question
 * (POST .../questions/{questionId}/options; spec §2 'Edit Option'). Returns
 * the question with its options. Throws ApiError (422 naming optionName, or
 * questionTypeId for a type without options).
 */
export async function createQuestionOption(eventId: number, questionId: number, body: OptionCreateRequest): Promise<Question> {
  const call = adminApi.POST('/api/admin/events/{eventId}/questions/{questionId}/options', {
    params: { path: { eventId, questionId } },
    body,
  });
  return (await responseData(call)).question;
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
  const call = adminApi.PUT('/api/admin/events/{eventId}/questions/{questionId}/options/{optionId}', {
    params: { path: { eventId, questionId, optionId } },
    body,
  });
  return (await responseData(call)).question;
}

/** Removes an option (DELETE .../questions/{questionId}/options/{optionId}). Throws ApiError. */
export async function deleteQuestionOption(eventId: number, questionId: number, optionId: number): Promise<void> {
  await adminApi.DELETE('/api/admin/events/{eventId}/questions/{questionId}/options/{optionId}', {
    params: { path: { eventId, questionId, optionId } },
  });
}
