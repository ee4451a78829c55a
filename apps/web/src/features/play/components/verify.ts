import { BET_SCHEMAS, ENGINES, type EngineName } from '@jade/contract/games';
import { ENGINES_BY_NAME, isMultiStep, type SingleStepEngineName } from '@jade/engines/index';
import * as mines from '@jade/engines/mines';
import { FairStream, hashServerSeed, nobleHmac } from '@jade/engines/rng';

/** Everything needed to recompute a round (a fairness receipt, or typed in by hand). */
export type VerifyInput = {
  engine: EngineName;
  params: Record<string, unknown>;
  bet: unknown;
  /** Mines moves after the deal: tile numbers and 'cashout'. */
  actions: unknown[];
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
};
export type Outcome = { win: number; result: string; detail: Record<string, unknown> };
/** What the game server recorded (all optional: a hand-typed check may have none). */
export type Recorded = { win?: number | undefined; result?: string | undefined; detail?: Record<string, unknown> | undefined };

export type Verdict =
  | { kind: 'unrevealed' }
  | { kind: 'hash-mismatch'; hash: string }
  | { kind: 'error'; message: string }
  | { kind: 'done'; hash: string; outcome: Outcome; match: boolean | null; differences: string[]; jackpot: boolean };

export const isEngineName = (e: string): e is EngineName => (ENGINES as readonly string[]).includes(e);

/** A value as JSON with its object keys sorted, so equal values give equal text. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/** Replays the round with the engine the server ran (mines: the deal, then each move in order). */
export function recompute(input: VerifyInput): Outcome {
  const parsed = BET_SCHEMAS[input.engine].safeParse(input.bet);
  if (!parsed.success) throw new Error(parsed.error.issues.map((i) => `${i.path.join('.') || 'bet'}: ${i.message}`).join('; '));
  const bet = parsed.data;
  const rng = new FairStream(nobleHmac, input.serverSeed, input.clientSeed, input.nonce);
  if (isMultiStep(input.engine)) {
    const b = bet as mines.MinesBet;
    const refused = mines.checkMines(input.params, b);
    if (refused) throw new Error(refused);
    let state = mines.deal(input.params, b, rng);
    for (const action of input.actions) {
      if (action === 'cashout') {
        const out = mines.cashout(state);
        if (!out) throw new Error('cashout before any reveal');
        return out as Outcome;
      }
      state = mines.reveal(state, Number(action));
      const out = mines.outcomeOf(state);
      if (out) return out as Outcome;
    }
    const view = mines.minesView(state);
    return { win: 0, result: 'open', detail: { ...view, minePositions: state.minePositions } };
  }
  const engine = ENGINES_BY_NAME[input.engine as SingleStepEngineName];
  const refused = engine.check?.(input.params, bet);
  if (refused) throw new Error(refused);
  return engine.play(input.params, bet, rng) as Outcome;
}

/**
 * Checks the server seed against its committed hash, recomputes the round and compares it with
 * the record: the win (a jackpot pool is paid on top of the engine's win), the result text and
 * every detail field the engine produces.
 */
export function verifyRound(input: VerifyInput, recorded: Recorded): Verdict {
  if (!input.serverSeed) return { kind: 'unrevealed' };
  const hash = hashServerSeed(input.serverSeed);
  if (input.serverSeedHash && hash !== input.serverSeedHash.trim().toLowerCase()) return { kind: 'hash-mismatch', hash };
  let outcome: Outcome;
  try {
    outcome = recompute(input);
  } catch (err) {
    return { kind: 'error', message: (err as Error).message };
  }
  const jackpot = outcome.detail.jackpot === true;
  const differences: string[] = [];
  let compared = false;
  if (recorded.win !== undefined) {
    compared = true;
    if (jackpot ? recorded.win < outcome.win : recorded.win !== outcome.win) differences.push('win');
  }
  if (recorded.result !== undefined) {
    compared = true;
    if (recorded.result !== outcome.result) differences.push('result');
  }
  if (recorded.detail && Object.keys(recorded.detail).length > 0) {
    compared = true;
    for (const [key, value] of Object.entries(outcome.detail))
      if (canonical(recorded.detail[key]) !== canonical(value)) differences.push(`detail.${key}`);
  }
  return { kind: 'done', hash, outcome, match: compared ? differences.length === 0 : null, differences, jackpot };
}
