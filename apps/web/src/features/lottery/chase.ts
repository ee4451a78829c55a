import type { LotteryChase, LotterySlipStatus } from '@jade/contract/lottery';

/**
 * A number chase's bounds as the server takes them (`LotteryPlaceChase.multipliers` in the
 * contract: 2–120 draws, each multiplier 1–10,000; chase.test.ts checks them against it).
 */
export const CHASE_DRAWS = { min: 2, max: 120 } as const;
export const MAX_MULTIPLIER = 10_000;
/** The factors a multiplier plan offers (×2 doubles; past ×10 the 10,000 cap comes within a few draws). */
export const CHASE_FACTOR = { min: 2, max: 10 } as const;

/**
 * How the multiplier goes from draw to draw: the same on every draw (flat), or multiplied by
 * `factor` every `every` draws (a doubling plan is factor 2 every draw).
 */
export type ChasePlan = { draws: number; kind: 'flat' | 'multiply'; factor: number; every: number };

/** The chase options as the member types them on the slip. */
export type ChaseForm = { draws: string; kind: ChasePlan['kind']; factor: string; every: string; stopOnWin: boolean };

/** The options of a new chase: 5 draws, the same multiplier, doubling when a plan is chosen. */
export const CHASE_FORM: ChaseForm = { draws: '5', kind: 'flat', factor: '2', every: '1', stopOnWin: false };

const whole = (text: string) => (/^\d{1,4}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/** The plan of the typed options (a count that is not a whole number reads as NaN, which `planProblem` names). */
export const planOf = (form: ChaseForm): ChasePlan => ({
  draws: whole(form.draws),
  kind: form.kind,
  factor: whole(form.factor),
  every: whole(form.every),
});

/** Why a plan cannot be sent, as a translation key of `lottery.chase` (null: it can). */
export type PlanProblem = 'drawsRange' | 'factorRange' | 'everyRange' | 'tooHigh' | null;

/**
 * The multiplier of each draw of a plan from the slip's multiplier `base`: draw k (from 0) plays
 * `base × factor^floor(k / every)`. Empty when the plan has no valid draw count.
 */
export function chaseMultipliers(base: number, plan: ChasePlan): number[] {
  if (!Number.isInteger(plan.draws) || plan.draws < 1 || plan.draws > CHASE_DRAWS.max) return [];
  const grow = plan.kind === 'multiply' && plan.factor >= 1 && plan.every >= 1;
  return Array.from({ length: plan.draws }, (_, k) => (grow ? base * plan.factor ** Math.floor(k / plan.every) : base));
}

/**
 * What keeps a plan from being sent: a draw count out of the server's bounds, a factor out of the
 * offered ones, a step that never multiplies (every ≥ draws), or a multiplier past 10,000.
 */
export function planProblem(multipliers: number[], plan: ChasePlan): PlanProblem {
  if (!Number.isInteger(plan.draws) || plan.draws < CHASE_DRAWS.min || plan.draws > CHASE_DRAWS.max) return 'drawsRange';
  if (plan.kind === 'multiply') {
    const { factor, every } = plan;
    if (!Number.isInteger(factor) || factor < CHASE_FACTOR.min || factor > CHASE_FACTOR.max) return 'factorRange';
    if (!Number.isInteger(every) || every < 1 || every >= plan.draws) return 'everyRange';
  }
  if (multipliers.some((m) => m > MAX_MULTIPLIER)) return 'tooHigh';
  return null;
}

/**
 * Each draw's stake and the plan's total: a draw costs the slip's total at multiplier 1 (tickets ×
 * unit) times its multiplier. Only the first is taken at the start; each next one when its slip is
 * placed, after the draw before is settled.
 */
export function chaseTotals(perMultiplier: number, multipliers: number[]) {
  const draws = multipliers.map((m) => perMultiplier * m);
  return { draws, first: draws[0] ?? 0, total: draws.reduce((a, b) => a + b, 0) };
}

/**
 * A chase's draw as the member reads it: a placed slip (its status and win), or a draw not placed
 * — still to come while the chase is active, cancelled when the member cancelled it, else not
 * played (the chase stopped on a win or on a refusal).
 */
export type ChaseDrawRow = {
  index: number;
  drawNo: string | null;
  multiplier: number;
  total: number | null;
  status: LotterySlipStatus | 'TO_COME' | 'CANCELLED' | 'NOT_PLAYED';
  win: number | null;
};

/** Every draw of a chase's plan, the placed ones first, in order. */
export function chaseDrawRows(chase: LotteryChase): ChaseDrawRow[] {
  const first = chase.draws[0];
  // Tickets × unit: the first slip's total at multiplier 1 (every draw plays the same lines).
  const perMultiplier = first && first.multiplier > 0 ? first.total / first.multiplier : null;
  const unplayed = chase.status === 'ACTIVE' ? 'TO_COME' : chase.status === 'CANCELLED' ? 'CANCELLED' : 'NOT_PLAYED';
  return chase.multipliers.map((multiplier, index) => {
    const d = chase.draws[index];
    if (d) return { index, drawNo: d.drawNo, multiplier: d.multiplier, total: d.total, status: d.status, win: d.win };
    return {
      index,
      drawNo: null,
      multiplier,
      total: perMultiplier === null ? null : perMultiplier * multiplier,
      status: unplayed,
      win: null,
    };
  });
}

/**
 * What a cancel gave back: the stakes of the chase's slips refunded by it (those refunded in the
 * answer that were not refunded before it). A slip still being refunded (PENDING) is not counted.
 */
export function cancelRefund(before: LotteryChase | undefined, after: LotteryChase): number {
  const wasRefunded = new Set(before?.draws.filter((d) => d.status === 'REFUNDED').map((d) => d.slipId));
  return after.draws.filter((d) => d.status === 'REFUNDED' && !wasRefunded.has(d.slipId)).reduce((n, d) => n + d.total, 0);
}

/** The stake a cancel gives back if it comes before the draw closes: the chase's slips still open. */
export const refundable = (chase: LotteryChase) =>
  chase.draws.filter((d) => d.status === 'OPEN').reduce((n, d) => n + d.total, 0);
