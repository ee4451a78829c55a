/**
 * The sportsbook's pure engine (issue 19, decision 030): odds and their formats, markets and
 * grading, settlement of singles and parlays, cash-out, and pricing for the simulated feed.
 */
export { cashOutOffer, cashOutRate, partialCashOut, type CashOutLeg, type OpenBet } from './cashout';
export {
  checkMarket,
  COCKFIGHT_DRAW_ODDS,
  grade,
  gradeMargin,
  GRADES,
  MARKET_KINDS,
  selectionsOf,
  type EventResult,
  type Grade,
  type Market,
  type MarketError,
  type MarketKind,
  type Side,
} from './markets';
export {
  formatOdds,
  isOdds,
  MAX_DENOMINATOR,
  MAX_VALID_ODDS,
  MIN_VALID_ODDS,
  ODDS_FORMATS,
  ODDS_UNIT,
  oddsMove,
  parseOdds,
  toFraction,
  type Odds,
  type OddsFormat,
} from './odds';
export {
  effectiveProbability,
  footballProbabilities,
  gradeDistributions,
  MAX_OFFERED_ODDS,
  MIN_OFFERED_ODDS,
  offeredOdds,
  poisson,
  priceFootballMarket,
  priceOdds,
  scoreMatrix,
  type GradeDistribution,
  type ScoreMatrix,
} from './pricing';
export {
  checkParlay,
  legFactor,
  MAX_PARLAY_LEGS,
  potentialReturn,
  settleParlay,
  settleSingle,
  type GradedLeg,
  type ParlayError,
  type Ratio,
} from './settle';
