/**
 * Recomputes every tender's history hash chain and compares it with the tender's head:
 *   npm run history:verify [-- --tender 123]
 * Exit code 0 when every chain is intact, 1 when one is broken (the first bad entry is printed).
 */
import { parseArgs } from 'node:util';
import { asc } from 'drizzle-orm';
import { loadEnv } from '../env.ts';
import { openConfiguredDatabase } from '../open-database.ts';
import { tenders } from '../db/schema/index.ts';
import { verifyHistory } from '../domain/tenders/verify-history.ts';

const { values } = parseArgs({ options: { tender: { type: 'string' } } });
const { database } = await openConfiguredDatabase(loadEnv());
try {
  const ids = values.tender
    ? [Number(values.tender)]
    : (await database.db.select({ id: tenders.id }).from(tenders).orderBy(asc(tenders.id))).map((t) => t.id);
  let broken = 0;
  let entries = 0;
  for (const tenderId of ids) {
    const verdict = await verifyHistory(database.db, { tenderId });
    if (verdict.ok) {
      entries += verdict.entries;
      continue;
    }
    broken++;
    const where =
      verdict.entryId === null ? 'кінець ланцюжка не збігається з history_head' : `запис #${verdict.entryId}`;
    console.error(`Тендер #${tenderId}: історію порушено (${verdict.reason}), ${where}`);
  }
  if (broken) {
    console.error(`Порушених ланцюжків: ${broken} із ${ids.length}`);
    process.exitCode = 1;
  } else {
    console.log(`Історію перевірено. Тендерів: ${ids.length}, записів: ${entries}; порушень немає.`);
  }
} finally {
  await database.close();
}
