import { z } from 'zod';

/**
 * Lottery (issue 17): the families of draws hosted, their bet types and a bet line as the slip
 * sends it. The rules of each type are in the engines (`@jade/engines/lottery/bets`).
 */
export const LOTTERY_FAMILIES = ['VN_NORTH', 'VN_SOUTH', 'SEA_4D', 'FAST_5D', 'DICE_3'] as const;
export type LotteryFamily = (typeof LOTTERY_FAMILIES)[number];

const VN = ['LO2', 'DE', 'DAU', 'DUOI', 'CANG3', 'XIEN2', 'XIEN3', 'XIEN4', 'TRUOT4', 'TRUOT8', 'TRUOT10'] as const;

/** The bet types of each family. */
export const LOTTERY_BET_TYPES = {
  VN_NORTH: VN,
  VN_SOUTH: VN,
  SEA_4D: ['BIG', 'SMALL', 'BIG_BOX', 'SMALL_BOX', 'BIG_IBOX', 'SMALL_IBOX'],
  FAST_5D: [
    'DIGIT',
    'BSOE',
    'SUM_BSOE',
    'STAR2',
    'STAR3',
    'STAR5',
    'STAR2_GROUP',
    'STAR3_GROUP3',
    'STAR3_GROUP6',
    'STAR5_GROUP120',
  ],
  DICE_3: ['SUM', 'BSOE', 'TRIPLE', 'ANY_TRIPLE', 'PAIR'],
} as const satisfies Record<LotteryFamily, readonly string[]>;

export type LotteryBetTypeOf<F extends LotteryFamily> = (typeof LOTTERY_BET_TYPES)[F][number];
export type LotteryBetType = LotteryBetTypeOf<LotteryFamily>;

const ALL_TYPES = [...new Set(Object.values(LOTTERY_BET_TYPES).flat())] as [LotteryBetType, ...LotteryBetType[]];

/**
 * One line of a slip: a bet type, its picks (one group, or one per position for the straight
 * stars) and, for the five-digit position bets, the position (0–4). Which values a pick may take
 * and how many tickets the line makes is the engine's `checkBet`.
 */
export const LotteryBetLine = z
  .object({
    type: z.enum(ALL_TYPES),
    picks: z
      .array(z.array(z.string().max(5)).min(1).max(100))
      .min(1)
      .max(5),
    position: z.number().int().min(0).max(4).optional(),
  })
  .strict();
export type LotteryBetLine = z.infer<typeof LotteryBetLine>;

// ---------------------------------------------------------------- games and draws

/** Spec §3: the lottery prize modes (the odds table a player plays under). */
export const LOTTERY_PRIZE_MODES = ['LOTT', 'ZY', 'ELOTT', 'SEA'] as const;
export const LotteryPrizeMode = z.enum(LOTTERY_PRIZE_MODES);
export type LotteryPrizeMode = z.infer<typeof LotteryPrizeMode>;

/** Where a game's numbers come from: its own seeds (commit and reveal) or a results feed. */
export const LotterySource = z.enum(['HOUSE', 'FEED']);
export type LotterySource = z.infer<typeof LotterySource>;

/** A draw's life: scheduled → open → closed → drawn → settled, or cancelled before it is drawn. */
export const LOTTERY_DRAW_STATUSES = ['SCHEDULED', 'OPEN', 'CLOSED', 'DRAWN', 'SETTLED', 'CANCELLED'] as const;
export const LotteryDrawStatus = z.enum(LOTTERY_DRAW_STATUSES);
export type LotteryDrawStatus = z.infer<typeof LotteryDrawStatus>;

/** Who gave a result: the house seed, the results feed, or the operator (entered or corrected). */
export const LotteryResultSource = z.enum(['HOUSE', 'FEED', 'OPERATOR']);
export type LotteryResultSource = z.infer<typeof LotteryResultSource>;

