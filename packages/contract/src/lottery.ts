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
