import { useState } from 'react';
import type { SPORTS_ODDS_POLICIES } from '@jade/contract/sportsbook';
import { usePlaceBet } from '../api/place-bet';
import { movedOdds } from '../refusals';
import { repriced, type SlipBet, type SlipLeg } from '../slip';

export type OddsPolicy = (typeof SPORTS_ODDS_POLICIES)[number];

/** A bet refused because its odds moved: its legs before and at the new prices, and the bets after it. */
export type OddsChange = { before: SlipLeg[]; after: SlipLeg[]; stake: number; rest: SlipBet[] };

/** A fresh idempotency key for one bet (the server answers a key sent again with the first bet). */
const newKey = () => crypto.randomUUID().replace(/-/g, '');

type Handlers = {
  /** Bets were placed: their selections leave the slip. */
  onPlaced: (selectionIds: number[]) => void;
  /** The member accepted new prices: the slip's legs take them. */
  onReprice: (legs: SlipLeg[]) => void;
};

/**
 * Places the slip's bets one after the other. The first refusal stops the rest: an odds change
 * (SPORTS_ODDS_CHANGED, with the new prices) waits for the member to accept them — then that bet and
 * the ones after it are placed at the new prices — any other refusal is shown in the member's words.
 */
export function usePlaceSlip(policy: OddsPolicy, { onPlaced, onReprice }: Handlers) {
  const place = usePlaceBet();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [changed, setChanged] = useState<OddsChange | null>(null);
  const [placed, setPlaced] = useState(0);

  const run = async (bets: SlipBet[]) => {
    setBusy(true);
    setError(null);
    setChanged(null);
    setPlaced(0);
    const done: number[] = [];
    let count = 0;
    try {
      for (const [i, bet] of bets.entries()) {
        try {
          await place.mutateAsync({
            clientKey: newKey(),
            stake: bet.stake,
            legs: bet.legs.map((l) => ({ selectionId: l.selectionId, odds: l.odds })),
            oddsPolicy: policy,
          });
          count += 1;
          done.push(...bet.legs.map((l) => l.selectionId));
        } catch (err) {
          const moved = movedOdds(err);
          if (moved)
            setChanged({ before: bet.legs, after: repriced(bet.legs, moved), stake: bet.stake, rest: bets.slice(i + 1) });
          else setError(err);
          break;
        }
      }
    } finally {
      setPlaced(count);
      if (done.length > 0) onPlaced(done);
      setBusy(false);
    }
  };

  const accept = async () => {
    if (!changed) return;
    onReprice(changed.after);
    await run([{ legs: changed.after, stake: changed.stake }, ...changed.rest]);
  };

  return { run, accept, dismiss: () => setChanged(null), busy, error, changed, placed };
}
