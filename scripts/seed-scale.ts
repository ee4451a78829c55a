#!/usr/bin/env -S node --import tsx
// `npm run seed:scale -- --members 20000 --rounds 5000000 [--days 60]`: loads an operator-sized
// history (apps/server/src/seed/scale.ts) into DATABASE_URL, or PGlite in DATA_DIR (small sizes),
// after migrating and seeding the demo merchant, then checks the ledger's invariants and prints them.
import { parseArgs } from 'node:util';
import { openDatabase } from '../apps/server/src/db/client';
import { ensureMerchant } from '../apps/server/src/modules/system/system.service';
import { seedDemo } from '../apps/server/src/seed/demo';
import { seedScale } from '../apps/server/src/seed/scale';
import { describeChecks, scaleChecks } from '../apps/server/src/seed/scale-check';

const { values } = parseArgs({
  options: {
    members: { type: 'string', default: '2000' },
    rounds: { type: 'string', default: '500000' },
    days: { type: 'string', default: '60' },
    'no-check': { type: 'boolean', default: false },
  },
});
const int = (name: string, v: string | undefined, min: number) => {
  const n = Number(v);
  if (!Number.isSafeInteger(n) || n < min) {
    console.error(`--${name} must be an integer ≥ ${min}`);
    process.exit(2);
  }
  return n;
};
const members = int('members', values.members, 20);
const rounds = int('rounds', values.rounds, 1);
const days = int('days', values.days, 1);

const hour = 3_600_000;
const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: process.env.DATA_DIR ?? './data',
  // One long transaction of large statements: no statement limit here.
  pool: { size: 2, statementTimeoutMs: hour, reportStatementTimeoutMs: hour },
});
let code = 0;
try {
  const merchant = await ensureMerchant(database.db, process.env.MERCHANT_CODE ?? 'JADE');
  await seedDemo(database.db, merchant.id);
  console.log(`scale load on ${database.kind}: ${members} members, ${rounds} rounds over ${days} days`);
  const r = await seedScale(database.db, merchant.id, { members, rounds, days, log: (l) => console.log(`  ${l}`) });
  console.log(
    `loaded ${r.players} players, ${r.subAgents} sub-agents (${r.contractHolders} contract holders), ${r.rounds} rounds, ${r.transfers} transfers in ${r.seconds.toFixed(1)} s; figures ${r.figures === 'rebuilt' ? 'rebuilt' : 'absent (no rebuildFigures yet)'}`,
  );
  if (!values['no-check']) {
    const began = Date.now();
    const checks = await scaleChecks(database.db, merchant.id);
    console.log(`${describeChecks(checks)}  (${((Date.now() - began) / 1000).toFixed(1)} s)`);
    if (checks.some((c) => c.bad !== 0)) code = 1;
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  code = 1;
} finally {
  await database.close();
}
process.exit(code);
