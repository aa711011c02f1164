import { describe, expect, it } from 'vitest';
import { participantPageSize } from './participant-list-query.ts';

describe('participantPageSize (spec §2, §9)', () => {
  it('is 10 below 100 rows', () => {
    expect([0, 1, 10, 99].map(participantPageSize)).toEqual([10, 10, 10, 10]);
  });

  it('is ceil(rows/10) from 100 rows on', () => {
    expect([100, 101, 123, 1000, 1001].map(participantPageSize)).toEqual([10, 11, 13, 100, 101]);
  });
});
