import { describe, expect, it } from 'vitest';
import type { DbOrTx } from './client.ts';
import { prepared } from './prepared.ts';

// Handles stand in for a database and a transaction: only their identity matters here.
const handle = () => ({}) as unknown as DbOrTx;

describe('prepared', () => {
  it('builds a statement once per handle and key, and again for another handle under the same name', () => {
    const db = handle();
    const tx = handle();
    const builds: string[] = [];
    const build = (name: string) => (builds.push(name), { name });

    const first = prepared(db, 'test_statement', build);
    expect(prepared(db, 'test_statement', build)).toBe(first);
    const inTx = prepared(tx, 'test_statement', build);
    expect(inTx).not.toBe(first);
    // One text per name on every connection: the same key keeps its name.
    expect(builds).toEqual([first.name, first.name]);
  });

  it('gives different keys different names', () => {
    const db = handle();
    const a = prepared(db, 'test_a', (name) => ({ name }));
    const b = prepared(db, 'test_b', (name) => ({ name }));
    expect(a.name).not.toBe(b.name);
  });
});
