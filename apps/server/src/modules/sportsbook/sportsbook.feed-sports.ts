import type { SportsResult } from '@jade/contract/sportsbook';
import { offeredOdds } from '@jade/engines/sportsbook/index';
import type { FeedFixture, FeedState } from './sportsbook.feed';

/**
 * The simulated feed's other sports (the football, e-sport and cockfight fixtures are in
 * sportsbook.feed.ts): cricket (a T20), basketball, tennis (best of three sets), volleyball (best
 * of five) and kabaddi. Each is priced from a model whose parameters come from the fixture's seed,
 * and its result is drawn from the same model (prices close to fair before the margin). They are
 * offered before the start only: while one runs its score moves and its markets stay suspended
 * (the model has no in-play prices for them).
 */

const MIN = 60_000;
const MARGIN_BP = 600;
export type OtherKind = 'R' | 'B' | 'T' | 'V' | 'K';
/** How long each runs. */
export const OTHER_LENGTH: Record<OtherKind, number> = { R: 180 * MIN, B: 120 * MIN, T: 90 * MIN, V: 90 * MIN, K: 60 * MIN };

type Uniform = (label: string) => number;
type Base = Pick<FeedFixture, 'key' | 'startsAt'>;

/** The standard normal distribution function (Abramowitz and Stegun 7.1.26, error below 1.5e-7). */
export function normalCdf(x: number) {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const erf =
    1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-z * z);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}
/** A normal draw (Box–Muller) from two uniforms. */
const normal = (u: Uniform, label: string, mean: number, sd: number) =>
  mean + sd * Math.sqrt(-2 * Math.log(1 - u(`${label}:a`))) * Math.cos(2 * Math.PI * u(`${label}:b`));
const half = (x: number) => Math.floor(x) + 0.5;
const pick = <T>(xs: readonly T[], u: number) => xs[Math.floor(u * xs.length)]!;
const twoOf = (xs: readonly string[], u: Uniform) => {
  const home = pick(xs, u('home'));
  return {
    home,
    away: pick(
      xs.filter((x) => x !== home),
      u('away'),
    ),
  };
};
const priced = (pairs: [string, number][]) => pairs.map(([code, p]) => ({ code, odds: offeredOdds(p, MARGIN_BP) }));

const TEAMS: Record<OtherKind, readonly string[]> = {
  R: ['Kathmandu Kings', 'Pokhara Rhinos', 'Lalitpur Patriots', 'Biratnagar Warriors', 'Chitwan Tigers', 'Janakpur Bolts'],
  B: ['Kathmandu Hoopers', 'Pokhara Peaks', 'Lalitpur Lancers', 'Bhaktapur Bulls', 'Dharan Dunkers', 'Butwal Blaze'],
  T: ['A. Shrestha', 'B. Gurung', 'C. Tamang', 'D. Rai', 'E. Magar', 'F. Thapa'],
  V: ['Tribhuvan Army', 'Nepal Police', 'APF Club', 'Kathmandu Spikers', 'Pokhara Smashers', 'Dhangadhi Setters'],
  K: ['Kathmandu Raiders', 'Pokhara Panthers', 'Lumbini Lions', 'Karnali Chargers', 'Sudur Stallions', 'Koshi Cobras'],
};
const COMPETITION: Record<OtherKind, string> = {
  R: 'Nepal T20 League',
  B: 'Nepal Basketball League',
  T: 'Himalayan Open',
  V: 'National Volleyball League',
  K: 'Nepal Kabaddi League',
};
const SPORT = { R: 'CRICKET', B: 'BASKETBALL', T: 'TENNIS', V: 'VOLLEYBALL', K: 'KABADDI' } as const;

