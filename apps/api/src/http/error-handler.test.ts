import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { problemErrorHandler } from './error-handler.ts';
import { ProblemError } from '../errors/problem-error.ts';

describe('problemErrorHandler', () => {
  const logged: unknown[] = [];
  const app = new Hono();
  app.get('/expected', () => {
    throw new ProblemError(409, 'Status change not allowed', 'Already approved.', [{ name: 'statusId', reason: 'is final' }]);
  });
  app.get('/unexpected', () => {
    throw new Error('secret connection string postgres://user:pw@db');
  });
  app.onError(problemErrorHandler((_message, error) => void logged.push(error)));

  it('turns a ProblemError into its problem+json response', async () => {
    const response = await app.request('/expected');
    expect(response.status).toBe(409);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
    expect(await response.json()).toEqual({
      type: 'about:blank',
      title: 'Status change not allowed',
      status: 409,
      detail: 'Already approved.',
      invalid_params: [{ name: 'statusId', reason: 'is final' }],
    });
  });

  it('answers anything else with a bare 500 problem and logs the error', async () => {
    const response = await app.request('/unexpected');
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toMatchObject({ title: 'Internal Server Error', status: 500 });
    expect(text).not.toContain('postgres://');
    expect(text).not.toContain('at ');
    expect(logged).toHaveLength(1);
  });
});
