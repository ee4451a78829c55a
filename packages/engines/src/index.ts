import type { BetOf, EngineName } from '@jade/contract/games';
import { BACCARAT_RTP_BP, baccarat } from './baccarat';
import { DICE_RTP_BP, dice } from './dice';
import { DRAGONTIGER_RTP_BP, dragontiger } from './dragontiger';
import { FISHING_RTP_BP, fishing } from './fishing';
import { KENO_RTP_BP, keno } from './keno';
import { LIMBO_RTP_BP, crash, limbo } from './limbo';
import { MINES_RTP_BP, mines } from './mines';
import { PLINKO_RTP_BP, plinko } from './plinko';
import { ROULETTE_RTP_BP, roulette } from './roulette';
import { rtpBp as slotRtpBp, slot } from './slot';
import type { Engine } from './types';

/**
 * The engines by the catalog's engine name. Single-step engines (one `play` per round) are in
 * `ENGINES_BY_NAME`; mines is multi-step (deal, reveals, cash-out) and lives in `MULTI_STEP` —
 * ask `isMultiStep` first. Limbo and crash share one engine module (they differ only in the
 * result label).
 */

export type MultiStepEngineName = 'mines';
export type SingleStepEngineName = Exclude<EngineName, MultiStepEngineName>;

/** Bets reach an engine already parsed by BET_SCHEMAS[name], so the registry need not know each bet type. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a registry keyed by a runtime name; see above
export type AnyEngine = Engine<any, any, any>;

export const ENGINES_BY_NAME: Record<SingleStepEngineName, AnyEngine> = {
  slot,
  baccarat,
  roulette,
  dragontiger,
  dice,
  limbo,
  crash,
  plinko,
  keno,
  fishing,
};

export const MULTI_STEP = { mines } as const;

export const isMultiStep = (name: EngineName): name is MultiStepEngineName => name === 'mines';

/**
 * The RTP (basis points) to show for a game. Without a bet: the best the game offers — baccarat the
 * banker bet, dragon tiger a dragon/tiger bet, plinko its best table, keno its best pick count; the
 * other games have one RTP. With a bet: that bet's RTP — plinko its table, keno its pick count, and
 * baccarat / dragon tiger the stake-weighted mix of the parts (rounded). Slots ask the slot engine
 * for `params.profile`.
 */
export function declaredRtpBp<E extends EngineName>(engine: E, params: Record<string, unknown>, bet?: BetOf<E>): number {
  switch (engine) {
    case 'slot':
      return slotRtpBp(params.profile as Parameters<typeof slotRtpBp>[0]);
    case 'baccarat': {
      const b = bet as BetOf<'baccarat'> | undefined;
      const r = BACCARAT_RTP_BP;
      return b ? weighted([b.player, r.player], [b.banker, r.banker], [b.tie, r.tie]) : r.banker;
    }
    case 'dragontiger': {
      const b = bet as BetOf<'dragontiger'> | undefined;
      const r = DRAGONTIGER_RTP_BP;
      return b ? weighted([b.dragon, r.dragon], [b.tiger, r.tiger], [b.tie, r.tie]) : r.dragon;
    }
    case 'roulette':
      return ROULETTE_RTP_BP;
    case 'dice':
      return DICE_RTP_BP;
    case 'limbo':
    case 'crash':
      return LIMBO_RTP_BP;
    case 'mines':
      return MINES_RTP_BP;
    case 'plinko': {
      const b = bet as BetOf<'plinko'> | undefined;
      const rtp = b ? PLINKO_RTP_BP[b.rows]?.[b.risk] : undefined;
      return rtp ?? Math.max(...Object.values(PLINKO_RTP_BP).flatMap((t) => Object.values(t)));
    }
    case 'keno': {
      const b = bet as BetOf<'keno'> | undefined;
      return (b && KENO_RTP_BP[b.picks.length - 1]) ?? Math.max(...KENO_RTP_BP);
    }
    case 'fishing':
      return FISHING_RTP_BP;
    default:
      throw new Error(`Unknown engine ${String(engine)}`);
  }
}

/** Stake-weighted RTP of a multi-part bet ([stake, rtpBp] per part); the best part's RTP when nothing is staked. */
function weighted(...parts: [number, number][]): number {
  const total = parts.reduce((s, [stake]) => s + stake, 0);
  if (total <= 0) return Math.max(...parts.map(([, rtp]) => rtp));
  return Math.round(parts.reduce((s, [stake, rtp]) => s + stake * rtp, 0) / total);
}
