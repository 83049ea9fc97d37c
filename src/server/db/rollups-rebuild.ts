// `npm run db:rollups`: recomputes the report rollups from the raw collections and transactions in
// one transaction (rollup-triggers.ts). The triggers keep them current; this is for repair, after a
// bulk load with the triggers disabled, or to check them.
import { readConfig } from '../config';
import { openDatabase } from './client';
import { migrate } from './migrate';
import { rebuildRollups } from './rollup-triggers';

const config = readConfig();
const { db, close } = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, statementTimeoutMs: 0 });
try {
  await migrate(db);
  const started = performance.now();
  const { collectionKeys, transactionKeys } = await rebuildRollups(db);
  const ms = Math.round(performance.now() - started);
  console.log(`Rollups rebuilt in ${ms} ms: ${collectionKeys} collection keys, ${transactionKeys} transaction keys.`);
} finally {
  await close();
}