/** Points sports: each side's points normal around the total's half ± half the spread; their difference has this deviation. */
const POINTS = { B: { total: [150, 30], spread: 16, sd: 14 }, K: { total: [66, 12], spread: 12, sd: 9 } } as const;
/** A set sport's chance of the match for a home chance `q` of each set (best of `sets`). */
export function setScores(q: number, sets: 3 | 5): Record<string, number> {
  const need = (sets + 1) / 2;
  const out: Record<string, number> = {};
  const choose = (n: number, k: number): number => (k === 0 ? 1 : (choose(n - 1, k - 1) * n) / k);
  for (let lost = 0; lost < need; lost++) {
    out[`${need}-${lost}`] = choose(need - 1 + lost, lost) * q ** need * (1 - q) ** lost;
    out[`${lost}-${need}`] = choose(need - 1 + lost, lost) * (1 - q) ** need * q ** lost;
  }
  return out;
}

type Params = { home: string; away: string; p: number; runs: number; spread: number; total: number; q: number };

/** The model of a fixture from its seed (teams, then each parameter, always in this order: the fixture and its result read them alike). */
export function paramsOf(kind: OtherKind, u: Uniform): Params {
  const teams = twoOf(TEAMS[kind], u);
  const points = kind === 'B' || kind === 'K' ? POINTS[kind] : POINTS.B;
  return {
    ...teams,
    p: 0.3 + u('p') * 0.4,
    runs: 140 + u('runs') * 40,
    spread: (u('spread') - 0.5) * points.spread,
    total: points.total[0] + u('total') * points.total[1],
    q: 0.3 + u('q') * 0.4,
  };
}

/** The first innings' runs spread around their expectation. */
const RUNS_SD = 20;

/** A fixture of one of these sports: its teams, competition and priced markets. */
export function otherFixture(kind: OtherKind, base: Base, u: Uniform): FeedFixture {
  const x = paramsOf(kind, u);
  const common = {
    ...base,
    vendor: 'SUMMIT' as const,
    sport: SPORT[kind],
    competition: COMPETITION[kind],
    home: x.home,
    away: x.away,
    homeRate: 0,
    awayRate: 0,
    marginBp: MARGIN_BP,
  };
  if (kind === 'R') {
    const line = half(x.runs);
    const over = 1 - normalCdf((line - x.runs) / RUNS_SD);
    return {
      ...common,
      markets: [
        {
          kind: 'CRICKET_WINNER',
          selections: priced([
            ['HOME', x.p],
            ['AWAY', 1 - x.p],
          ]),
        },
        {
          kind: 'INNINGS_RUNS',
          period: 1,
          line,
          selections: priced([
            ['OVER', over],
            ['UNDER', 1 - over],
          ]),
        },
      ],
    };
  }
  if (kind === 'B' || kind === 'K') {
    const { sd } = POINTS[kind];
    const line = -half(x.spread);
    const ouLine = half(x.total);
    const ah = 1 - normalCdf((-line - x.spread) / sd);
    const over = 1 - normalCdf((ouLine - x.total) / (sd * 1.2));
    const winner: FeedFixture['markets'][number] =
      kind === 'B'
        ? {
            kind: 'MATCH_WINNER',
            selections: priced([
              ['HOME', normalCdf(x.spread / sd)],
              ['AWAY', normalCdf(-x.spread / sd)],
            ]),
          }
        : {
            kind: 'MATCH_RESULT',
            selections: priced([
              ['HOME', 1 - normalCdf((0.5 - x.spread) / sd)],
              ['DRAW', normalCdf((0.5 - x.spread) / sd) - normalCdf((-0.5 - x.spread) / sd)],
              ['AWAY', normalCdf((-0.5 - x.spread) / sd)],
            ]),
          };
    return {
      ...common,
      markets: [
        winner,
        {
          kind: 'ASIAN_HANDICAP',
          line,
          selections: priced([
            ['HOME', ah],
            ['AWAY', 1 - ah],
          ]),
        },
        {
          kind: 'OVER_UNDER',
          line: ouLine,
          selections: priced([
            ['OVER', over],
            ['UNDER', 1 - over],
          ]),
        },
      ],
    };
  }
  const sets = kind === 'T' ? 3 : 5;
  const dist = setScores(x.q, sets);
  const sum = (keep: (h: number, a: number) => boolean) =>
    Object.entries(dist).reduce((acc, [k, p]) => {
      const [h, a] = k.split('-').map(Number) as [number, number];
      return keep(h, a) ? acc + p : acc;
    }, 0);
  const win = sum((h, a) => h > a);
  const byTwo = sum((h, a) => h - a >= 2);
  const ouLine = sets === 3 ? 2.5 : 3.5;
  const over = sum((h, a) => h + a > ouLine);
  return {
    ...common,
    markets: [
      {
        kind: 'MATCH_WINNER',
        selections: priced([
          ['HOME', win],
          ['AWAY', 1 - win],
        ]),
      },
      {
        kind: 'ASIAN_HANDICAP',
        line: -1.5,
        selections: priced([
          ['HOME', byTwo],
          ['AWAY', 1 - byTwo],
        ]),
      },
      {
        kind: 'OVER_UNDER',
        line: ouLine,
        selections: priced([
          ['OVER', over],
          ['UNDER', 1 - over],
        ]),
      },
    ],
  };
}

