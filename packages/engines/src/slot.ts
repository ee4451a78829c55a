/**
 * The parameterized video slot: twelve math profiles (0–8 paylines, 9–11 243 ways) shared by the
 * catalog's generated titles. Implementation in ./slot/.
 */
export {
  slot,
  betUnits,
  type SlotParams,
  type SlotBet,
  type SlotDetail,
  type SlotSpin,
  type SlotWin,
  type SlotScatter,
} from './slot/engine';
export { stakeLevels } from './slot/stakes';
export { exactRtp, profileMath, expectedFreeSpins, type ProfileMath } from './slot/math';
export { profileOf, rtpBp, PROFILE_COUNT, type SlotProfile } from './slot/profiles';
export { simulate, type SimulationResult } from './slot/simulate';
export { SYMBOLS, PAYLINES, PROFILE_LINES, JACKPOT_DIVISOR, FREE_SPIN_CAP, WAYS_BET_UNITS, type SymbolKey } from './slot/symbols';
