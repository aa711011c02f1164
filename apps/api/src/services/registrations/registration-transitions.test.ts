import { programFamilies, registrationStatuses } from '@huddle/schemas';
import { describe, expect, it } from 'vitest';
import { allowedSources, canMarkOutOfBusiness, canTransition, OUT_OF_BUSINESS, staffStatusChanges } from './registration-transitions.ts';

const codes = registrationStatuses.map((status) => status.code);
const legends = { family: 'legends-directory', applicationsRequiresAccept: true } as const;
const nfl = { family: 'nfl-programs', applicationsRequiresAccept: true } as const;

describe('registration transitions (spec §4)', () => {
  it('sets approve 2, reject 3 and Out of Business 11 through the status route', () => {
    expect(staffStatusChanges).toEqual([2, 3, 11]);
    expect(OUT_OF_BUSINESS).toBe(11);
  });

  it('approves and rejects from Pending and Submitted only, where the program requires acceptance', () => {
    for (const target of [2, 3]) {
      expect(codes.filter((from) => canTransition(nfl, from, target))).toEqual([1, 8]);
      expect(codes.filter((from) => canTransition(legends, from, target))).toEqual([1, 8]);
      expect(allowedSources({ ...nfl, applicationsRequiresAccept: false }, target)).toEqual([]);
    }
  });

  it('marks Out of Business only approved applications of the Legends directory family', () => {
    expect(codes.filter((from) => canTransition(legends, from, 11))).toEqual([2]);
    expect(canTransition({ ...legends, applicationsRequiresAccept: false }, 2, 11)).toBe(true);
    for (const family of programFamilies.filter((name) => name !== 'legends-directory')) {
      expect(allowedSources({ family, applicationsRequiresAccept: true }, 11), family).toEqual([]);
    }
    expect(canMarkOutOfBusiness('legends-directory', 2)).toBe(true);
    expect(canMarkOutOfBusiness('legends-directory', 8)).toBe(false);
    expect(canMarkOutOfBusiness('football-ops', 2)).toBe(false);
  });

  it('allows no other target status', () => {
    for (const target of [1, 4, 5, 6, 7, 8, 9]) expect(allowedSources(legends, target), String(target)).toEqual([]);
  });
});
