import { z } from 'zod';
import { MinorUnits } from './common';

/**
 * The sportsbook (issue 19, decision 030): events of the sports (SUMMIT), e-sports (IMES) and
 * cockfight (DS88) vendors, their markets and selections, and the members' bets. Odds are integer
 * decimal odds in ten-thousandths (1.9500 = 19_500), as the engine's; money is minor units.
 */
export const SPORTS_VENDORS = ['SUMMIT', 'IMES', 'DS88'] as const;
export const SPORTS = ['FOOTBALL', 'CRICKET', 'BASKETBALL', 'TENNIS', 'VOLLEYBALL', 'KABADDI', 'ESPORTS', 'COCKFIGHT'] as const;
export const SPORTS_EVENT_STATES = ['SCHEDULED', 'LIVE', 'SUSPENDED', 'ENDED', 'SETTLED', 'CANCELLED'] as const;
export const SPORTS_MARKET_STATES = ['OPEN', 'SUSPENDED', 'SETTLED', 'VOID'] as const;
/** The engine's MARKET_KINDS (packages/engines/src/sportsbook/markets.ts; a server test keeps them equal). */
export const SPORTS_MARKET_KINDS = [
  'MATCH_RESULT',
  'ASIAN_HANDICAP',
  'OVER_UNDER',
  'BOTH_TEAMS_TO_SCORE',
  'CORRECT_SCORE',
  'MATCH_WINNER',
  'MAP_HANDICAP',
  'MAP_WINNER',
  'CRICKET_WINNER',
  'INNINGS_RUNS',
  'COCKFIGHT_WINNER',
] as const;
export const SPORTS_GRADES = ['WIN', 'LOSE', 'PUSH', 'HALF_WIN', 'HALF_LOSE', 'VOID'] as const;
export const SPORTS_BET_STATUSES = ['PENDING', 'OPEN', 'WON', 'LOST', 'VOID', 'CASHED_OUT'] as const;
export const SPORTS_ODDS_POLICIES = ['ANY', 'HIGHER', 'ASK'] as const;

export type SportsEventState = (typeof SPORTS_EVENT_STATES)[number];
export type SportsMarketState = (typeof SPORTS_MARKET_STATES)[number];
export type SportsBetStatus = (typeof SPORTS_BET_STATUSES)[number];

/** Odds: whole ten-thousandths above 1.0000, at most 1000.0000 (the engine's `isOdds`). */
export const SportsOdds = z.number().int().min(10_001).max(10_000_000);
const Id = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
const Name = z.string().trim().min(1).max(80);
/** A line: a multiple of 0.25 (the engine checks it per kind). */
const Line = z.number().min(-1000).max(1000);

export const SportsSelection = z.object({
  id: z.number().int(),
  code: z.string(),
  odds: z.number().int(),
  version: z.number().int(),
});
export const SportsMarket = z.object({
  id: z.number().int(),
  kind: z.enum(SPORTS_MARKET_KINDS),
  line: z.number().nullable(),
  period: z.number().int().nullable(),
  state: z.enum(SPORTS_MARKET_STATES),
  selections: z.array(SportsSelection),
});
export type SportsMarket = z.infer<typeof SportsMarket>;

/** What an event ended with (the engine's EventResult): each market reads the part it needs. */
export const SportsResult = z
  .object({
    score: z
      .object({ home: z.number().int().min(0).max(999), away: z.number().int().min(0).max(999) })
      .strict()
      .optional(),
    maps: z
      .array(z.enum(['HOME', 'AWAY']))
      .max(9)
      .optional(),
    innings: z.array(z.number().int().min(0).max(9999)).max(4).optional(),
    winner: z.enum(['HOME', 'AWAY', 'DRAW']).optional(),
  })
  .strict();
export type SportsResult = z.infer<typeof SportsResult>;

export const SportsEventSummary = z.object({
  id: z.number().int(),
  vendor: z.enum(SPORTS_VENDORS),
  sport: z.enum(SPORTS),
  competition: z.string(),
  home: z.string(),
  away: z.string(),
  startsAt: z.string(),
  state: z.enum(SPORTS_EVENT_STATES),
  score: z.object({ home: z.number().int(), away: z.number().int() }).nullable(),
  result: SportsResult.extend({ cancelled: z.boolean().optional() }).nullable(),
  resultVersion: z.number().int(),
});
export const SportsEvent = SportsEventSummary.extend({ markets: z.array(SportsMarket) });
export type SportsEvent = z.infer<typeof SportsEvent>;

/**
 * GET /sgw/events: events by sport, competition and state (default: those taking bets or
 * suspended a while), the soonest first; those over (ENDED, SETTLED, CANCELLED) the latest first.
 */
export const SportsEventsQuery = z
  .object({
    sport: z.enum(SPORTS).optional(),
    competition: Name.optional(),
    state: z.enum(SPORTS_EVENT_STATES).optional(),
    pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(50),
  })
  .strict();
