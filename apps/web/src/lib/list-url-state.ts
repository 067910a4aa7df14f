import { useLayoutEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';

/** The page sizes every list screen offers, and the one it starts with (the contracts' default). */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
const DEFAULT_PAGE_SIZE = 20;

/**
 * How a list screen keeps its state in the address bar, so back, refresh and shared links
 * restore it. `schema` is the list's query schema from the contracts (or that schema with a
 * field changed for the screen): it decides what each value may be and its default.
 */
export interface ListUrlSpec<T extends z.ZodObject> {
  schema: T;
  /** Before every key, for a second list on the same screen (`u_` for the admin's users). */
  prefix?: string;
  /** The address's name for a field, where it differs from the field's. */
  keys?: Partial<Record<keyof z.output<T> & string, string>>;
}

const urlKey = <T extends z.ZodObject>(spec: ListUrlSpec<T>, field: string) =>
  (spec.prefix ?? '') + ((spec.keys as Record<string, string> | undefined)?.[field] ?? field);

/** A field's value when the address says nothing (or nonsense): its default, or undefined. */
function fallback(field: z.ZodType): unknown {
  const parsed = field.safeParse(undefined);
  return parsed.success ? parsed.data : undefined;
}

/** Reads the list's state from the address; anything unknown or malformed falls back to the default. */
export function readListState<T extends z.ZodObject>(spec: ListUrlSpec<T>, search: URLSearchParams): z.output<T> {
  const state: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(spec.schema.shape) as [string, z.ZodType][]) {
    const raw = search.get(urlKey(spec, name));
    const given = raw === null || raw === '' ? undefined : raw;
    const parsed = field.safeParse(given);
    // Text the schema accepts stays as typed (it may trim it): the search box must not eat a space.
    if (parsed.success) state[name] = given !== undefined && typeof parsed.data === 'string' ? given : parsed.data;
    else state[name] = fallback(field);
  }
  // The schema allows any size up to 100; the screens offer a few.
  if ('page_size' in state && !(PAGE_SIZES as readonly unknown[]).includes(state.page_size)) {
    state.page_size = DEFAULT_PAGE_SIZE;
  }
  return state as z.output<T>;
}

/**
 * Writes the list's state into `current` (keeping what other lists on the screen keep there),
 * leaving defaults out so the address stays short.
 */
export function writeListState<T extends z.ZodObject>(
  spec: ListUrlSpec<T>,
  state: z.output<T>,
  current: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [name, field] of Object.entries(spec.schema.shape) as [string, z.ZodType][]) {
    const key = urlKey(spec, name);
    const value = (state as Record<string, unknown>)[name];
    if (value === undefined || value === null || value === '' || value === fallback(field)) next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}

/**
 * The list's state read from the address, and its update: a changed filter goes back to page 1,
 * and typing in the search replaces the history entry instead of adding one per pause. Each write
 * starts from the address as it is when it runs, not as it was rendered: a write made after a
 * pause (the search box's) must not undo a change made in between (a letter opened meanwhile),
 * and a second write made before the first has been rendered (two filters chosen quickly, the
 * router rendering navigations in a transition) starts from the first one's address.
 */
export function useListUrlState<T extends z.ZodObject>(spec: ListUrlSpec<T>) {
  const [search, setSearch] = useSearchParams();
  const params = readListState(spec, search);
  // The address of the latest render, read when a write runs (setSearch's own `prev` is the address
  // of the render that made the callback, as stale as the closure).
  const rendered = useRef({ search, text: search.toString() });
  // The addresses written and not rendered yet, oldest first.
  const written = useRef<string[]>([]);
  useLayoutEffect(() => {
    const text = search.toString();
    if (text === rendered.current.text) return;
    rendered.current = { search, text };
    // A render of one of ours drops it and the older ones; any other address came from elsewhere
    // (back, a link) and wins over what is still queued.
    const at = written.current.indexOf(text);
    written.current = at === -1 ? [] : written.current.slice(at + 1);
  });
  const write = (patch: Partial<z.output<T>> | { page: number }, replace: boolean) => {
    const newest = written.current.at(-1);
    const current = newest === undefined ? rendered.current.search : new URLSearchParams(newest);
    const next = writeListState(spec, { ...readListState(spec, current), ...patch }, current);
    // Nothing changes: no history entry, and nothing queued that no render would ever show.
    if (next.toString() === current.toString()) return;
    written.current.push(next.toString());
    setSearch(next, { replace });
  };
  const update = (patch: Partial<z.output<T>>, { resetPage = true }: { resetPage?: boolean } = {}) => {
    const typing = Object.keys(patch).length === 1 && 'q' in patch;
    write({ ...patch, ...(resetPage ? { page: 1 } : {}) }, typing);
  };
  /** The same state at another page, e.g. the last one when the list has shrunk; replaces the entry. */
  const goToPage = (page: number) => write({ page }, true);
  return { params, update, goToPage };
}
