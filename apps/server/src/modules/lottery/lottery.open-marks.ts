import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { markBatcher } from '../../db/mark-batcher';

/**
 * Marks a slip `OPEN` once its stake is taken (`PENDING → OPEN`). The marks of bets that finish
 * together go in one statement (`markBatcher`). The statement's commit does not wait for the disk
 * (`set_config(…, true)`: its own transaction): a crash that loses it leaves the slips `PENDING`,
 * and the job rolls their debits back — the stakes return, the slips are not played. Resolves when
 * the slip's mark is committed: true, or false when the slip was no longer PENDING (the job had
 * rolled its debit back meanwhile).
 */
export const markOpen = markBatcher<Db>(mark);

/** Marks the PENDING slips among `ids` OPEN in one statement; answers the ids it marked. */
async function mark(db: Db, ids: number[]): Promise<Set<number>> {
  const res = (await db.execute(sql`update lottery_slips set status = 'OPEN'
    where id in (${sql.join(
      ids.map((id) => sql`${id}::bigint`),
      sql`, `,
    )}) and status = 'PENDING' and set_config('synchronous_commit', 'off', true) = 'off'
    returning id`)) as unknown as { rows: { id: unknown }[] };
  return new Set(res.rows.map((r) => Number(r.id)));
}
