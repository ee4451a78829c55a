import { BET_TYPES, type LotteryBetType } from './bets';
import type { LotteryFamily } from './layouts';

/**
 * An odds table: what one ticket returns per unit staked, stake included, in hundredths (950 =
 * 9.5×), by odds key. The key is the bet type, except SEA 4D (one per prize: `BIG_1`, `BIG_2`,
 * `BIG_3`, `BIG_S`, `BIG_C`, `SMALL_1`…`SMALL_3`, shared by the box and ibox bets) and the dice sum
 * (`SUM_4` … `SUM_17`). LO2 pays its odds per occurrence.
 */
export type OddsTable = Record<string, number>;

const FOUR_D_KEYS = ['BIG_1', 'BIG_2', 'BIG_3', 'BIG_S', 'BIG_C', 'SMALL_1', 'SMALL_2', 'SMALL_3'];
const SUM_KEYS = Array.from({ length: 14 }, (_, i) => `SUM_${i + 4}`);

/** The keys an odds table of the family must have. */
export function oddsKeys(family: LotteryFamily): string[] {
  if (family === 'SEA_4D') return FOUR_D_KEYS;
  const types: readonly string[] = BET_TYPES[family];
  return family === 'DICE_3' ? [...types.filter((t) => t !== 'SUM'), ...SUM_KEYS] : [...types];
}

/** The odds key of a ticket of type `type` that matched prize `prize` (4D) or sum `sum` (dice). */
export function oddsKeyOf(type: LotteryBetType, match?: { prize?: string; sum?: number }): string {
  if (type === 'SUM') return `SUM_${match?.sum}`;
  if (match?.prize) {
    const side = type.startsWith('BIG') ? 'BIG' : 'SMALL';
    const tier = { first: '1', second: '2', third: '3', special: 'S', consolation: 'C' }[match.prize];
    return `${side}_${tier}`;
  }
  return type;
}

const vn = (lo: number, xien: [number, number, number], truot: [number, number, number]): OddsTable => ({
  LO2: lo,
  DE: 9500,
  DAU: 950,
  DUOI: 950,
  CANG3: 95_000,
  XIEN2: xien[0],
  XIEN3: xien[1],
  XIEN4: xien[2],
  TRUOT4: truot[0],
  TRUOT8: truot[1],
  TRUOT10: truot[2],
});

/**
 * The house's starting odds (the merchant sets its own per game and prize mode). Returns to the
 * player, exact (see odds.test.ts): Vietnamese 93–95 % (lô per occurrence: 27 × 3.5 / 100 north,
 * 18 × 5.2 / 100 south); SEA 4D the market's usual 64–65 %; fast 5D about 95 %; dice 92–97 %.
 */
export const DEFAULT_ODDS: Record<LotteryFamily, OddsTable> = {
  VN_NORTH: vn(350, [1700, 7700, 35_500], [285, 900, 1630]),
  VN_SOUTH: vn(520, [3600, 24_200, 171_000], [198, 426, 632]),
  SEA_4D: {
    BIG_1: 250_000,
    BIG_2: 100_000,
    BIG_3: 50_000,
    BIG_S: 18_000,
    BIG_C: 6000,
    SMALL_1: 350_000,
    SMALL_2: 200_000,
    SMALL_3: 100_000,
  },
  FAST_5D: {
    DIGIT: 950,
    BSOE: 195,
    SUM_BSOE: 195,
    STAR2: 9500,
    STAR3: 95_000,
    STAR5: 9_500_000,
    STAR2_GROUP: 4750,
    STAR3_GROUP3: 31_600,
    STAR3_GROUP6: 15_800,
    STAR5_GROUP120: 79_100,
  },
  DICE_3: {
    BSOE: 200,
    TRIPLE: 20_000,
    ANY_TRIPLE: 3400,
    PAIR: 1300,
    ...Object.fromEntries(
      [6800, 3400, 2000, 1350, 970, 820, 760, 760, 820, 970, 1350, 2000, 3400, 6800].map((o, i) => [`SUM_${i + 4}`, o]),
    ),
  },
};

/** Why an odds table does not fit the family (null when it does): every key, whole hundredths ≥ 100. */
export function checkOdds(family: LotteryFamily, odds: OddsTable): string | null {
  const keys = oddsKeys(family);
  const extra = Object.keys(odds).filter((k) => !keys.includes(k));
  if (extra.length) return `Unknown odds ${extra.join(', ')}.`;
  const missing = keys.filter((k) => odds[k] === undefined);
  if (missing.length) return `Odds missing for ${missing.join(', ')}.`;
  const bad = keys.filter((k) => !Number.isInteger(odds[k]) || odds[k]! < 100 || odds[k]! > 100_000_000);
  if (bad.length) return `Odds of ${bad.join(', ')} must be whole hundredths from 1.00× to 1,000,000×.`;
  return null;
}

/**
 * The odds a member of prize level `level` is paid (basis points of the table, 10,000 = the table):
 * each odd × level / 10,000, rounded down, never below 1.00× (a winning ticket returns its stake).
 */
export function oddsAtLevel(odds: OddsTable, level: number): OddsTable {
  if (level >= 10_000) return odds;
  return Object.fromEntries(Object.entries(odds).map(([k, o]) => [k, Math.max(100, Math.floor((o * level) / 10_000))]));
}
