import { openDatabase } from '../../db/client';
import * as agents from './agents.service';

/**
 * A settlement node for the crash test: runs the job's `settleDue` once on DATABASE_URL with
 * argv merchant id, currency, now (ms) and batch size, then exits. The test kills it with SIGKILL.
 */
const [merchantId, currency, now, batch] = process.argv.slice(2);
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
try {
  await agents.settleDue(database.db, Number(merchantId), currency!, new Date(Number(now)), 0, Number(batch));
} finally {
  await database.close();
}