/** A game code or draw number in a path or query: letters, digits, `_` and `-` only. */
export const LotteryGameCode = z.string().regex(/^[A-Z0-9_]{1,40}$/, 'a game code');
export const LotteryDrawNo = z.string().regex(/^\d{8}(-\d{4})?$/, 'a draw number YYYYMMDD or YYYYMMDD-NNNN');

/** A draw on the lobby: its number and times (ISO instants). */
export const LotteryDrawTimes = z.object({
  drawNo: z.string(),
  status: LotteryDrawStatus,
  opensAt: z.string(),
  closesAt: z.string(),
  drawAt: z.string(),
});
export type LotteryDrawTimes = z.infer<typeof LotteryDrawTimes>;

/** A game's latest result. */
export const LotteryResult = z.object({
  gameCode: z.string(),
  drawNo: z.string(),
  drawAt: z.string(),
  numbers: z.array(z.string()),
  resultVersion: z.number().int(),
});
export type LotteryResult = z.infer<typeof LotteryResult>;

/** GET /lgw/vn/games/game_menu and /recent (spec §7): the games of a prize mode. */
export const LotteryMenuQuery = z
  .object({
    prizeMode: LotteryPrizeMode,
    device: z.literal('WEB').default('WEB'),
    lang: z.string().max(10).optional(),
  })
  .strict();
export type LotteryMenuQuery = z.infer<typeof LotteryMenuQuery>;

export const LotteryMenuGame = z.object({
  gameCode: z.string(),
  vendor: z.string(),
  family: z.enum(LOTTERY_FAMILIES),
  source: LotterySource,
  name: z.string(),
  /** Seconds between draws of a fast game; null for a daily draw. */
  cycleSeconds: z.number().int().nullable(),
  /** Whether the game's vendor is in maintenance (no bets taken). */
  maintenance: z.boolean(),
  /** The draw taking bets now or next; null when none is scheduled. */
  nextDraw: LotteryDrawTimes.nullable(),
  lastResult: LotteryResult.nullable(),
});
export type LotteryMenuGame = z.infer<typeof LotteryMenuGame>;

export const LotteryMenu = z.object({
  prizeMode: LotteryPrizeMode,
  /** The server's clock (ISO), so a countdown does not trust the device's clock. */
  serverTime: z.string(),
  games: z.array(LotteryMenuGame),
});
export type LotteryMenu = z.infer<typeof LotteryMenu>;

/** GET /lgw/vn/numeros/opened/game: each game's latest result (optionally of one prize mode). */
export const LotteryLatestQuery = z
  .object({ prizeMode: LotteryPrizeMode.optional(), lang: z.string().max(10).optional() })
  .strict();
export const LotteryLatestResults = z.array(LotteryResult.extend({ name: z.string() }));