type Final = { result: SportsResult; score: { home: number; away: number }; sets?: ('home' | 'away')[] };

/** The final result of a fixture of these sports, drawn from its model (`u`: the result's own draws). */
function finalOf(kind: OtherKind, x: Params, u: Uniform): Final {
  if (kind === 'R') {
    const first = Math.max(60, Math.round(normal(u, 'first', x.runs, RUNS_SD)));
    const home = u('winner') < x.p;
    // The home side bats first: it wins when the chase falls short.
    const second = home ? Math.max(40, first - 1 - Math.floor(u('by') * 40)) : first + 1 + Math.floor(u('by') * 6);
    const score = { home: first, away: second };
    return { result: { winner: home ? 'HOME' : 'AWAY', innings: [first, second], score }, score };
  }
  if (kind === 'B' || kind === 'K') {
    const { sd } = POINTS[kind];
    let diff = Math.round(normal(u, 'diff', x.spread, sd));
    // Basketball plays overtime: no tie.
    if (kind === 'B' && diff === 0) diff = u('ot') < 0.5 ? 1 : -1;
    const total = Math.max(Math.abs(diff) + 10, Math.round(normal(u, 'total', x.total, sd * 1.2)));
    const home = Math.round((total + diff) / 2);
    const score = { home, away: home - diff };
    return { result: { score }, score };
  }
  const need = kind === 'T' ? 2 : 3;
  const score = { home: 0, away: 0 };
  const sets: ('home' | 'away')[] = [];
  while (score.home < need && score.away < need) {
    const side = u('set') < x.q ? 'home' : 'away';
    score[side]++;
    sets.push(side);
  }
  return { result: { score }, score, sets };
}

/**
 * What a fixture of these sports is `t` after its start: live with its score so far (its markets
 * suspended), then ended with its result. `fixtureU` gives the fixture's own draws afresh.
 */
export function otherState(kind: OtherKind, fixtureU: Uniform, resultU: Uniform, t: number): FeedState {
  const f = finalOf(kind, paramsOf(kind, fixtureU), resultU);
  if (t >= OTHER_LENGTH[kind]) return { phase: 'ENDED', result: f.result };
  const done = t / OTHER_LENGTH[kind];
  const { home, away } = f.score;
  let score: { home: number; away: number };
  if (kind === 'R')
    // The first innings in the first half, the chase in the second.
    score = { home: Math.round(home * Math.min(1, done * 2)), away: Math.round(away * Math.max(0, done * 2 - 1)) };
  else if (f.sets) {
    const played = f.sets.slice(0, Math.min(f.sets.length - 1, Math.floor(done * f.sets.length)));
    score = { home: played.filter((s) => s === 'home').length, away: played.filter((s) => s === 'away').length };
  } else score = { home: Math.floor(home * done), away: Math.floor(away * done) };
  return { phase: 'LIVE', suspended: true, score };
}
