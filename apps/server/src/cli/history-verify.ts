/**
 * Recomputes every tender's history hash chain and compares it with the tender's head:
 *   npm run history:verify [-- --tender 123]
 * Exit code 0 when every chain is intact, 1 when one is broken (the first bad entry is printed).
 */
import { parseArgs } from 'node:util';
import { loadEnv } from '../env.ts';
import { openConfiguredDatabase } from '../open-database.ts';
import { verifyEveryHistory } from '../domain/tenders/verify-history.ts';

const { values } = parseArgs({ options: { tender: { type: 'string' } } });
const { database } = await openConfiguredDatabase(loadEnv());
try {
  const { tenders, entries, broken } = await verifyEveryHistory(database.db, {
    tenderIds: values.tender ? [Number(values.tender)] : undefined,
  });
  for (const verdict of broken) {
    const where =
      verdict.entryId === null ? 'кінець ланцюжка не збігається з history_head' : `запис #${verdict.entryId}`;
    console.error(`Тендер #${verdict.tenderId}: історію порушено (${verdict.reason}), ${where}`);
  }
  if (broken.length) {
    console.error(`Порушених ланцюжків: ${broken.length} із ${tenders}`);
    process.exitCode = 1;
  } else {
    console.log(`Історію перевірено. Тендерів: ${tenders}, записів: ${entries}; порушень немає.`);
  }
} finally {
  await database.close();
}
