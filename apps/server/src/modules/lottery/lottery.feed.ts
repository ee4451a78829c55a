import type { LotteryFamily } from '@jade/contract/lottery';
import { houseDraw } from '@jade/engines/lottery/layouts';
import { nodeHmac } from '@jade/engines/node-hmac';
import { nonceOf } from './lottery.games';

/** The numbers of a house draw from its seed: what the verify page recomputes. */
export const numbersOfSeed = (family: LotteryFamily, serverSeed: string, gameCode: string, drawNo: string) =>
  houseDraw(nodeHmac, family, serverSeed, gameCode, nonceOf(drawNo));

/** A draw whose official numbers are asked of the feed. */
export type FeedDraw = {
  gameCode: string;
  vendor: string;
  family: LotteryFamily;
  drawNo: string;
  drawAt: Date;
  /** The seed the draw committed to when it was created (only a simulated feed uses it). */
  serverSeed: string;
};

/** The key of a draw in a feed's answer. */
export const feedKey = (d: { gameCode: string; drawNo: string }) => `${d.gameCode}/${d.drawNo}`;

/**
 * Where official draws (northern and provincial Vietnam, SEA 4D) get their numbers. `results`
 * answers the numbers of those draws that the provider has published by `now`, keyed by
 * `feedKey`; a draw left out is asked again on the next run. It is called outside any
 * transaction, so a real provider may take its time (HTTP, its own cache). Whatever it answers
 * is checked against the family's layout (`isDrawOf`) before it is written.
 */
export interface ResultsFeed {
  readonly name: string;
  results(draws: readonly FeedDraw[], now: Date): Promise<Map<string, string[]>>;
}

/**
 * The demo's results feed: it publishes each draw at its real draw time, with numbers drawn from
 * the seed the draw committed to when it was created, so a simulated official result verifies
 * exactly like a house draw (its seed is revealed once the draw is settled).
 */
export const simulatedFeed: ResultsFeed = {
  name: 'simulated',
  async results(draws, now) {
    const out = new Map<string, string[]>();
    for (const d of draws) {
      if (d.drawAt.getTime() > now.getTime()) continue;
      out.set(feedKey(d), numbersOfSeed(d.family, d.serverSeed, d.gameCode, d.drawNo));
    }
    return out;
  },
};

/** The feeds a merchant can be configured with, by name (a real provider's adapter joins this list). */
export const RESULTS_FEEDS: Record<string, ResultsFeed> = { simulated: simulatedFeed };