/** GET /lotto/lgw/games/opened/numero: a game's past results, the latest first. */
export const LotteryHistoryQuery = z
  .object({
    gameCode: LotteryGameCode,
    pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict();
export const LotteryHistoryPage = z.object({
  list: z.array(LotteryResult),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type LotteryHistoryPage = z.infer<typeof LotteryHistoryPage>;

export const LotteryDrawParams = z.object({ gameCode: LotteryGameCode, drawNo: LotteryDrawNo }).strict();

/**
 * GET /lgw/vn/games/:gameCode/draws/:drawNo/verify: what anyone needs to recompute a draw. The
 * seed's SHA-256 is public from the draw's creation; the seed only once the draw is settled or
 * cancelled. Numbers = the engine's `houseDraw(family, serverSeed, clientSeed, nonce)`.
 */
export const LotteryVerify = z.object({
  gameCode: z.string(),
  family: z.enum(LOTTERY_FAMILIES),
  drawNo: z.string(),
  status: LotteryDrawStatus,
  drawAt: z.string(),
  serverSeedHash: z.string(),
  serverSeed: z.string().nullable(),
  /** The game code: the stream's client seed. */
  clientSeed: z.string(),
  /** The draw number's digits as an integer: the stream's nonce. */
  nonce: z.number().int(),
  numbers: z.array(z.string()).nullable(),
  resultVersion: z.number().int(),
  resultSource: LotteryResultSource.nullable(),
  /** Whether the numbers are the seed's (known once the seed is revealed). */
  matchesSeed: z.boolean().nullable(),
});
export type LotteryVerify = z.infer<typeof LotteryVerify>;

// ---------------------------------------------------------------- operator

export const OpsLotteryGameParams = z.object({ gameCode: LotteryGameCode }).strict();
export const OpsLotteryDrawsQuery = z
  .object({
    pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
    status: LotteryDrawStatus.optional(),
  })
  .strict();

export const OpsLotteryResultVersion = z.object({
  version: z.number().int(),
  numbers: z.array(z.string()),
  source: LotteryResultSource,
  createdAt: z.string(),
});

/** A draw as the operator sees it (the seed only once revealed, as everyone). */
export const OpsLotteryDraw = LotteryDrawTimes.extend({
  gameCode: z.string(),
  serverSeedHash: z.string(),
  serverSeed: z.string().nullable(),
  numbers: z.array(z.string()).nullable(),
  resultVersion: z.number().int(),
  drawnAt: z.string().nullable(),
  settledAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  results: z.array(OpsLotteryResultVersion),
});
export type OpsLotteryDraw = z.infer<typeof OpsLotteryDraw>;
export const OpsLotteryDrawPage = z.object({
  list: z.array(OpsLotteryDraw),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});

/** GET /ops/lottery/games: the hosted games (their draws come from the house seed or the results feed). */
export const OpsLotteryGame = z.object({
  code: z.string(),
  vendor: z.string(),
  family: z.enum(LOTTERY_FAMILIES),
  source: LotterySource,
  name: z.record(z.string(), z.string()),
  status: z.enum(['ACTIVE', 'SUSPENDED']),
});
export type OpsLotteryGame = z.infer<typeof OpsLotteryGame>;

/** POST /ops/lottery/games/:gameCode/draws/:drawNo/cancel. */
export const OpsCancelDrawRequest = z.object({ reason: z.string().trim().min(1).max(200) }).strict();
/** PUT /ops/lottery/games/:gameCode/draws/:drawNo/result: enter (or correct) a feed draw's numbers. */
export const OpsDrawResultRequest = z.object({ numbers: z.array(z.string().max(6)).min(1).max(30) }).strict();

// ---------------------------------------------------------------- bets

/** A slip's life: PENDING (stake asked) → OPEN → SETTLED (win computed, paid once), or REFUNDED. */
export const LOTTERY_SLIP_STATUSES = ['PENDING', 'OPEN', 'SETTLED', 'REFUNDED'] as const;
export const LotterySlipStatus = z.enum(LOTTERY_SLIP_STATUSES);
export type LotterySlipStatus = z.infer<typeof LotterySlipStatus>;

/**
 * POST /lgw/vn/bets: a slip on one draw. `unit` is the stake of one ticket in minor units before
 * the multiplier; the total is Σ tickets × unit × multiplier. `clientKey` is the slip's own key
 * (made once by the slip, sent again on every retry): the same key never takes a second stake.
 */
export const LotteryPlaceSlip = z
  .object({
    gameCode: LotteryGameCode,
    drawNo: LotteryDrawNo,
    unit: z.number().int().positive().max(1_000_000_000),
    multiplier: z.number().int().min(1).max(10_000),
    lines: z.array(LotteryBetLine).min(1).max(50),
    clientKey: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, '8-64 letters, digits, _ or -'),
  })
  .strict();
export type LotteryPlaceSlip = z.infer<typeof LotteryPlaceSlip>;

export const LotterySlipLine = z.object({
  type: z.enum(ALL_TYPES),
  picks: z.array(z.array(z.string())),
  position: z.number().int().nullable(),
  tickets: z.number().int(),
  /** After settlement: the winning tickets (lô per occurrence), what hit, and the line's win. */
  winning: z.number().int().nullable(),
  hits: z.array(z.string()).nullable(),
  win: z.number().int().nullable(),
});

/** A slip as its member sees it (my bets). */
export const LotterySlip = z.object({
  slipId: z.number().int(),
  gameCode: z.string(),
  drawNo: z.string(),
  drawStatus: LotteryDrawStatus,
  numbers: z.array(z.string()).nullable(),
  status: LotterySlipStatus,
  unit: z.number().int(),
  multiplier: z.number().int(),
  tickets: z.number().int(),
  total: z.number().int(),
  /** The prize level the slip was sold at (its odds are the table's × level / 10,000). */
  level: z.number().int(),
  win: z.number().int().nullable(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
  lines: z.array(LotterySlipLine),
});
export type LotterySlip = z.infer<typeof LotterySlip>;
/** The answer of a placed slip: the slip and the balance after its stake. */
export const LotteryPlacedSlip = z.object({ slip: LotterySlip, balance: z.number().int() });

/** GET /lgw/vn/bets: the member's slips, the latest first; `open` = not settled or refunded yet. */
export const LotteryMyBetsQuery = z
  .object({
    pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(50).default(20),
    state: z.enum(['open', 'settled']).optional(),
    gameCode: LotteryGameCode.optional(),
  })
  .strict();
export const LotteryMyBetsPage = z.object({
  list: z.array(LotterySlip),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});

/**
 * GET /lgw/vn/games/:gameCode/draws/:drawNo/sold-out: the board's numbers that take no more bets
 * on this draw. A number is a bet type's pick (with its position or group where the type has one).
 */
export const LotterySoldOut = z.object({
  gameCode: z.string(),
  drawNo: z.string(),
  numbers: z.array(
    z.object({ type: z.string(), position: z.number().int().nullable(), group: z.number().int(), pick: z.string() }),
  ),
});
export type LotterySoldOut = z.infer<typeof LotterySoldOut>;

/** GET|PUT /ops/lottery/odds/:family: the merchant's odds table of a family (hundredths, stake included). */
export const OpsLotteryFamilyParams = z.object({ family: z.enum(LOTTERY_FAMILIES) }).strict();
export const OpsLotteryOdds = z.object({
  family: z.enum(LOTTERY_FAMILIES),
  odds: z.record(z.string(), z.number().int()),
  isDefault: z.boolean(),
});
export const OpsSetLotteryOdds = z.object({ odds: z.record(z.string().max(20), z.number()) }).strict();

/** GET|PUT /ops/lottery/limits: the merchant's betting limits, minor units. */
export const LotteryLimits = z
  .object({
    minUnit: z.number().int().positive(),
    maxUnit: z.number().int().positive(),
    minTotal: z.number().int().positive(),
    maxTotal: z.number().int().positive(),
    maxPayoutPerNumber: z.number().int().positive(),
  })
  .strict();
export type LotteryLimits = z.infer<typeof LotteryLimits>;

// ---------------------------------------------------------------- number chase

/**
 * A chase's life: ACTIVE while it has draws to play; WON (stopped on its first win when asked),
 * DONE (every draw played), CANCELLED (by its member), ENDED (a draw's slip was refused: its
 * reason is the refusal's code, e.g. WALLET_INSUFFICIENT_BALANCE).
 */
export const LOTTERY_CHASE_STATUSES = ['ACTIVE', 'WON', 'DONE', 'CANCELLED', 'ENDED'] as const;
export const LotteryChaseStatus = z.enum(LOTTERY_CHASE_STATUSES);
export type LotteryChaseStatus = z.infer<typeof LotteryChaseStatus>;

/**
 * POST /lgw/vn/chases: the same lines over the next draws, from `drawNo` (which must take bets
 * now) on. `multipliers` has one entry per draw: all equal is a flat chase, growing ones a
 * multiplier plan. Each draw's stake is taken when its slip is placed (docs/decisions/017).
 */
export const LotteryPlaceChase = z
  .object({
    gameCode: LotteryGameCode,
    drawNo: LotteryDrawNo,
    unit: z.number().int().positive().max(1_000_000_000),
    multipliers: z.array(z.number().int().min(1).max(10_000)).min(2).max(120),
    stopOnWin: z.boolean(),
    lines: z.array(LotteryBetLine).min(1).max(50),
    clientKey: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, '8-64 letters, digits, _ or -'),
  })
  .strict();
export type LotteryPlaceChase = z.infer<typeof LotteryPlaceChase>;

/** One draw of a chase: its slip as placed. */
export const LotteryChaseDraw = z.object({
  slipId: z.number().int(),
  drawNo: z.string(),
  multiplier: z.number().int(),
  status: LotterySlipStatus,
  total: z.number().int(),
  win: z.number().int().nullable(),
});

export const LotteryChase = z.object({
  chaseId: z.number().int(),
  gameCode: z.string(),
  status: LotteryChaseStatus,
  /** Why an ENDED chase stopped: the refusal's error code. */
  endReason: z.string().nullable(),
  unit: z.number().int(),
  multipliers: z.array(z.number().int()),
  stopOnWin: z.boolean(),
  lines: z.array(LotteryBetLine),
  /** Stakes taken and wins paid so far (a refunded draw counts in neither). */
  staked: z.number().int(),
  won: z.number().int(),
  createdAt: z.string(),
  endedAt: z.string().nullable(),
  draws: z.array(LotteryChaseDraw),
});
export type LotteryChase = z.infer<typeof LotteryChase>;

export const LotteryChaseParams = z
  .object({
    chaseId: z.coerce
      .number()
      .int()
      .positive()
      .max(2 ** 53 - 1),
  })
  .strict();

/** GET /lgw/vn/chases: the member's chases, the latest first. */
export const LotteryMyChasesQuery = z
  .object({
    pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(50).default(20),
    state: z.enum(['active', 'ended']).optional(),
  })
  .strict();
export const LotteryMyChasesPage = z.object({
  list: z.array(LotteryChase),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});

// ---------------------------------------------------------------- prize levels

/**
 * A prize level: the share of the odds table an account is paid, in basis points (10,000 = the
 * merchant's table, 9,800 = 98 % of every odd). An account's level is never higher than its
 * upline's; the difference between an agent's level and its downline's, in basis points of the
 * downline's stakes, is the agent's lottery rebate (paid daily by the contracts' level-difference
 * rule). Levels go from `LOTTERY_LEVEL_MIN` to `LOTTERY_LEVEL_MAX` in steps of `LOTTERY_LEVEL_STEP`.
 */
export const LOTTERY_LEVEL_MAX = 10_000;
export const LOTTERY_LEVEL_MIN = 9_000;
export const LOTTERY_LEVEL_STEP = 10;
export const LotteryPrizeLevel = z
  .number()
  .int()
  .min(LOTTERY_LEVEL_MIN)
  .max(LOTTERY_LEVEL_MAX)
  .refine((n) => n % LOTTERY_LEVEL_STEP === 0, `a multiple of ${LOTTERY_LEVEL_STEP}`);

/** GET /lgw/vn/prize-level: the signed-in member's level (the odds of its slips are the table's × level / 10,000). */
export const LotteryMyLevel = z.object({ level: z.number().int(), max: z.number().int(), min: z.number().int() });
export type LotteryMyLevel = z.infer<typeof LotteryMyLevel>;

/** PUT /wps/agent/team/members/:username/prize-level (a direct downline) and PUT /ops/lottery/prize-levels/:username. */
export const SetLotteryPrizeLevel = z.object({ level: LotteryPrizeLevel }).strict();
