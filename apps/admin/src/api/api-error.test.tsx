import { describe, expect, it } from 'vitest';
import { ApiError, apiErrorFromResponse, errorMessage } from './api-error.ts';

describe('apiErrorFromResponse', () => {
  it('reads a problem+json body', async () => {
    const response = new Response(
      JSON.stringify({
        type: 'about:blank',
        title: 'Invalid answers',
        status: 422,
        invalid_params: [{ name: 'personalInformation.firstName', reason: 'is required', friendlyName: 'First Name' }],
      }),
      { status: 422, headers: { 'content-type': 'application/problem+json' } },
    );
    const error = await apiErrorFromResponse(response);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(422);
    expect(error.title).toBe('Invalid answers');
    expect(error.invalid_params[0]?.friendlyName).toBe('First Name');
    expect(errorMessage(error)).toBe('Invalid answers');
  });

  it('prefers the detail as the message', async () => {
    const response = new Response(JSON.stringify({ title: 'Conflict', status: 409, detail: 'The status cannot change' }), {
      status: 409,
    });
    expect(errorMessage(await apiErrorFromResponse(response))).toBe('The status cannot change');
  });

  it('survives a body that is not JSON', async () => {
    const error = await apiErrorFromResponse(new Response('<html>Bad gateway</html>', { status: 502 }));
    expect(error.status).toBe(502);
    expect(error.message).toBe('Request failed (502)');
    expect(error.invalid_params).toEqual([]);
  });
});
