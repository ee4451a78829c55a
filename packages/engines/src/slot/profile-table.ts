/** One profile's math, as data (compiled in profiles.ts). */
export interface ProfileSpec {
  /** Copies of H1, H2, H3, H4, L1, L2, L3, L4, L5 on each reel. */
  counts: number[];
  /** Wilds per reel. */
  wild: number[];
  /** Scatters per reel. */
  scatter: number[];
  /** 3/4/5-of-a-kind pays in line-bet units (per way in ways games) for W, H1..H4, L1..L5. */
  pays: number[];
  /** Scatter pays × total stake for 3, 4, 5+ anywhere. */
  scatterPays: number[];
  /** Free spins per (re)trigger. */
  freeSpins: number;
  /** Free-spin win multiplier. */
  multiplier: number;
  /** Declared RTP in basis points: exactRtp rounded (a test keeps them equal). */
  rtpBp: number;
}

/**
 * The twelve math models. Volatility is deliberately moderate (standard deviation about 1.4–1.55×
 * stake per round) so a million-round simulation pins the RTP to ±0.5 pp: reels carry many wilds and
 * few symbol kinds (high hit rates), pays are flat, and free spins are small. Pays list W, H1..H4,
 * L1..L5, three numbers each (3, 4, 5 of a kind); unused symbols have count and pays 0.
 */
