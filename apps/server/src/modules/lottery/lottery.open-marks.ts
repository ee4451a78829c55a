import { openMarks } from '../../db/mark-batcher';

/**
 * Marks a slip `OPEN` once its stake is taken (`PENDING → OPEN`; `openMarks`: batched with the
 * marks that finish together, not waiting for the disk). Resolves when the slip's mark is
 * committed: true, or false when the slip was no longer PENDING (the job had rolled its debit back
 * meanwhile, and the stake returned).
 */
export const markOpen = openMarks('lottery_slips');