export const SportsEventsPage = z.object({
  list: z.array(SportsEventSummary),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
/** GET /sgw/competitions?sport=: a sport's competitions with events to come or live, by name. */
export const SportsCompetitionsQuery = z.object({ sport: z.enum(SPORTS) }).strict();
export const SportsCompetition = z.object({
  name: z.string(),
  /** Events live now (or suspended a while). */
  live: z.number().int(),
  /** Events not started yet. */
  upcoming: z.number().int(),
});
export type SportsCompetition = z.infer<typeof SportsCompetition>;
export const SportsCompetitions = z.array(SportsCompetition);
export const SportsEventParams = z.object({ eventId: Id }).strict();
export const SportsMarketParams = z.object({ eventId: Id, marketId: Id }).strict();

/**
 * POST /sports/bets: a single (one leg) or a parlay (2–10 legs, one per event). `odds` are the
 * prices the member saw; `oddsPolicy` says what a changed price does: ANY takes the new price,
 * HIGHER takes it only when it is higher, ASK refuses any change (SPORTS_ODDS_CHANGED with the new odds).
 */
export const SportsPlaceBet = z
  .object({
    clientKey: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, '8-64 letters, digits, _ or -'),
    stake: z.number().int().min(1).max(1_000_000_000_00),
    legs: z
      .array(z.object({ selectionId: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER), odds: SportsOdds }).strict())
      .min(1)
      .max(10),
    oddsPolicy: z.enum(SPORTS_ODDS_POLICIES).default('ASK'),
  })
  .strict();
export type SportsPlaceBet = z.infer<typeof SportsPlaceBet>;

export const SportsBetLeg = z.object({
  eventId: z.number().int(),
  marketId: z.number().int(),
  selectionId: z.number().int(),
  home: z.string(),
  away: z.string(),
  kind: z.enum(SPORTS_MARKET_KINDS),
  line: z.number().nullable(),
  period: z.number().int().nullable(),
  code: z.string(),
  odds: z.number().int(),
  grade: z.enum(SPORTS_GRADES).nullable(),
});
/**
 * A leg as a sports bet's round carries it in the betting record (`detail.legs` of its credits, as
 * a vendor's detail would say): the bet's leg without its ids.
 */
export const SportsRecordLeg = SportsBetLeg.pick({
  home: true,
  away: true,
  kind: true,
  line: true,
  period: true,
  code: true,
  odds: true,
  grade: true,
});
export type SportsRecordLeg = z.infer<typeof SportsRecordLeg>;
/**
 * Cash-out (issue 19 item 5): what the book pays now for the bet's running stake, from the current
 * odds less the book's cash-out margin (the engine's `cashOutOffer`, never more than the bet could
 * still return). Only an OPEN bet whose every ungraded leg's market is OPEN has one; it changes with
 * every price move (live message `sportsCashOut`). A part of the stake is offered
 * `floor(part × amount / stake)` (what the web shows; the server pays at least that).
 */
export const SportsCashOutOffer = z.object({
  /** The offer for the whole running stake, minor units. */
  amount: MinorUnits,
  /** The running stake the offer is for (the bet's stake less the parts cashed out already). */
  stake: MinorUnits,
});
export type SportsCashOutOffer = z.infer<typeof SportsCashOutOffer>;

