import { describe, expect, it } from 'vitest';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useSearchParams } from 'react-router';
import { z } from 'zod';
import { readListState, useListUrlState, writeListState, type ListUrlSpec } from './list-url-state';

const ZQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
  sort: z.enum(['-created_at', 'title']).default('-created_at'),
  status: z.enum(['draft', 'published']).optional(),
  region_id: z.coerce.number().int().positive().optional(),
  q: z.string().trim().max(200).optional(),
});
const spec: ListUrlSpec<typeof ZQuery> = { schema: ZQuery, keys: { region_id: 'region' } };
const read = (search: string, s = spec) => readListState(s, new URLSearchParams(search));

describe('list URL state', () => {
  it('takes each default from the schema when the address says nothing', () => {
    expect(read('')).toEqual({ page: 1, page_size: 20, sort: '-created_at' });
  });

  it('reads what the schema accepts, under the address’s names', () => {
    expect(read('page=3&page_size=50&sort=title&status=draft&region=2&q=Київ')).toEqual({
      page: 3,
      page_size: 50,
      sort: 'title',
      status: 'draft',
      region_id: 2,
      q: 'Київ',
    });
  });

  it('falls back to the default for anything malformed, and for a size the screens do not offer', () => {
    expect(read('page=0&page_size=30&sort=nope&status=gone&region=-1')).toEqual({
      page: 1,
      page_size: 20,
      sort: '-created_at',
    });
    expect(read('page_size=500').page_size).toBe(20);
  });

  it('keeps search text as typed, so a space typed last is not lost', () => {
    expect(read('q=вул%20').q).toBe('вул ');
  });

  it('writes only what differs from the defaults, keeping the other list’s keys', () => {
    const users: ListUrlSpec<typeof ZQuery> = { schema: ZQuery, prefix: 'u_' };
    const current = new URLSearchParams('page=2&u_page=4&u_q=old');
    const next = writeListState(users, { ...read(''), page: 1, q: 'new', status: 'published' }, current);
    expect(next.toString()).toBe('page=2&u_q=new&u_status=published');
    expect(read(next.toString(), users)).toMatchObject({ page: 1, q: 'new', status: 'published' });
  });
});

describe('useListUrlState', () => {
  it('starts each write from the address as it is then, so a late search write keeps a change made meanwhile', () => {
    let hook: ReturnType<typeof useListUrlState<typeof ZQuery>> | undefined;
    let setOther: ((next: URLSearchParams) => void) | undefined;
    function Probe() {
      hook = useListUrlState(spec);
      const [search, setSearch] = useSearchParams();
      setOther = (next) => setSearch(next);
      return <output>{search.toString()}</output>;
    }
    const router = createMemoryRouter([{ path: '/', element: <Probe /> }], { initialEntries: ['/?status=draft'] });
    render(<RouterProvider router={router} />);
    // The search box's write was made by the render before the letter opened.
    const staleUpdate = hook!.update;
    act(() => setOther!(new URLSearchParams('status=draft&letter=abc')));
    act(() => staleUpdate({ q: 'Київ' }));
    expect(new URLSearchParams(router.state.location.search).get('letter')).toBe('abc');
    expect(readListState(spec, new URLSearchParams(router.state.location.search))).toMatchObject({
      status: 'draft',
      q: 'Київ',
      page: 1,
    });
  });

  it('starts a second write from the first one when the first has not been rendered yet', () => {
    let hook: ReturnType<typeof useListUrlState<typeof ZQuery>> | undefined;
    function Probe() {
      hook = useListUrlState(spec);
      return null;
    }
    const router = createMemoryRouter([{ path: '/', element: <Probe /> }], { initialEntries: ['/?q=Київ'] });
    render(<RouterProvider router={router} />);
    // Two filters chosen one right after the other, before React renders the first navigation.
    act(() => {
      hook!.update({ status: 'published' });
      hook!.update({ region_id: 3 });
    });
    expect(readListState(spec, new URLSearchParams(router.state.location.search))).toMatchObject({
      q: 'Київ',
      status: 'published',
      region_id: 3,
    });
    // A later write, after both were rendered, still starts from the address as shown.
    act(() => hook!.update({ q: undefined }));
    expect(router.state.location.search).toBe('?status=published&region=3');
  });
});
