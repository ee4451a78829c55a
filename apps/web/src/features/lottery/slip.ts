import type { LotteryBetLine, LotteryBetType, LotteryFamily } from '@jade/contract/lottery';
import { MAX_TICKETS, permutationsOf, shapeOf, ticketCount, type BetShape } from '@jade/engines/lottery/bets';
import type { Rng } from '@jade/engines/rng';

/** A slip's terms as the member set them: its lines, the unit stake (minor units) and the multiplier. */
export type SlipTerms = { lines: LotteryBetLine[]; unit: number; multiplier: number };

/** What the slip shows before it is confirmed. */
export type SlipFigures = { tickets: number; stake: number; total: number; potentialWin: number; lineWins: number[] };

/** The odds key that pays most for one ticket of a line, and the share of it (4D ibox: ÷ its orders). */
function bestOdds(line: LotteryBetLine, odds: Record<string, number>): { odds: number; div: number } {
  const type: LotteryBetType = line.type;
  const picks = line.picks[0] ?? [];
  if (type === 'SUM') return { odds: Math.max(0, ...picks.map((s) => odds[`SUM_${s}`] ?? 0)), div: 1 };
  if (/^(BIG|SMALL)(_BOX|_IBOX)?$/.test(type)) {
    const key = `${type.startsWith('BIG') ? 'BIG' : 'SMALL'}_1`;
    const div = type.endsWith('IBOX') ? Math.min(...picks.map((p) => permutationsOf(p).length)) : 1;
    return { odds: odds[key] ?? 0, div: Number.isFinite(div) ? div : 1 };
  }
  return { odds: odds[type] ?? 0, div: 1 };
}

/**
 * The slip's figures, counted by the engine the server charges with (`ticketCount`): the tickets,
 * the stake of one ticket (unit × multiplier), the total (Σ tickets × stake) and the potential win —
 * what one winning ticket of each line pays at its best odds, `floor(stake × odds / (100 × div))`
 * as settlement pays it (a lô: one occurrence).
 */
export function slipFigures(family: LotteryFamily, terms: SlipTerms, odds: Record<string, number> | undefined): SlipFigures {
  const stake = terms.unit * terms.multiplier;
  const tickets = terms.lines.reduce((n, l) => n + ticketCount(family, l), 0);
  const lineWins = terms.lines.map((l) => {
    if (!odds) return 0;
    const best = bestOdds(l, odds);
    return Math.floor((stake * best.odds) / (100 * best.div));
  });
  return { tickets, stake, total: tickets * stake, potentialWin: lineWins.reduce((a, b) => a + b, 0), lineWins };
}

/** Why a selection cannot go on the slip yet, as a translation key and its values (null: it can). */
export function selectionProblem(
  shape: BetShape,
  picks: string[][],
  tickets: number,
): { key: 'pickAtLeast' | 'tooMany'; count: number } | null {
  const least = shape.groups > 1 ? 1 : shape.ordered ? 2 : shape.k;
  if (picks.length !== shape.groups || picks.some((g) => g.length < least)) return { key: 'pickAtLeast', count: least };
  if (tickets > MAX_TICKETS) return { key: 'tooMany', count: MAX_TICKETS };
  return null;
}

/** The shape of a type in a family (re-exported for the board, which draws one group per position). */
export const betShape = (family: LotteryFamily, type: LotteryBetType) => shapeOf(family, type);

/** A slip's own key: made once per slip terms, sent again with every retry of the same terms. */
export function newClientKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The browser's randomness as the engine's `Rng` (the board's "random" quick pick; no fairness needed). */
export const browserRng: Rng = {
  next: () => {
    const u = new Uint32Array(1);
    crypto.getRandomValues(u);
    return u[0]! / 2 ** 32;
  },
  int(n: number) {
    return Math.floor(this.next() * n);
  },
};
