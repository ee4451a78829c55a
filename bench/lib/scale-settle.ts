// Settles what is due on a scale-loaded database (the day before the load's daily salary; see
// apps/server/src/seed/scale-tree.ts) through the live job's own entry, and prints one JSON line:
// seconds, periods and contract holders. Usage: DATABASE_URL=… tsx bench/lib/scale-settle.ts
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/client';
import * as agents from '../../apps/server/src/modules/agents/agents.service';
import { ensureMerchant, getMerchant } from '../../apps/server/src/modules/system/system.service';

const hour = 3_600_000;
const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  pool: { size: 4, statementTimeoutMs: hour, reportStatementTimeoutMs: hour },
});
const { id } = await ensureMerchant(database.db, 'JADE');
const merchant = await getMerchant(database.db, id);
const began = Date.now();
const done = await agents.settleDue(database.db, id, merchant.currency, new Date(), merchant.utcOffsetMinutes);
const seconds = (Date.now() - began) / 1000;
const res = (await database.db.execute(
  sql`select count(*) as n from agent_settlements s join agent_settlement_runs r on r.id = s.run_id where r.kind = 'DAILY_SALARY'`,
)) as unknown as { rows: { n: unknown }[] };
console.log(JSON.stringify({ seconds, periods: done.periods, statements: Number(res.rows[0]?.n ?? 0) }));
await database.close();
