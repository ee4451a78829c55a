import type { PointConfig, PointItem } from '@jade/contract/points';
import { fail, mockApi, ok } from '@/test/mock-api';

/** The demo's exchange tiers: from 100 points at 1.00 per 100, from 1,000 at 1.20, from 10,000 at 1.50. */
export const TIERS = [
  { fromPoints: 100, rate: 100 },
  { fromPoints: 1_000, rate: 120 },
  { fromPoints: 10_000, rate: 150 },
];

export const CONFIG: PointConfig = { earnPer100: 1, exchange: TIERS, rules: '<p>Spend them in the mall.</p>' };

export const CASH_50: PointItem = {
  id: 1,
  kind: 'CASH',
  name: 'Cash 50',
  imageUrl: '/img/banners/cash-50.svg',
  points: 5_000,
  amount: 5_000,
  stock: null,
  perMemberLimit: null,
  minValidBet: 0,
  redeemed: 0,
  available: true,
};

export const T_SHIRT: PointItem = {
  id: 3,
  kind: 'GOODS',
  name: 'Jade T-shirt',
  imageUrl: '/img/banners/jade-t-shirt.svg',
  points: 20_000,
  amount: 150_000,
  stock: 100,
  perMemberLimit: 2,
  minValidBet: 5_000_000,
  redeemed: 0,
  available: false,
};

/** What the stub server holds for one test: the member's points and wallet, the items, the pages. */
export type MallState = { points: number; balance: number; items: PointItem[] };

const page = <T>(list: T[]) => ({ list, pageNo: 1, pageSize: 10, total: list.length });

/** The history and details the demo member has after redeeming Cash 50 once. */
export const REDEMPTIONS = page([
  {
    id: 7,
    itemId: 3,
    name: 'Jade T-shirt',
    kind: 'GOODS' as const,
    quantity: 1,
    points: 20_000,
    amount: 150_000,
    status: 'REJECTED' as const,
    remark: 'Out of size M',
    time: '2026-03-02T10:00:00.000Z',
  },
  {
    id: 6,
    itemId: 1,
    name: 'Cash 50',
    kind: 'CASH' as const,
    quantity: 1,
    points: 5_000,
    amount: 5_000,
    status: 'APPROVED' as const,
    remark: null,
    time: '2026-03-01T10:00:00.000Z',
  },
]);
export const MOVEMENTS = page([
  { id: 3, kind: 'REFUND' as const, delta: 20_000, balanceAfter: 55_000, time: '2026-03-02T11:00:00.000Z' },
  { id: 2, kind: 'REDEEM' as const, delta: -5_000, balanceAfter: 35_000, time: '2026-03-01T10:00:00.000Z' },
  { id: 1, kind: 'EARN' as const, delta: 60_000, balanceAfter: 60_000, time: '2026-02-28T10:00:00.000Z' },
]);

/**
 * A stub of the points calls over `state`: reads answer from it, a redeem or a conversion changes
 * it as the server would (unless `post` answers a POST first: a refusal, or a request held open).
 */
export function mallApi(state: MallState, post?: (url: string) => Response | Promise<Response> | undefined) {
  return mockApi((url, init) => {
    if (url.startsWith('/wps/system/publicKey')) return ok({ kid: 'k1', alg: 'RSA-OAEP-256+A256GCM', spki: 'AAAA' });
    const answer = init.method === 'POST' ? post?.(url) : undefined;
    if (answer) return answer;
    if (url.startsWith('/wps/relay/getPointReward')) return ok({ list: state.items });
    if (url.startsWith('/wps/relay/getPointConfig')) return ok(CONFIG);
    if (url.startsWith('/wps/relay/MCS2_getPointBalance')) return ok({ points: state.points });
    if (url.startsWith('/wps/relay/getRedeemPointList')) return ok(REDEMPTIONS);
    if (url.startsWith('/wps/relay/ODSFE2_MemTransDet')) return ok(MOVEMENTS);
    if (url.startsWith('/wps/relay/MCS2_redeemPointReward')) {
      const body = JSON.parse(String(init.body)) as { itemId: number; quantity: number };
      const item = state.items.find((i) => i.id === body.itemId)!;
      state.points -= item.points * body.quantity;
      state.balance += item.kind === 'CASH' ? item.amount * body.quantity : 0;
      const redemption = { ...REDEMPTIONS.list[1]!, itemId: item.id, name: item.name, kind: item.kind, quantity: body.quantity };
      return ok({ redemption, points: state.points, balance: item.kind === 'CASH' ? state.balance : null });
    }
    if (url.startsWith('/wps/relay/convertPoint')) {
      const body = JSON.parse(String(init.body)) as { points: number };
      state.points -= body.points;
      state.balance += 1_200;
      return ok({ points: state.points, amount: 1_200, balance: state.balance });
    }
    return fail('NOT_FOUND', 404);
  });
}
