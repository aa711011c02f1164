import { afterEach, describe, expect, it, vi } from 'vitest';
import { activatePublicLanguage } from '../i18n/activate-public-language.ts';
import { saveErrorText } from '../program/save-error-text.ts';
import { ApiError, NetworkError, readApiError, toProblemDetails } from './api-error.ts';
import { submitApplication } from './application-responses.ts';
import { publicApi } from './public-api.ts';

function problemResponse(status: number, body: unknown, contentType = 'application/problem+json'): Response {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'content-type': contentType } });
}

const invalidAnswers = {
  type: 'about:blank',
  title: 'Invalid answers',
  status: 422,
  detail: 'Some answers are missing or invalid.',
  invalid_params: [
    { name: 'personalInformation.firstName', reason: 'is required', friendlyName: 'First Name' },
    { name: 'personalInformation.postalCode', reason: 'must match the US postal code pattern' },
  ],
};

describe('readApiError', () => {
  it('reads status, title, detail and invalid_params from problem+json', async () => {
    const error = await readApiError(problemResponse(422, invalidAnswers));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(422);
    expect(error.title).toBe('Invalid answers');
    expect(error.detail).toBe('Some answers are missing or invalid.');
    expect(error.message).toBe('Some answers are missing or invalid.');
    expect(error.invalidParams).toEqual(invalidAnswers.invalid_params);
  });

  it('uses the title as message when there is no detail', async () => {
    const error = await readApiError(problemResponse(409, { title: 'The application for this program is now closed', status: 409 }));
    expect(error.message).toBe('The application for this program is now closed');
    expect(error.detail).toBeUndefined();
    expect(error.invalidParams).toEqual([]);
  });

  it('drops malformed invalid_params entries and non-string members', async () => {
    const error = await readApiError(
      problemResponse(422, { title: 42, detail: null, invalid_params: [{ name: 'a' }, 'x', { name: 'b', reason: 'bad' }] }),
    );
    expect(error.title).toBe('HTTP 422');
    expect(error.detail).toBeUndefined();
    expect(error.invalidParams).toEqual([{ name: 'b', reason: 'bad' }]);
  });

  it('keeps a plain-text body as the detail', async () => {
    const error = await readApiError(problemResponse(502, 'Upstream timed out', 'text/plain'));
    expect(error.status).toBe(502);
    expect(error.detail).toBe('Upstream timed out');
  });

  it('survives a JSON content type with a broken body', async () => {
    const error = await readApiError(problemResponse(500, '{not json', 'application/json'));
    expect(error.status).toBe(500);
    expect(error.detail).toBe('{not json');
  });

  it('gives an empty problem for non-object bodies', () => {
    expect(toProblemDetails(['x'])).toEqual({});
    expect(toProblemDetails(null)).toEqual({});
  });
});

describe('publicApi', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('returns the parsed body of a 2xx answer and sends JSON bodies with the submission key', async () => {
    const fetchStub = vi.fn(
      async (_request: Request) =>
        new Response(JSON.stringify({ registrationId: 7 }), { status: 201, headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchStub);
    const result = await submitApplication(1, { answers: {}, formVersionId: 3 }, 'key-1');
    expect(result.registrationId).toBe(7);
    const request = fetchStub.mock.calls[0]![0];
    expect(new URL(request.url).pathname).toBe('/api/events/1/responses');
    expect(request.method).toBe('POST');
    expect(request.credentials).toBe('same-origin');
    expect(await request.text()).toBe('{"answers":{},"formVersionId":3}');
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(request.headers.get('idempotency-key')).toBe('key-1');
  });

  it('throws ApiError for a problem answer', async () => {
    vi.stubGlobal('fetch', async () => problemResponse(404, { title: 'Not Found', status: 404 }));
    await expect(publicApi.GET('/api/public/paths/{path}', { params: { path: { path: 'nope' } } })).rejects.toMatchObject({
      name: 'ApiError',
      status: 404,
      title: 'Not Found',
    });
  });

  it('throws NetworkError when no answer arrives', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(publicApi.GET('/api/events/{eventId}', { params: { path: { eventId: 1 } } })).rejects.toBeInstanceOf(NetworkError);
  });
});

describe('saveErrorText (spec §8 application save failure)', () => {
  it('shows the server text and the invalid fields by friendly name', async () => {
    const text = saveErrorText(await readApiError(problemResponse(422, invalidAnswers)));
    expect(text).toEqual({
      message: 'Some answers are missing or invalid.',
      fieldErrors: ['First Name: is required', 'personalInformation.postalCode: must match the US postal code pattern'],
    });
  });

  it("reads a 422 about the answers in the interface language when the form's names and messages are given", async () => {
    const error = await readApiError(problemResponse(422, invalidAnswers));
    const lines = ['Nombre: Este campo es obligatorio.', 'Código postal: Introduzca un código postal.'];
    const seen: unknown[] = [];
    const text = saveErrorText(error, (refused) => {
      seen.push(refused);
      return { lines, allAnswers: true };
    });
    expect(seen).toEqual([invalidAnswers.invalid_params]);
    expect(text).toEqual({ message: 'Some answers are missing or not valid.', fieldErrors: lines });
    // A refusal naming something other than the answers keeps the server's text, with the shown names.
    expect(saveErrorText(error, () => ({ lines, allAnswers: false }))).toEqual({
      message: 'Some answers are missing or invalid.',
      fieldErrors: lines,
    });
    // Other statuses are not described.
    const unavailable = await readApiError(
      problemResponse(503, { title: 'Unavailable', status: 503, invalid_params: invalidAnswers.invalid_params }),
    );
    expect(saveErrorText(unavailable, () => ({ lines, allAnswers: true })).message).toBe('Unavailable');
  });

  it('reads the refusals the submit contract fixes by status in the interface language', async () => {
    const refused = (status: number) => new ApiError(status, { title: 'server title', detail: 'server detail' });
    expect(saveErrorText(refused(409))).toEqual({ message: 'The application for this program is now closed', fieldErrors: [] });
    expect(saveErrorText(refused(410)).message).toMatch(/link expired or it was already submitted/);
    expect(saveErrorText(refused(429)).message).toMatch(/Too many applications/);
    await activatePublicLanguage('es');
    try {
      expect(saveErrorText(refused(409)).message).toBe('El plazo de solicitud de este programa está cerrado');
      expect(saveErrorText(refused(429)).message).toMatch(/demasiadas solicitudes/);
      expect(saveErrorText(refused(503)).message).toBe('server detail');
    } finally {
      await activatePublicLanguage('en');
    }
  });

  it('falls back to the error message, then to Unknown Error', () => {
    expect(saveErrorText(new NetworkError(new TypeError('x'))).message).toMatch(/could not be reached/);
    expect(saveErrorText(new Error('')).message).toBe('Unknown Error');
    expect(saveErrorText(undefined)).toEqual({ message: 'Unknown Error', fieldErrors: [] });
  });
});
