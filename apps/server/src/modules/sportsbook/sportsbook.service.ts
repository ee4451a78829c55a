/**
 * The sportsbook as other parts of the platform use it: the scheduler's job and the feeds it can
 * be configured with.
 */
export { runSportsbook } from './sportsbook.job';
export { SPORTS_FEEDS, simulatedFeed, sportsFeed, type FeedFixture, type FeedState, type SportsFeed } from './sportsbook.feed';
