import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useRefetchAtDeadline } from './use-refetch-at-deadline';

const NOW = Date.parse('2026-11-23T10:00:00Z');

let queryClient: QueryClient;
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
  queryClient = new QueryClient();
  vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const invalidated = () => vi.mocked(queryClient.invalidateQueries).mock.calls.map(([filters]) => filters?.queryKey);

describe('useRefetchAtDeadline', () => {
  it('reloads every key once, just after the deadline passes', () => {
    const deadline = new Date(NOW + 60_000).toISOString();
    renderHook(
      () =>
        useRefetchAtDeadline(deadline, [
          ['tenders', 'detail', 42],
          ['offers', 'detail', 7],
        ]),
      { wrapper },
    );
    vi.advanceTimersByTime(60_000);
    expect(invalidated()).toEqual([]);
    vi.advanceTimersByTime(1_000);
    expect(invalidated()).toEqual([
      ['tenders', 'detail', 42],
      ['offers', 'detail', 7],
    ]);
    vi.advanceTimersByTime(3_600_000);
    expect(invalidated()).toHaveLength(2);
  });

  it('waits for a deadline further than a timer can hold', () => {
    const deadline = new Date(NOW + 40 * 86_400_000).toISOString();
    renderHook(() => useRefetchAtDeadline(deadline, [['tenders', 'detail', 42]]), { wrapper });
    vi.advanceTimersByTime(30 * 86_400_000);
    expect(invalidated()).toEqual([]);
    vi.advanceTimersByTime(10 * 86_400_000 + 1_000);
    expect(invalidated()).toEqual([['tenders', 'detail', 42]]);
  });

  it('does nothing for a deadline already past, or once the screen is gone', () => {
    renderHook(() => useRefetchAtDeadline(new Date(NOW - 60_000).toISOString(), [['tenders', 'detail', 42]]), {
      wrapper,
    });
    const later = renderHook(() => useRefetchAtDeadline(new Date(NOW + 5_000).toISOString(), [['x']]), { wrapper });
    later.unmount();
    vi.advanceTimersByTime(60_000);
    expect(invalidated()).toEqual([]);
  });
});
