import { vi } from 'vitest';
import type { EngineName, GameInfo, PlayedRound, PlayResult } from '@jade/contract/games';
import { formatMoney } from '@/lib/money';
import type { GameViewProps } from './types';

/** Test helpers for the table and number views (not shipped: only *.test.tsx import this). */

export const testGame = (engine: EngineName, over: Partial<GameInfo> = {}): GameInfo => ({
  code: `JADE-${engine}`,
  vendor: 'JADE',
  name: `Test ${engine}`,
  engine,
  params: {},
  rtpBp: 9700,
  minBet: 100,
  maxBet: 100_000,
  stakeLevels: [100, 500, 1000],
  jackpot: false,
  ...over,
});

const fair = { seedId: 1, serverSeedHash: 'abc', clientSeed: 'seed', nonce: 1 };

export const testRound = (detail: Record<string, unknown>, over: Partial<PlayedRound> = {}): PlayedRound => ({
  roundId: 41,
  roundRef: 'GS41',
  stake: 100,
  win: 0,
  status: 'SETTLED',
  result: 'test',
  detail,
  fair,
  ...over,
});

export const asResult = (round: PlayedRound): PlayResult => ({ round, balance: 100_000, fair });

/** The props a view gets from the shell, with every callback a mock. */
export function testProps(engine: EngineName, over: Partial<GameInfo> = {}) {
  const play = vi.fn<(bet: unknown) => Promise<PlayedRound>>();
  const mines = {
    reveal: vi.fn<(roundId: number, tile: number) => Promise<PlayedRound>>(),
    cashout: vi.fn<(roundId: number) => Promise<PlayedRound>>(),
    open: vi.fn<() => Promise<PlayResult | null>>(async () => null),
  };
  const props: GameViewProps = {
    game: testGame(engine, over),
    currency: 'NPR',
    mode: 'trial',
    balance: 100_000,
    play,
    mines,
    money: (minor) => formatMoney(minor),
  };
  return { props, play, mines };
}

/** Animations collapse to their end state, so tests need no timers. */
export function preferReducedMotion() {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    matches: query.includes('reduce'),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}
