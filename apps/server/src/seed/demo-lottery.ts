import type { LotteryFamily, LotteryPrizeMode } from '@jade/contract/lottery';
import type { DrawSchedule } from '@jade/engines/lottery/calendar';
import type { Db } from '../db/client';
import * as lottery from '../modules/lottery/lottery.service';

/** Vietnam (UTC+7) and Singapore/Malaysia (UTC+8): no summer time in either. */
const VN = 7 * 60;
const SG = 8 * 60;
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
/** Official draws stop taking bets 15 minutes before the draw. */
const DAILY_CLOSE = 15 * 60;

const daily = (utcOffsetMinutes: number, time: string, weekdays: number[]): DrawSchedule => ({
  kind: 'daily',
  utcOffsetMinutes,
  time,
  weekdays,
  closeSeconds: DAILY_CLOSE,
});
/** Fast games count their cycles from Vietnam's midnight; they close 5 s (1 min), 15 s (3 min) or 30 s (5 min) before the draw. */
const CYCLES = [
  { minutes: 1, closeSeconds: 5 },
  { minutes: 3, closeSeconds: 15 },
  { minutes: 5, closeSeconds: 30 },
];
const VN_MODES: LotteryPrizeMode[] = ['LOTT', 'ZY', 'ELOTT'];

type Game = {
  code: string;
  vendor: string;
  family: LotteryFamily;
  schedule: DrawSchedule;
  source: 'HOUSE' | 'FEED';
  prizeModes: LotteryPrizeMode[];
  name: { en: string; ne: string };
};

const fast = (
  vendor: string,
  prefix: string,
  family: LotteryFamily,
  prizeModes: LotteryPrizeMode[],
  en: string,
  ne: string,
): Game[] =>
  CYCLES.map(({ minutes, closeSeconds }) => ({
    code: `${prefix}_${minutes}M`,
    vendor,
    family,
    schedule: { kind: 'cycle', utcOffsetMinutes: VN, seconds: minutes * 60, closeSeconds },
    source: 'HOUSE',
    prizeModes,
    name: { en: `${en} ${minutes} min`, ne: `${ne} ${minutes} मिनेट` },
  }));

/**
 * The demo merchant's lottery games: the official draws come through the results feed (the demo's
 * simulated one), the fast games are drawn by the house from their committed seeds.
 */
export const DEMO_LOTTERY_GAMES: Game[] = [
  {
    code: 'VN_NORTH',
    vendor: 'TCG_LOTTO_VN',
    family: 'VN_NORTH',
    schedule: daily(VN, '18:15', EVERY_DAY),
    source: 'FEED',
    prizeModes: VN_MODES,
    name: { en: 'Northern Vietnam Lotto', ne: 'उत्तरी भियतनाम लोट्टो' },
  },
  {
    code: 'VN_HCM',
    vendor: 'TCG_LOTTO_VN',
    family: 'VN_SOUTH',
    schedule: daily(VN, '16:15', [1, 6]),
    source: 'FEED',
    prizeModes: VN_MODES,
    name: { en: 'Ho Chi Minh City', ne: 'हो ची मिन्ह सिटी' },
  },
  {
    code: 'VN_DANANG',
    vendor: 'TCG_LOTTO_VN',
    family: 'VN_SOUTH',
    schedule: daily(VN, '17:15', [3, 6]),
    source: 'FEED',
    prizeModes: VN_MODES,
    name: { en: 'Da Nang', ne: 'दा नाङ' },
  },
  {
    code: 'SEA_4D',
    vendor: 'TCG_SEA',
    family: 'SEA_4D',
    schedule: daily(SG, '19:00', [0, 3, 6]),
    source: 'FEED',
    prizeModes: ['SEA'],
    name: { en: 'SEA 4D', ne: 'एसईए ४डी' },
  },
  ...fast('LOTT', 'LOTT_5D', 'FAST_5D', VN_MODES, 'Fast 5D', 'फास्ट ५डी'),
  ...fast('LOTT', 'LOTT_VN', 'VN_NORTH', VN_MODES, 'Fast Vietnam Lotto', 'फास्ट भियतनाम लोट्टो'),
  ...fast('ELOTT', 'ELOTT_DICE', 'DICE_3', ['ELOTT', 'LOTT'], 'Three Dice', 'तीन पासा'),
];

export async function seedDemoLottery(tx: Db, merchantId: number) {
  await lottery.addGames(
    tx,
    DEMO_LOTTERY_GAMES.map((g, sort) => ({ merchantId, ...g, sort })),
  );
}
