import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { opsHeaders } from '../../test/build-test-app';

export const VENDOR_SECRET = 'seamless-test-secret-0123456789abcdef';

/** Gives LOTUS a known signing key, and answers a vendor's signed call to the seamless API. */
export async function vendorCaller(app: FastifyInstance, vendor = 'LOTUS') {
  await app.inject({
    method: 'PUT',
    url: `/ops/vendors/${vendor}/wallet-key`,
    headers: opsHeaders,
    payload: { secret: VENDOR_SECRET },
  });
  return (path: string, body: unknown) => {
    const raw = JSON.stringify(body);
    const ts = String(Math.floor(Date.now() / 1000));
    const sig = createHmac('sha256', VENDOR_SECRET).update(`${ts}.${raw}`).digest('hex');
    return app.inject({
      method: 'POST',
      url: `/seamless/v1/${path}`,
      headers: { 'content-type': 'application/json', 'x-jade-vendor': vendor, 'x-jade-timestamp': ts, 'x-jade-signature': sig },
      payload: raw,
    });
  };
}

/** Counts of what a member's calls may write, to show a refused or repeated call wrote nothing. */
export async function writesOf(app: FastifyInstance, memberId: number, username: string) {
  const res = (await app.db.execute(
    `
    select (select count(*) from ledger_transfers t join ledger_accounts a on a.id in (t.from_account_id, t.to_account_id)
             where a.code = 'wallet:${memberId}')::int as transfers,
           (select count(*) from ledger_entries e join ledger_accounts a on a.id = e.account_id where a.code = 'wallet:${memberId}')::int as entries,
           (select count(*) from game_rounds where member_id = ${memberId})::int as rounds,
           (select count(*) from seamless_txns where player_id = '${username}')::int as calls` as never,
  )) as unknown as {
    rows: { transfers: number; entries: number; rounds: number; calls: number }[];
  };
  return res.rows[0]!;
}

/**
 * The ledger invariants of the merchant: every wallet equals the sum of its entries and is not
 * negative, every transfer has its two entries, and all accounts sum to zero.
 */
export async function ledgerInvariants(app: FastifyInstance) {
  const rows = (sql: string) => app.db.execute(sql as never) as unknown as Promise<{ rows: Record<string, unknown>[] }>;
  const wallets = await rows(`
    select a.id from ledger_accounts a left join wallet_balances b on b.account_id = a.id
     where a.kind <> 'system' and (coalesce(b.balance, 0) < 0
        or coalesce(b.balance, 0) <> (select coalesce(sum(amount), 0) from ledger_entries e where e.account_id = a.id))`);
  const halves = await rows(`
    select t.id from ledger_transfers t
     where (select count(*) from ledger_entries e where e.transfer_id = t.id) <> 2
        or (select coalesce(sum(amount), 0) from ledger_entries e where e.transfer_id = t.id) <> 0`);
  const total = await rows(`select coalesce(sum(amount), 0)::bigint as s from ledger_entries`);
  return { wrongWallets: wallets.rows.length, halfTransfers: halves.rows.length, sum: Number(total.rows[0]!.s) };
}
