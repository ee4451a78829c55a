import { createHash } from 'node:crypto';
import type { OpsSportsCreateEvent, SportsResult } from '@jade/contract/sportsbook';
import { COCKFIGHT_DRAW_ODDS, offeredOdds, priceFootballMarket, scoreMatrix, type Market } from '@jade/engines/sportsbook/index';
import { OTHER_LENGTH, otherFixture, otherState, type OtherKind } from './sportsbook.feed-sports';

/**
 * Where the book's events come from: a feed gives the fixtures of a time window and, for one of
 * them at a time, its state (live score and prices, or the result once ended). A real provider
 * adds its adapter to SPORTS_FEEDS and is chosen by name (`sportsFeed(name)`); the demo's
 * `simulatedFeed` is deterministic from its seed: the same seed gives the same fixtures, goals and
 * results on every node and after every restart.
 */
export type FeedFixture = Omit<OpsSportsCreateEvent, 'startsAt'> & { key: string; startsAt: Date };
export type FeedState =
  | { phase: 'SCHEDULED' }
  /** `odds[i][code]`: market i's prices now; `suspended`: no bets while it runs (a cockfight). */
  | { phase: 'LIVE'; score?: { home: number; away: number }; odds?: Record<string, number>[]; suspended?: boolean }
  | { phase: 'ENDED'; result: SportsResult };

export interface SportsFeed {
  name: string;
  /** The fixtures starting in [from, to). */
  fixtures(from: Date, to: Date): FeedFixture[];
  /** What the fixture `key` (starting at `startsAt`) is at `now`. */
  state(key: string, startsAt: Date, now: Date): FeedState;
}

const DAY = 86_400_000;
const MIN = 60_000;
const MARGIN_BP = 600;
/** How long each kind runs: football 95 minutes (90 played), an e-sport series an hour, a cockfight ten minutes. */
const LENGTH = { F: 95 * MIN, E: 60 * MIN, C: 10 * MIN };
type Kind = 'F' | 'E' | 'C' | OtherKind;
const isOther = (k: Kind): k is OtherKind => k in OTHER_LENGTH;
/**
 * The day's slots (UTC minutes), every two hours: a football match at the even hour, a cockfight at
 * its 45th minute and an e-sport series at half past the odd hour, so that at any time of day
 * something is live (a match runs 95 minutes, the series covers the half hour to the next match).
 * Then every four hours a T20, a basketball game, a tennis match, a volleyball match and a kabaddi
 * match (sportsbook.feed-sports.ts). A fixture's key holds its slot's index, so slots are only
 * ever added at the end.
 */
const SLOTS: { kind: Kind; at: number }[] = [
  ...Array.from({ length: 12 }, (_, i) => [
    { kind: 'F' as const, at: i * 120 },
    { kind: 'C' as const, at: i * 120 + 45 },
    { kind: 'E' as const, at: i * 120 + 90 },
  ]).flat(),
  ...Array.from({ length: 6 }, (_, i) => [
    { kind: 'R' as const, at: i * 240 + 15 },
    { kind: 'B' as const, at: i * 240 + 60 },
    { kind: 'T' as const, at: i * 240 + 120 },
    { kind: 'V' as const, at: i * 240 + 150 },
    { kind: 'K' as const, at: i * 240 + 200 },
  ]).flat(),
];
const CLUBS = [
  'Kathmandu FC',
  'Pokhara United',
  'Lalitpur City',
  'Biratnagar Rovers',
  'Chitwan Rhinos',
  'Butwal Stars',
  'Dharan Athletic',
  'Janakpur Lions',
];
const TEAMS = ['Everest Esports', 'Yeti Gaming', 'Himal Five', 'Terai Titans'];
const COCKS = ['Red Meron', 'Black Wala', 'Golden Spur', 'Iron Beak'];

/** Uniform numbers in [0, 1) from the seed, the fixture and a label. */
function rng(seed: string, key: string) {
  let n = 0;
  return (label: string) => {
    const h = createHash('sha256').update(`${seed}:${key}:${label}:${n++}`).digest();
    return h.readUInt32BE(0) / 2 ** 32;
  };
}
const pick = <T>(xs: readonly T[], u: number) => xs[Math.floor(u * xs.length)]!;
/** A Poisson count by inversion. */
function poissonDraw(rate: number, u: number) {
  let k = 0;
  let p = Math.exp(-rate);
  let c = p;
  while (u > c && k < 10) {
    p = (p * rate) / ++k;
    c += p;
  }
  return k;
}
const quarter = (x: number) => Math.round(x * 4) / 4;

