import { isNotFound } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import { checkProgramParams, notFoundOn404, pageSearch } from './route-params.ts';

function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('checkProgramParams', () => {
  it('accepts the three program areas and a numeric id', () => {
    expect(checkProgramParams({ area: 'admin', programId: '12' })).toBe(12);
    expect(checkProgramParams({ area: 'nfllegends', programId: '3' })).toBe(3);
    expect(checkProgramParams({ area: 'footballOps', programId: '40' })).toBe(40);
  });

  it('is a 404 for another area or a non-numeric id', () => {
    expect(isNotFound(thrown(() => checkProgramParams({ area: 'legends', programId: '1' })))).toBe(true);
    expect(isNotFound(thrown(() => checkProgramParams({ area: 'admin', programId: 'abc' })))).toBe(true);
    expect(isNotFound(thrown(() => checkProgramParams({ area: 'admin', programId: '0' })))).toBe(true);
  });
});

describe('notFoundOn404', () => {
  it('turns an API 404 into the 404 page and passes other errors on', async () => {
    await expect(notFoundOn404(Promise.reject(new ApiError(404, { title: 'Not Found' })))).rejects.toSatisfy(isNotFound);
    await expect(notFoundOn404(Promise.reject(new ApiError(403, { title: 'Forbidden' })))).rejects.toBeInstanceOf(ApiError);
    await expect(notFoundOn404(Promise.resolve(7))).resolves.toBe(7);
  });
});

describe('pageSearch', () => {
  it('keeps pages above 1 and drops anything else', () => {
    expect(pageSearch({ page: '3' })).toEqual({ page: 3 });
    expect(pageSearch({ page: 2 })).toEqual({ page: 2 });
    expect(pageSearch({ page: '1' })).toEqual({});
    expect(pageSearch({ page: 'x' })).toEqual({});
    expect(pageSearch({})).toEqual({});
  });
});