export const PROFILE_TABLE: ProfileSpec[] = [
  // 0: 5 lines, classic six-symbol reels, 5 free spins at 2x
  {
    counts: [3, 3, 4, 4, 6, 6, 0, 0, 0],
    wild: [5, 5, 5, 5, 5],
    scatter: [1, 1, 1, 1, 1],
    pays: [7, 9, 12, 7, 9, 11, 7, 9, 11, 6, 7, 10, 6, 7, 10, 6, 7, 9, 4, 6, 7, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    scatterPays: [2, 5, 20],
    freeSpins: 5,
    multiplier: 2,
    rtpBp: 9520,
  },
  // 1: 9 lines, 8 free spins
  {
    counts: [2, 3, 3, 4, 5, 6, 7, 0, 0],
    wild: [5, 5, 5, 5, 5],
    scatter: [1, 2, 1, 2, 1],
    pays: [9, 14, 24, 9, 13, 22, 9, 13, 20, 8, 11, 18, 7, 11, 18, 7, 9, 16, 5, 9, 13, 4, 7, 11, 0, 0, 0, 0, 0, 0],
    scatterPays: [2, 5, 20],
    freeSpins: 8,
    multiplier: 1,
    rtpBp: 9460,
  },
  // 2: 10 lines, 10 free spins
  {
    counts: [2, 2, 3, 3, 5, 5, 6, 6, 0],
    wild: [6, 6, 6, 6, 6],
    scatter: [1, 2, 1, 2, 1],
    pays: [9, 14, 24, 9, 14, 23, 9, 14, 21, 7, 11, 18, 7, 11, 17, 7, 10, 16, 5, 9, 14, 5, 7, 11, 5, 7, 11, 0, 0, 0],
    scatterPays: [2, 5, 20],
    freeSpins: 10,
    multiplier: 1,
    rtpBp: 9610,
  },
  // 3: 20 lines, frequent 6 free spins
  {
    counts: [2, 2, 3, 3, 4, 4, 5, 5, 5],
    wild: [6, 6, 6, 6, 6],
    scatter: [2, 1, 2, 1, 2],
    pays: [13, 26, 53, 13, 24, 47, 10, 21, 38, 10, 18, 31, 8, 16, 26, 8, 13, 21, 6, 10, 18, 5, 10, 16, 5, 8, 13, 3, 8, 13],
    scatterPays: [2, 5, 20],
    freeSpins: 6,
    multiplier: 1,
    rtpBp: 9580,
  },
  // 4: 25 lines, 12 free spins
  {
    counts: [2, 2, 3, 3, 4, 4, 5, 5, 5],
    wild: [6, 6, 6, 6, 6],
    scatter: [1, 1, 2, 1, 1],
    pays: [13, 26, 52, 13, 25, 48, 10, 21, 39, 10, 18, 31, 8, 16, 26, 8, 13, 21, 5, 10, 18, 5, 10, 16, 5, 8, 13, 4, 8, 13],
    scatterPays: [2, 5, 20],
    freeSpins: 12,
    multiplier: 1,
    rtpBp: 9630,
  },
  // 5: 30 lines, 4 free spins at 3x
  {
    counts: [2, 2, 3, 3, 5, 5, 6, 6, 0],
    wild: [6, 6, 6, 6, 6],
    scatter: [1, 1, 2, 1, 1],
    pays: [11, 23, 43, 11, 19, 39, 9, 17, 32, 9, 15, 26, 6, 13, 22, 6, 12, 17, 4, 9, 15, 4, 9, 13, 4, 6, 11, 0, 0, 0],
    scatterPays: [2, 5, 20],
    freeSpins: 4,
    multiplier: 3,
    rtpBp: 9490,
  },
  // 6: 40 lines, rare 15 free spins
  {
    counts: [2, 2, 3, 3, 5, 5, 6, 6, 0],
    wild: [5, 5, 5, 5, 5],
    scatter: [1, 1, 1, 1, 1],
    pays: [13, 26, 54, 13, 24, 47, 10, 22, 39, 10, 18, 31, 8, 16, 26, 8, 13, 21, 6, 10, 18, 5, 10, 16, 5, 8, 13, 0, 0, 0],
    scatterPays: [2, 5, 20],
    freeSpins: 15,
    multiplier: 1,
    rtpBp: 9550,
  },
  // 7: 50 lines, 5 free spins at 2x
  {
    counts: [2, 2, 3, 3, 5, 5, 6, 6, 0],
    wild: [6, 6, 6, 6, 6],
    scatter: [1, 2, 1, 2, 1],
    pays: [11, 22, 43, 11, 19, 39, 9, 17, 32, 9, 15, 26, 6, 14, 22, 6, 11, 17, 4, 9, 15, 4, 9, 13, 4, 6, 11, 0, 0, 0],
    scatterPays: [2, 5, 20],
    freeSpins: 5,
    multiplier: 2,
    rtpBp: 9670,
  },
  // 8: 20 lines, feature-rich: two scatters a reel, 5 free spins
  {
    counts: [2, 2, 3, 3, 4, 4, 5, 5, 5],
    wild: [6, 6, 6, 6, 6],
    scatter: [2, 2, 2, 2, 2],
    pays: [12, 25, 50, 12, 22, 45, 10, 20, 37, 10, 17, 30, 7, 15, 25, 7, 13, 20, 5, 10, 17, 5, 10, 15, 5, 7, 12, 4, 7, 12],
    scatterPays: [1, 3, 10],
    freeSpins: 5,
    multiplier: 1,
    rtpBp: 9420,
  },
  // 9: 243 ways, 6 free spins at 2x
  {
    counts: [2, 3, 3, 4, 5, 6, 7, 0, 0],
    wild: [0, 5, 5, 5, 5],
    scatter: [1, 1, 1, 1, 1],
    pays: [0, 0, 0, 5, 9, 14, 5, 8, 12, 4, 7, 11, 4, 7, 11, 4, 5, 9, 3, 5, 8, 3, 4, 7, 0, 0, 0, 0, 0, 0],
    scatterPays: [2, 5, 20],
    freeSpins: 6,
    multiplier: 2,
    rtpBp: 9603,
  },
  // 10: 243 ways, six-symbol reels, 10 free spins
  {
    counts: [3, 3, 4, 4, 6, 6, 0, 0, 0],
    wild: [0, 4, 4, 4, 0],
    scatter: [1, 1, 1, 1, 1],
    pays: [0, 0, 0, 5, 8, 14, 5, 8, 12, 4, 7, 11, 4, 7, 11, 4, 5, 9, 4, 5, 8, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    scatterPays: [2, 5, 20],
    freeSpins: 10,
    multiplier: 1,
    rtpBp: 9500,
  },
  // 11: 243 ways, 4 free spins at 3x
  {
    counts: [2, 3, 3, 4, 5, 6, 7, 0, 0],
    wild: [0, 6, 6, 6, 6],
    scatter: [1, 1, 1, 1, 1],
    pays: [0, 0, 0, 4, 7, 10, 4, 7, 10, 3, 5, 9, 3, 5, 9, 3, 4, 8, 2, 4, 8, 2, 3, 5, 0, 0, 0, 0, 0, 0],
    scatterPays: [2, 5, 20],
    freeSpins: 4,
    multiplier: 3,
    rtpBp: 9645,
  },
];
