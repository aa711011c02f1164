import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { problem } from './problem.ts';
import { ProblemError } from '../errors/problem-error.ts';

/** Titles of the HTTP statuses Hono itself raises (body limit, malformed JSON...). */
const statusTitles: Partial<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
};

/** Where unexpected errors are reported (default: stderr). */
export type ErrorLogger = (message: string, error: unknown) => void;

/**
 * The app's onError: every error becomes problem+json (RFC 9457).
 * ProblemError → its status, title, detail and invalid_params; Hono's
 * HTTPException → its status with its message as detail; anything else →
 * 500 'Internal Server Error' without any detail of the error, which is logged.
 */
export function problemErrorHandler(log: ErrorLogger = logToStderr): ErrorHandler {
  return (error, c) => {
    if (error instanceof ProblemError) {
      return problem(c, error.status, error.title, {
        ...(error.detail === undefined ? {} : { detail: error.detail }),
        ...(error.invalidParams === undefined ? {} : { invalidParams: error.invalidParams }),
      });
    }
    if (error instanceof HTTPException && error.status < 500) {
      const status = error.status as ContentfulStatusCode;
      return problem(c, status, statusTitles[status] ?? 'Bad Request', error.message === '' ? {} : { detail: error.message });
    }
    log(`${c.req.method} ${c.req.path} failed`, error);
    return problem(c, 500, 'Internal Server Error', { detail: 'Something went wrong on our side. Please try again later.' });
  };
}

/** 404 problem for any path nothing answered (API paths and unknown files). */
export const problemNotFound: NotFoundHandler = (c: Context) =>
  problem(c, 404, 'Not Found', { detail: `Nothing is served at ${c.req.path}.` });

/** The default ErrorLogger: console.error(message, error). */
export function logToStderr(message: string, error: unknown): void {
  console.error(message, error);
}
