import { describe, expect, it } from 'vitest';
import { sortingOf, withFilters, withSorting } from './participants-navigation.ts';

describe('participants list navigation', () => {
  it('starts from application date, newest first', () => {
    expect(sortingOf({})).toEqual([{ id: 'submittedOn', desc: true }]);
    expect(sortingOf({ sort: 'applicantName' })).toEqual([{ id: 'name', desc: false }]);
    expect(sortingOf({ sort: 'state', desc: true })).toEqual([{ id: 'cityState', desc: true }]);
  });

  it('goes back to page 1 on a filter change and drops cleared filters', () => {
    expect(withFilters({ page: 3, eventYear: 2025, filterName: 'smith' }, { eventYear: 2026 })).toEqual({
      eventYear: 2026,
      filterName: 'smith',
    });
    expect(withFilters({ eventYear: 2025, filterName: 'smith' }, { filterName: undefined })).toEqual({ eventYear: 2025 });
  });

  it('writes the server sort of a sorted column, leaving the default order out of the URL', () => {
    expect(withSorting({ page: 2 }, [{ id: 'name', desc: false }])).toEqual({ sort: 'applicantName' });
    expect(withSorting({}, [{ id: 'companyName', desc: true }])).toEqual({ sort: 'companyName', desc: true });
    expect(withSorting({ sort: 'state', desc: true }, [{ id: 'submittedOn', desc: true }])).toEqual({});
    expect(withSorting({}, [{ id: 'submittedOn', desc: false }])).toEqual({ sort: 'applicationDate' });
  });
});
