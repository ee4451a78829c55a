import { z } from 'zod';
import { Id, MinorUnits } from './common';

/**
 * The in-house game server's client API (`/gs/v1/*`, called by the game pages at `/seamless`) and
 * the bets of each engine. A game page holds a game-session token (from a one-time launch token),
 * never the site's session token.
 */

export const ENGINES = [
  'slot',
  'baccarat',
  'roulette',
  'dragontiger',
  'dice',
  'limbo',
  'crash',
  'mines',
  'plinko',
  'keno',
  'fishing',
] as const;
export type EngineName = (typeof ENGINES)[number];

const Stake = z.number().int().positive().max(100_000_000);
const OptionalStake = z.number().int().min(0).max(100_000_000).default(0);

/** A slot spin: the total stake (lineBet × the title's bet units). */
export const SlotBet = z.object({ stake: Stake }).strict();
/** Baccarat: stakes on player, banker and tie (at least one above 0). */
export const BaccaratBet = z.object({ player: OptionalStake, banker: OptionalStake, tie: OptionalStake }).strict();
/** Dragon tiger: stakes on dragon, tiger and tie. */
export const DragonTigerBet = z.object({ dragon: OptionalStake, tiger: OptionalStake, tie: OptionalStake }).strict();
/** European roulette: up to 40 chips, each a legal bet shape (its numbers) with an amount. */
export const RouletteChip = z
  .object({
    kind: z.enum([
      'straight',
      'split',
      'street',
      'corner',
      'line',
      'dozen',
      'column',
      'red',
      'black',
      'odd',
      'even',
      'low',
      'high',
    ]),
    numbers: z.array(z.number().int().min(0).max(36)).min(1).max(18),
    amount: Stake,
  })
  .strict();
export const RouletteBet = z.object({ chips: z.array(RouletteChip).min(1).max(40) }).strict();
/** Dice: roll 0.00–99.99 (hundredths); wins when over (or under) the target. */
export const DiceBet = z.object({ stake: Stake, target: z.number().int().min(100).max(9800), over: z.boolean() }).strict();
/** Limbo and crash: the multiplier (hundredths, 1.01× to 10,000×) is chosen before the round. */
export const MultiplierBet = z.object({ stake: Stake, target: z.number().int().min(101).max(1_000_000) }).strict();
/** Mines: a 5×5 field with 1–24 mines; tiles are revealed one by one, then cashed out. */
export const MinesBet = z.object({ stake: Stake, mines: z.number().int().min(1).max(24) }).strict();
export const MinesReveal = z.object({ roundId: Id, tile: z.number().int().min(0).max(24) }).strict();
export const MinesCashout = z.object({ roundId: Id }).strict();
/** Plinko: 8, 12 or 16 rows and a risk level. */
export const PlinkoBet = z
  .object({ stake: Stake, rows: z.union([z.literal(8), z.literal(12), z.literal(16)]), risk: z.enum(['low', 'medium', 'high']) })
  .strict();
/** Keno: 1–10 distinct numbers of 1–40; ten are drawn. */
export const KenoBet = z
  .object({
    stake: Stake,
    picks: z
      .array(z.number().int().min(1).max(40))
      .min(1)
      .max(10)
      .refine((xs) => new Set(xs).size === xs.length, 'numbers must differ'),
  })
  .strict();
/** Fishing: one shot at a fish of a kind (its multiplier decides the hit chance). */
export const FishingBet = z.object({ stake: Stake, fish: z.number().int().min(0).max(31) }).strict();

export const BET_SCHEMAS = {
  slot: SlotBet,
  baccarat: BaccaratBet,
  roulette: RouletteBet,
  dragontiger: DragonTigerBet,
  dice: DiceBet,
  limbo: MultiplierBet,
  crash: MultiplierBet,
  mines: MinesBet,
  plinko: PlinkoBet,
  keno: KenoBet,
  fishing: FishingBet,
} as const satisfies Record<EngineName, z.ZodType>;
export type BetOf<E extends EngineName> = z.infer<(typeof BET_SCHEMAS)[E]>;

/** What the page learns about its seeds: the hash of the server seed before play, never the seed. */
export const FairState = z.object({
  seedId: z.number().int(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
});
export type FairState = z.infer<typeof FairState>;

export const ClientSeedRequest = z
  .object({ clientSeed: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, '1-64 letters, digits, _ or -') })
  .strict();
export const RotateResult = z.object({
  previous: FairState.extend({ serverSeed: z.string() }),
  next: FairState,
});

export const SessionRequest = z.object({ launchToken: z.string().min(16).max(200) }).strict();

export const GameInfo = z.object({
  code: z.string(),
  vendor: z.string(),
  name: z.string(),
  engine: z.enum(ENGINES),
  /** Engine parameters the page needs to draw and verify (slot profile, theme, lines…). */
  params: z.record(z.string(), z.unknown()),
  /** Declared return to player in basis points (9650 = 96.50 %). */
  rtpBp: z.number().int(),
  minBet: MinorUnits,
  maxBet: MinorUnits,
  /** Stakes the bet selector offers (slots: lineBet × bet units). */
  stakeLevels: z.array(MinorUnits),
  jackpot: z.boolean(),
});
export type GameInfo = z.infer<typeof GameInfo>;

export const GameSession = z.object({
  session: z.string(),
  mode: z.enum(['real', 'trial']),
  game: GameInfo,
  currency: z.string(),
  balance: MinorUnits,
  fair: FairState,
  backUrl: z.string(),
  language: z.string(),
});
export type GameSession = z.infer<typeof GameSession>;

export const PlayRequest = z.object({ bet: z.unknown() }).strict();

/** A round as the page sees it; `detail` is the engine's outcome (reels, cards, path…). */
export const PlayedRound = z.object({
  roundId: z.number().int(),
  roundRef: z.string(),
  stake: MinorUnits,
  win: MinorUnits,
  status: z.enum(['OPEN', 'SETTLED']),
  result: z.string(),
  detail: z.record(z.string(), z.unknown()),
  fair: FairState,
});
export type PlayedRound = z.infer<typeof PlayedRound>;
export const PlayResult = z.object({ round: PlayedRound, balance: MinorUnits, fair: FairState });
export type PlayResult = z.infer<typeof PlayResult>;

export const BalanceResult = z.object({ balance: MinorUnits, currency: z.string() });

export const JackpotPools = z.array(z.object({ gameCode: z.string(), pool: MinorUnits, ratePerSecond: z.number() }));
export type JackpotPools = z.infer<typeof JackpotPools>;

/** The fairness receipt of a round (from the betting record): everything needed to recompute it. */
export const FairnessReceipt = z.object({
  roundRef: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  engine: z.enum(ENGINES),
  params: z.record(z.string(), z.unknown()),
  bet: z.unknown(),
  /** Moves after the deal, in order (mines reveals). */
  actions: z.array(z.unknown()),
  stake: MinorUnits,
  win: MinorUnits,
  result: z.string(),
  detail: z.record(z.string(), z.unknown()),
  serverSeedHash: z.string(),
  /** Revealed once the seed pair is rotated; null while it is still in use. */
  serverSeed: z.string().nullable(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  createdAt: z.string(),
});
export type FairnessReceipt = z.infer<typeof FairnessReceipt>;
