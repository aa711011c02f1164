import type { LegendsSearch } from '../api/legends.ts';

/** The Legends list's URL query: `search` and `state` when not blank, `page` from 2 on. */
export function validateLegendsSearch(search: Record<string, unknown>): LegendsSearch {
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, 100) : undefined);
  const page = Number(search.page);
  return {
    ...(text(search.search) === undefined ? {} : { search: text(search.search) }),
    ...(text(search.state) === undefined ? {} : { state: text(search.state) }),
    ...(Number.isInteger(page) && page > 1 ? { page } : {}),
  };
}
