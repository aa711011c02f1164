import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import { saveErrorText } from './save-error-text.ts';

describe('saveErrorText (spec §8 admin save failure)', () => {
  it('gives the server text and the invalid fields by friendly name', () => {
    const error = new ApiError(422, {
      title: 'Invalid answers',
      invalid_params: [{ name: 'personalInformation.firstName', reason: 'is required', friendlyName: 'First Name' }],
    });
    expect(saveErrorText(error)).toEqual({ detail: 'Invalid answers', fieldErrors: ['First Name: is required'] });
  });

  it('falls back to the error message, then to nothing', () => {
    expect(saveErrorText(new TypeError('Failed to fetch'))).toEqual({ detail: 'Failed to fetch', fieldErrors: [] });
    expect(saveErrorText(undefined)).toEqual({ detail: null, fieldErrors: [] });
  });
});