function fixtureOf(seed: string, day: number, slot: number): FeedFixture {
  const { kind, at } = SLOTS[slot]!;
  const key = `SIM-${kind}-${day}-${slot}`;
  const u = rng(seed, key);
  const startsAt = new Date(day * DAY + at * MIN);
  if (isOther(kind)) return otherFixture(kind, { key, startsAt }, u);
  if (kind === 'F') {
    const home = pick(CLUBS, u('home'));
    const away = pick(
      CLUBS.filter((c) => c !== home),
      u('away'),
    );
    const homeRate = 0.8 + u('hr') * 1.4;
    const awayRate = 0.6 + u('ar') * 1.2;
    const line = Math.max(-2, Math.min(2, quarter(awayRate - homeRate)));
    return {
      key,
      startsAt,
      vendor: 'SUMMIT',
      sport: 'FOOTBALL',
      competition: 'Nepal Super League',
      home,
      away,
      homeRate,
      awayRate,
      marginBp: MARGIN_BP,
      markets: [{ kind: 'MATCH_RESULT' }, { kind: 'ASIAN_HANDICAP', line }, { kind: 'OVER_UNDER', line: 2.5 }],
    };
  }
  const p = 0.3 + u('p') * 0.4;
  const two = (a: string, b: string) => [
    { code: a, odds: offeredOdds(p, MARGIN_BP) },
    { code: b, odds: offeredOdds(1 - p, MARGIN_BP) },
  ];
  const base = { key, startsAt, homeRate: 0, awayRate: 0, marginBp: MARGIN_BP };
  if (kind === 'E') {
    const home = pick(TEAMS, u('home'));
    const away = pick(
      TEAMS.filter((t) => t !== home),
      u('away'),
    );
    return {
      ...base,
      vendor: 'IMES',
      sport: 'ESPORTS',
      competition: 'Himalayan Masters (best of 3)',
      home,
      away,
      markets: [{ kind: 'MAP_WINNER', selections: two('HOME', 'AWAY') }],
    };
  }
  const home = pick(COCKS, u('home'));
  const away = pick(
    COCKS.filter((c) => c !== home),
    u('away'),
  );
  return {
    ...base,
    vendor: 'DS88',
    sport: 'COCKFIGHT',
    competition: 'DS88 Arena',
    home,
    away,
    markets: [{ kind: 'COCKFIGHT_WINNER', selections: [...two('MERON', 'WALA'), { code: 'DRAW', odds: COCKFIGHT_DRAW_ODDS }] }],
  };
}

/** A football match's goals: each side's count from its rate, at minutes 1–90. */
function goalsOf(seed: string, f: FeedFixture) {
  const u = rng(seed, `${f.key}:goals`);
  const minutes = (rate: number) => Array.from({ length: poissonDraw(rate, u('n')) }, () => 1 + Math.floor(u('m') * 90));
  return { home: minutes(f.homeRate), away: minutes(f.awayRate) };
}

/** Prices of a market now: the remaining goals' model shifted by the score. */
function livePrices(f: FeedFixture, score: { home: number; away: number }, left: number) {
  const rest = scoreMatrix(f.homeRate * left, f.awayRate * left, 10);
  const size = 11 + Math.max(score.home, score.away);
  const m = Array.from({ length: size }, (_, h) =>
    Array.from({ length: size }, (_, a) => rest[h - score.home]?.[a - score.away] ?? 0),
  );
  return f.markets.map((x) => {
    const market = {
      kind: x.kind,
      selections:
        x.kind === 'MATCH_RESULT' ? ['HOME', 'DRAW', 'AWAY'] : x.kind === 'OVER_UNDER' ? ['OVER', 'UNDER'] : ['HOME', 'AWAY'],
      ...(x.line !== undefined ? { line: x.line } : {}),
    } as Market;
    return priceFootballMarket(m, market, MARGIN_BP);
  });
}

/** The demo's feed, deterministic from `seed`. */
export function simulatedFeed(seed: string): SportsFeed {
  const byKey = (key: string) => {
    const [, , day, slot] = key.split('-');
    return fixtureOf(seed, Number(day), Number(slot));
  };
  return {
    name: 'simulated',
    fixtures(from, to) {
      const out: FeedFixture[] = [];
      for (let day = Math.floor(from.getTime() / DAY); day * DAY < to.getTime(); day++)
        for (let slot = 0; slot < SLOTS.length; slot++) {
          const f = fixtureOf(seed, day, slot);
          if (f.startsAt >= from && f.startsAt < to) out.push(f);
        }
      return out;
    },
    state(key, startsAt, now) {
      const f = byKey(key);
      const kind = key.split('-')[1] as Kind;
      const t = now.getTime() - startsAt.getTime();
      if (t < 0) return { phase: 'SCHEDULED' };
      const u = rng(seed, `${key}:result`);
      if (isOther(kind)) return otherState(kind, rng(seed, key), u, t);
      if (kind === 'F') {
        const goals = goalsOf(seed, f);
        const minute = Math.min(90, Math.floor(t / MIN));
        const score = { home: goals.home.filter((g) => g <= minute).length, away: goals.away.filter((g) => g <= minute).length };
        if (t >= LENGTH.F) return { phase: 'ENDED', result: { score } };
        return { phase: 'LIVE', score, odds: livePrices(f, score, (90 - minute) / 90) };
      }
      if (t < LENGTH[kind]) return { phase: 'LIVE', suspended: kind === 'C' };
      if (kind === 'C') {
        const x = u('winner');
        return { phase: 'ENDED', result: { winner: x < 0.05 ? 'DRAW' : x < 0.525 ? 'HOME' : 'AWAY' } };
      }
      // The series as its prices say: the home side's chance of a map from its odds, the margin taken out.
      const [h, a] = f.markets[0]!.selections!.map((s) => 1 / s.odds!);
      const p = h! / (h! + a!);
      const maps: ('HOME' | 'AWAY')[] = [];
      while (maps.filter((m) => m === 'HOME').length < 2 && maps.filter((m) => m === 'AWAY').length < 2)
        maps.push(u('map') < p ? 'HOME' : 'AWAY');
      return { phase: 'ENDED', result: { maps } };
    },
  };
}

/** The feeds the book knows, by name (a real provider's adapter goes here). */
export const SPORTS_FEEDS: Record<string, (seed: string) => SportsFeed> = { simulated: simulatedFeed };
export const sportsFeed = (name = 'simulated', seed = 'jade-demo') => (SPORTS_FEEDS[name] ?? simulatedFeed)(seed);
