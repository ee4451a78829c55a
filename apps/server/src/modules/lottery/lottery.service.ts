/**
 * The lottery server as other parts of the platform use it: the scheduler's job, the demo seed's
 * games and the results feeds it can be configured with.
 */
export { addGames, gameByCode, listGames, type LotteryGame, type NewLotteryGame } from './lottery.games';
export { runDraws, settleTickets } from './lottery.draws';
export { RESULTS_FEEDS, simulatedFeed, type FeedDraw, type ResultsFeed } from './lottery.feed';

import { RESULTS_FEEDS, type ResultsFeed } from './lottery.feed';

/** The results feed of a name (the demo's simulated feed by default; a real provider registers its name). */
export function resultsFeed(name = 'simulated'): ResultsFeed {
  const feed = RESULTS_FEEDS[name];
  if (!feed) throw new Error(`unknown lottery results feed: ${name}`);
  return feed;
}
