import { createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../test-support/render-with-i18n.tsx';
import { SearchBox } from './search-box.tsx';
import { searchKeyword } from './search-keyword.ts';

afterEach(cleanup);

describe('searchKeyword', () => {
  it('trims the input and refuses an empty search', () => {
    expect(searchKeyword('  smith ')).toBe('smith');
    expect(searchKeyword('   ')).toBeNull();
    expect(searchKeyword('')).toBeNull();
  });
});

describe('the search URL (spec §2: /app/gogo/start/{keyword})', () => {
  it('puts the keyword in the path, encoded', () => {
    const root = createRootRoute();
    const search = createRoute({ getParentRoute: () => root, path: '/gogo/start/$keyword' });
    const router = createRouter({
      routeTree: root.addChildren([search]),
      basepath: '/app',
      history: createMemoryHistory({ initialEntries: ['/app'] }),
    });
    const href = (keyword: string) => router.buildLocation({ to: '/gogo/start/$keyword', params: { keyword } }).href;
    expect(href('smith')).toBe('/app/gogo/start/smith');
    expect(href('van der berg')).toBe('/app/gogo/start/van%20der%20berg');
    expect(href('a/b?c#d')).toBe('/app/gogo/start/a%2Fb%3Fc%23d');
  });
});

describe('SearchBox', () => {
  it('searches on Enter with the trimmed keyword', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    renderWithI18n(<SearchBox onSearch={onSearch} />);
    expect(screen.getByRole('search')).toBeTruthy();
    await user.type(screen.getByRole('searchbox', { name: 'Search programs and participants' }), '  Jane Doe {Enter}');
    expect(onSearch).toHaveBeenCalledWith('Jane Doe');
  });

  it('searches with the search button, and not with an empty box', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    renderWithI18n(<SearchBox onSearch={onSearch} />);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).not.toHaveBeenCalled();
    await user.type(screen.getByRole('searchbox'), 'coaches');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledWith('coaches');
  });
});
