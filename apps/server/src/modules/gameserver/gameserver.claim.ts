import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { FairState } from '@jade/contract/games';
import type { FairStream } from '@jade/engines/rng';
import type { Outcome } from '@jade/engines/types';
import type { Db } from '../../db/client';
import { toInt } from '../../db/normalize';
import { fairOfSeed, journalLocked, journalRow, streamOf } from './gameserver.journal';
import type { Ctx, Round, Session } from './gameserver.play';
import { fairState } from './gameserver.seeds';
import { gsSeeds } from './gameserver.tables';
import { perDatabase } from '../../lib/ttl-cache';
import type { Title } from './gameserver.titles';

type Seed = { id: number; serverSeed: string; serverSeedHash: string; clientSeed: string; nonce: number };

/**
 * Each owner's active seed pair with its next nonce, as this node last saw it. Only a guess: the
 * claim below takes the nonce only if the pair is still active at that nonce, and reads the pair
 * again when it is not (another node or tab played, the pair was rotated).
 */
const seedsOf = perDatabase<string, Seed>();
const SEEDS_KEPT = 20_000;

async function readSeed(db: Db, merchantId: number, owner: string): Promise<Seed> {
  const active = () =>
    db
      .select()
      .from(gsSeeds)
      .where(and(eq(gsSeeds.merchantId, merchantId), eq(gsSeeds.owner, owner), eq(gsSeeds.active, true)));
  let [row] = await active();
  if (!row) {
    await fairState(db, merchantId, owner); // creates the owner's first pair
    [row] = await active();
  }
  return {
    id: row!.id,
    serverSeed: row!.serverSeed,
    serverSeedHash: row!.serverSeedHash,
    clientSeed: row!.clientSeed,
    nonce: row!.nonce,
  };
}

function remember(db: Db, key: string, seed: Seed) {
  const seeds = seedsOf(db);
  seeds.delete(key);
  if (seeds.size >= SEEDS_KEPT) seeds.delete(seeds.keys().next().value!);
  seeds.set(key, seed);
}

const json = (v: unknown) => sql`${JSON.stringify(v)}::jsonb`;

/**
 * Claims the owner's next nonce, decides the outcome from it and writes the journal row (DEBITING)
 * in ONE statement, so the nonce and its round commit together (never used twice nor lost) in one
 * commit. `also` is a statement run in the same commit (the journal marks this node owes). When
 * the guessed nonce was taken meanwhile twice, it falls back to claiming under the row lock.
 */
export async function claimAndJournal(
  ctx: Ctx,
  s: Session,
  title: Title,
  bet: Record<string, unknown>,
  stake: number,
  play: (rng: FairStream) => Outcome,
  also: SQL | null,
): Promise<{ r: Round; fair: FairState }> {
  const key = `${ctx.merchantId}:${s.owner}`;
  let extra = also;
  for (let attempt = 0; attempt < 2; attempt++) {
    const seed = (attempt === 0 && seedsOf(ctx.db).get(key)) || (await readSeed(ctx.db, ctx.merchantId, s.owner));
    const fair = fairOfSeed(seed);
    const outcome = play(streamOf(seed));
    const j = journalRow(ctx, s, title, { bet, stake, seed, fair, outcome, state: null, status: 'DEBITING' });
    const res = (await ctx.db.execute(sql`
      with ${extra ? sql`m as (${extra}),` : sql``}
      s as (update gs_seeds set nonce = nonce + 1 where id = ${seed.id} and active and nonce = ${seed.nonce} returning id)
      insert into gs_rounds (merchant_id, session_id, owner, mode, player_id, vendor, game_code, engine, params, seed_id, nonce,
                             bet, stake, win, status, result, detail)
      select ${j.merchantId}, ${j.sessionId}, ${j.owner}, ${j.mode}, ${j.playerId}, ${j.vendor}, ${j.gameCode}, ${j.engine},
             ${json(j.params)}, ${seed.id}, ${seed.nonce}, ${json(j.bet)}, ${stake}, ${j.win ?? 0}, 'DEBITING', ${j.result ?? ''},
             ${json(j.detail)}
        from s
      returning id, created_at`)) as unknown as { rows: { id: string | number; created_at: string | Date }[] };
    extra = null;
    const row = res.rows[0];
    if (!row) {
      seedsOf(ctx.db).delete(key);
      continue;
    }
    remember(ctx.db, key, { ...seed, nonce: seed.nonce + 1 });
    const r: Round = {
      ...(j as Required<typeof j>),
      id: toInt(row.id),
      state: null,
      actions: [],
      jackpotWin: 0,
      attempts: 0,
      createdAt: new Date(row.created_at),
      settledAt: null,
    };
    return { r, fair };
  }
  // Contended (several bets of one owner at once): the nonce is taken under the pair's row lock.
  const { r, fair, seed } = await ctx.db.transaction((tx) =>
    journalLocked(tx, ctx, s, title, { bet, stake, status: 'DEBITING' }, (rng) => ({ outcome: play(rng), state: null })),
  );
  remember(ctx.db, key, { ...seed, nonce: seed.nonce + 1 });
  return { r, fair };
}
