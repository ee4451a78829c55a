import type { Database } from '../../db/client';
import { markBatcher } from '../../db/mark-batcher';
import { toInt } from '../../db/normalize';

/**
 * Marks a slip `OPEN` once its stake is taken (`PENDING → OPEN`). The marks of bets that finish
 * together go in one statement (`markBatcher`), a named prepared one. The statement's commit does
 * not wait for the disk (`set_config(…, true)`: its own transaction): a crash that loses it leaves
 * the slips `PENDING`, and the job rolls their debits back — the stakes return, the slips are not
 * played. Resolves when the slip's mark is committed: true, or false when the slip was no longer
 * PENDING (the job had rolled its debit back meanwhile).
 */
export const markOpen = markBatcher<Database['prepared']>(async (prepared, ids) => {
  const rows = await prepared<{ id: unknown }>({
    name: 'jade_lottery_slips_open_v1',
    text: `update lottery_slips set status = 'OPEN'
            where id = any($1::bigint[]) and status = 'PENDING' and set_config('synchronous_commit', 'off', true) = 'off'
           returning id`,
    values: [ids],
  });
  return new Set(rows.map((r) => toInt(r.id)));
});