export const SportsBet = z.object({
  id: z.number().int(),
  vendor: z.enum(SPORTS_VENDORS),
  status: z.enum(SPORTS_BET_STATUSES),
  stake: MinorUnits,
  /** The product of the legs' odds, ten-thousandths, rounded down (display). */
  totalOdds: z.number().int(),
  /** What the bet returns if every leg wins (stake included). */
  maxPayout: MinorUnits,
  /** Once settled: what it returned (stake included; 0 for a loss). */
  return: MinorUnits.nullable(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
  legs: z.array(SportsBetLeg),
  /** The stake still running: `stake` less the parts cashed out (equal to `stake` until a partial cash-out). */
  runningStake: MinorUnits,
  /** What cash-outs of this bet have paid so far (all parts; a CASHED_OUT bet's whole return). */
  cashedOut: MinorUnits,
  /** The cash-out offer now, or null (settled, cashed out, a market suspended, a leg lost, still PENDING). */
  cashOut: SportsCashOutOffer.nullable(),
});
export type SportsBet = z.infer<typeof SportsBet>;

export const SportsBetParams = z.object({ betId: Id }).strict();
/**
 * POST /sgw/bets/:betId/cash-out: the member accepts `amount` for `stakePart` of the running stake
 * (absent: all of it, a full cash-out). Checked again at once under the bet's locks: every open
 * leg's market still OPEN and the offer recomputed from the current odds at least `amount` (the
 * member is paid the recomputed offer, never less than accepted). Refusals, nothing moved:
 * SPORTS_CASHOUT_NOT_FOUND (no such bet of this member), SPORTS_CASHOUT_UNAVAILABLE (no offer now:
 * suspended, settled, already cashed out, a leg lost), SPORTS_CASHOUT_CHANGED (the offer fell; the
 * new offer for the whole running stake in the error envelope's `value[0]` as
 * `{ path: 'amount', message: '<minor units>' }`), SPORTS_CASHOUT_PART (`stakePart` above the running stake).
 * A partial cash-out leaves the bet OPEN on the rest, its potential return reduced in proportion.
 */
export const SportsCashOut = z
  .object({
    amount: z.number().int().min(1).max(1_000_000_000_00),
    stakePart: z.number().int().min(1).max(1_000_000_000_00).optional(),
  })
  .strict();
export type SportsCashOut = z.infer<typeof SportsCashOut>;
/**
 * The bet after the cash-out (CASHED_OUT, or OPEN on the rest), what this cash-out pays, and the
 * balance after it (null when the wallet did not answer in time: the payment is retried by the
 * book's job with the same transaction id and the `balance` live message tells when it lands).
 */
export const SportsCashedOut = z.object({ bet: SportsBet, paid: MinorUnits, balance: MinorUnits.nullable() });
export type SportsCashedOut = z.infer<typeof SportsCashedOut>;
export const SportsPlacedBet = z.object({ bet: SportsBet, balance: MinorUnits });

export const SportsMyBetsQuery = z
  .object({
    state: z.enum(['open', 'settled']).optional(),
    pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(50).default(20),
  })
  .strict();
export const SportsMyBetsPage = z.object({
  list: z.array(SportsBet),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});

/** The book's limits (minor units) and the live bets' delay: GET|PUT /ops/sports/settings. */
export const SportsSettings = z
  .object({
    minStake: z.number().int().min(1).max(1_000_000_000_00),
    maxStake: z.number().int().min(1).max(1_000_000_000_00),
    maxPayout: z.number().int().min(1).max(1_000_000_000_00),
    maxLiability: z.number().int().min(1).max(1_000_000_000_000),
    liveDelayMs: z.number().int().min(0).max(30_000),
    /** The cash-out margin in basis points taken off the fair value (default 500 = 5 %). */
    cashOutMarginBp: z.number().int().min(0).max(5_000).default(500),
  })
  .strict();
export type SportsSettings = z.infer<typeof SportsSettings>;

/** POST /ops/sports/events: an event with its markets; a market without odds is priced by the football model. */
export const OpsSportsCreateEvent = z
  .object({
    vendor: z.enum(SPORTS_VENDORS),
    sport: z.enum(SPORTS),
    competition: Name,
    home: Name,
    away: Name,
    startsAt: z.iso.datetime({ offset: true }),
    /** The football model's expected goals (pricing of markets given without odds). */
    homeRate: z.number().min(0).max(10).default(1.4),
    awayRate: z.number().min(0).max(10).default(1.1),
    marginBp: z.number().int().min(0).max(3_000).default(500),
    markets: z
      .array(
        z
          .object({
            kind: z.enum(SPORTS_MARKET_KINDS),
            line: Line.optional(),
            period: z.number().int().min(1).max(9).optional(),
            selections: z
              .array(z.object({ code: z.string().min(1).max(16), odds: SportsOdds.optional() }).strict())
              .min(2)
              .max(30)
              .optional(),
          })
          .strict(),
      )
      .min(1)
      .max(30),
  })
  .strict();
export type OpsSportsCreateEvent = z.infer<typeof OpsSportsCreateEvent>;
/** PUT /ops/sports/events/:eventId/odds: new prices of some selections (each gets its next version). */
export const OpsSportsSetOdds = z
  .object({
    odds: z
      .array(z.object({ selectionId: Id, odds: SportsOdds }).strict())
      .min(1)
      .max(100),
  })
  .strict();
/** PUT /ops/sports/events/:eventId/markets/:marketId/state. */
export const OpsSportsMarketState = z.object({ state: z.enum(['OPEN', 'SUSPENDED']) }).strict();
/**
 * PUT /ops/sports/events/:eventId/state: the operator runs an event the feed does not: LIVE starts
 * it (or resumes it, or moves its score), SUSPENDED stops every bet and cash-out on it until it is
 * LIVE again. An event over (ENDED, SETTLED, CANCELLED) does not move.
 */
export const OpsSportsEventState = z
  .object({
    state: z.enum(['LIVE', 'SUSPENDED']),
    score: z
      .object({ home: z.number().int().min(0).max(999), away: z.number().int().min(0).max(999) })
      .strict()
      .optional(),
  })
  .strict();
export type OpsSportsEventState = z.infer<typeof OpsSportsEventState>;
/** PUT /ops/sports/events/:eventId/result: the result, or its correction (the next version). */
export const OpsSportsSetResult = z.object({ result: SportsResult }).strict();
export const OpsSportsCancelEvent = z.object({ reason: z.string().trim().min(1).max(200) }).strict();
