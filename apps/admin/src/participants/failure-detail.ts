import { ApiError } from '../api/api-error.ts';

/**
 * The detail a failure message appends (spec §8: the response text, else the
 * error message): an API problem's detail or title, an Error's message, a
 * non-empty string; null when there is none (the caller then says 'Unknown Error').
 */
export function failureDetail(error: unknown): string | null {
  if (error instanceof ApiError) return error.detail ?? error.title;
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  if (typeof error === 'string' && error.trim() !== '') return error;
  return null;
}
