import { describe, expect, it } from 'vitest';
import { participantPageCount, participantPageSize } from './participant-list-query.ts';

describe('participantPageSize (spec §2, §9)', () => {
  it('is 10 below 100 rows', () => {
    expect([0, 1, 10, 99].map(participantPageSize)).toEqual([10, 10, 10, 10]);
  });

  it('is ceil(rows/10) from 100 rows on', () => {
    expect([100, 101, 123, 1000, 1001].map(participantPageSize)).toEqual([10, 11, 13, 100, 101]);
  });
});

describe('participantPageCount', () => {
  it('is ceil(rows/10) below 100 rows, 0 for none', () => {
    expect([0, 1, 10, 11, 99].map(participantPageCount)).toEqual([0, 1, 1, 2, 10]);
  });

  it('never exceeds 10 from 100 rows on', () => {
    expect([100, 101, 109, 250, 100_001].map(participantPageCount)).toEqual([10, 10, 10, 10, 10]);
  });
});
