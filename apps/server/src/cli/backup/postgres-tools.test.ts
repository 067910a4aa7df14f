import { describe, expect, it } from 'vitest';
import { findPgTools } from './postgres-tools.ts';

describe('finding PostgreSQL’s programs', () => {
  it('says in Ukrainian which programs are missing and which package to install', async () => {
    await expect(findPgTools(['pg_no_such_program'], 15, 'для копії бази PostgreSQL')).rejects.toThrow(
      /^Не знайдено програм PostgreSQL pg_no_such_program .*пакет postgresql-client-15\)\.$/,
    );
  });

  it('refuses programs older than the server, naming both versions', async () => {
    const found = await findPgTools(['pg_dump'], 0, 'test').catch(() => null);
    if (!found) return; // no pg_dump on this machine: the message above covers it
    await expect(findPgTools(['pg_dump'], found.major + 1, 'для копії бази PostgreSQL')).rejects.toThrow(
      `мають версію ${found.major}, а потрібна щонайменше ${found.major + 1} (для копії бази PostgreSQL): ` +
        `установіть клієнт PostgreSQL ${found.major + 1} або новіший`,
    );
    expect(found.version).toMatch(/^pg_dump \(PostgreSQL\) \d+/);
  });
});
