import { sql, type SQL } from 'drizzle-orm';
import type { HousekeepingKey, HousekeepingSettings } from '@jade/contract/housekeeping';
import type { Db } from '../../db/client';
import { LOCKS, tryXactLock } from '../../db/locks';
import { rowsOf } from '../../db/rows';

/** One node at a time deletes (each batch takes this transaction-scoped advisory lock). */
export const LOCK_RETENTION = LOCKS.node.retention;
const BATCH = 1_000;
/** Batches per rule and run: a run stays short, a backlog clears over a few runs. */
const MAX_BATCHES = 50;

type Rule = {
  setting: HousekeepingKey;
  table: string;
  /** Whether a row (alias `a`) is past its life, given the cutoff. */
  past: (cutoff: Date) => SQL;
};

const older = (column: string) => (c: Date) => sql`a.${sql.raw(column)} < ${c}`;

/**
 * The tables that only grow, each bounded by its setting (days), in the order they are purged
 * (an inbox before its messages, a chat's lines before the conversation). Not here, kept as
 * records the operator must keep: the ledger (`ledger_*`, `wallet_balances`, `bonus_grants`),
 * betting records (`game_rounds`), real-money game rounds and their seeds (fairness receipts),
 * `seamless_txns` (what makes a late vendor call answer the same), deposits, withdrawals and the
 * uploads they point to, agent settlements. Already bounded by their own expiry purge:
 * `launch_tokens`, `captchas`, `used_challenges`.
 */
export const RULES: Rule[] = [
  { setting: 'rateCountersDays', table: 'rate_counters', past: older('window_start') },
  { setting: 'loginAttemptsDays', table: 'login_attempts', past: older('created_at') },
  { setting: 'verificationCodesDays', table: 'verification_codes', past: older('created_at') },
  { setting: 'passwordResetsDays', table: 'password_resets', past: older('created_at') },
  { setting: 'oneTimeTokensDays', table: 'one_time_tokens', past: older('expires_at') },
  { setting: 'oidcStatesDays', table: 'oidc_states', past: older('expires_at') },
  { setting: 'signInSessionsDays', table: 'sessions', past: older('expires_at') },
  { setting: 'outboxDays', table: 'outbox', past: older('created_at') },
  { setting: 'auditLogDays', table: 'audit_log', past: older('created_at') },
  { setting: 'paymentEventsDays', table: 'payment_events', past: older('created_at') },
  { setting: 'feedbackDays', table: 'feedback', past: (c) => sql`a.created_at < ${c} and a.status = 'ANSWERED'` },
  { setting: 'messagesDays', table: 'message_inbox', past: older('created_at') },
  {
    setting: 'messagesDays',
    table: 'messages',
    // An answer still linked from its feedback stays with it.
    past: (c) => sql`a.created_at < ${c}
      and not exists (select 1 from message_inbox i where i.message_id = a.id)
      and not exists (select 1 from feedback f where f.message_id = a.id)`,
  },
  {
    setting: 'closedChatsDays',
    table: 'chat_attachments',
    past: (c) => sql`exists (select 1 from chat_conversations v
      where v.id = a.conversation_id and v.status = 'CLOSED' and v.closed_at < ${c})`,
  },
  {
    setting: 'closedChatsDays',
    table: 'chat_messages',
    past: (c) => sql`exists (select 1 from chat_conversations v
      where v.id = a.conversation_id and v.status = 'CLOSED' and v.closed_at < ${c})`,
  },
  {
    setting: 'closedChatsDays',
    table: 'chat_conversations',
    past: (c) => sql`a.status = 'CLOSED' and a.closed_at < ${c}
      and not exists (select 1 from chat_messages m where m.conversation_id = a.id)
      and not exists (select 1 from chat_attachments t where t.conversation_id = a.id)`,
  },
  { setting: 'unsentChatImagesDays', table: 'chat_attachments', past: (c) => sql`a.message_seq is null and a.created_at < ${c}` },
  {
    setting: 'unattachedUploadsDays',
    table: 'uploads',
    // A deposit's receipt or a withdrawal's proof is part of the money record: it stays.
    past: (c) => sql`a.created_at < ${c}
      and not exists (select 1 from deposits d where d.receipt_upload_id = a.id)
      and not exists (select 1 from withdrawals w where w.proof_upload_ids @> jsonb_build_array(a.id))`,
  },
];

/**
 * One batch of a rule, in its own short transaction under the lock: at most `limit` rows past
 * their life, the condition checked again on the row it deletes. Null when another node holds the lock.
 */
async function batch(db: Db, rule: Rule, cutoff: Date, limit: number): Promise<number | null> {
  const t = sql.raw(rule.table);
  return db.transaction(async (tx) => {
    if (!(await tryXactLock(tx, LOCK_RETENTION))) return null;
    const [row] = await rowsOf<{ n: number }>(
      tx,
      sql`with d as (
      delete from ${t} a
       where a.ctid = any(array(select a.ctid from ${t} a where ${rule.past(cutoff)} limit ${limit}))
         and ${rule.past(cutoff)}
       returning 1)
      select count(*)::int as n from d`,
    );
    return Number(row?.n ?? 0);
  });
}

/**
 * Deletes what each bounded table keeps past its retention (days), in batches of 1,000, so no
 * transaction is long and a node stopping mid-run loses nothing. Answers the rows deleted per
 * table, or `skipped` when another node was running it.
 */
export async function purgeRetained(db: Db, settings: HousekeepingSettings, now = new Date(), limit = BATCH) {
  const deleted: Record<string, number> = {};
  for (const rule of RULES) {
    const cutoff = new Date(now.getTime() - settings[rule.setting] * 86_400_000);
    for (let i = 0; i < MAX_BATCHES; i++) {
      const n = await batch(db, rule, cutoff, limit);
      if (n === null) return { deleted, skipped: true };
      deleted[rule.table] = (deleted[rule.table] ?? 0) + n;
      if (n < limit) break;
    }
  }
  return { deleted, skipped: false };
}
