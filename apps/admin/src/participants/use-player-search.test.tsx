import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../api/query-client.ts';
import { usePlayerSearch } from './use-player-search.ts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const player = { id: 7, firstName: 'Jerry', lastName: 'Rice', birthDate: '1962-10-13', collegeName: 'Mississippi Valley State' };

/** Answers every player database search with `players` (or `status` when not 200), recording the patterns asked. */
function stubSearch(status = 200): string[] {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    asked.push(decodeURIComponent(new URL(request.url).pathname.split('/').pop() ?? ''));
    const body = status === 200 ? { players: [player] } : { title: 'Service Unavailable', status, detail: 'The player database is down.' };
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': status === 200 ? 'application/json' : 'application/problem+json' },
    });
  });
  return asked;
}

function renderSearch(pattern: string) {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return renderHook(({ value }) => usePlayerSearch(value), { wrapper, initialProps: { value: pattern } });
}

describe('usePlayerSearch (spec §5: suggestions after more than 1 character)', () => {
  it('stays idle under two characters and asks nothing', async () => {
    const asked = stubSearch();
    const { result } = renderSearch(' J ');
    expect(result.current).toEqual({ kind: 'idle' });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(asked).toEqual([]);
  });

  it('asks once typing pauses, for the last pattern only, and answers a repeated pattern from the cache', async () => {
    const asked = stubSearch();
    const { result, rerender } = renderSearch('');
    rerender({ value: 'Je' });
    rerender({ value: 'Jer' });
    rerender({ value: 'Jerr' });
    expect(result.current).toEqual({ kind: 'loading' });
    await vi.waitFor(() => expect(result.current).toEqual({ kind: 'ready', players: [player] }));
    expect(asked).toEqual(['Jerr']);
    rerender({ value: 'Jerry' });
    await vi.waitFor(() => expect(asked).toEqual(['Jerr', 'Jerry']));
    rerender({ value: 'Jerr ' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(result.current).toEqual({ kind: 'ready', players: [player] });
    expect(asked).toEqual(['Jerr', 'Jerry']);
  });

  it('reports the failure detail when the search fails', async () => {
    stubSearch(503);
    const { result } = renderSearch('Rice');
    await vi.waitFor(() => expect(result.current).toEqual({ kind: 'failed', detail: 'The player database is down.' }));
  });
});
