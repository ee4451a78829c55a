import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { GameSession } from '@jade/contract/games';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Ctx, Session } from './gameserver.play';
import { fairState } from './gameserver.seeds';
import { gsSessions } from './gameserver.tables';
import { presentTitle, titleOf } from './gameserver.titles';

/** A game page's session lives this long without play (and never longer than its site session). */
export const SESSION_TTL_MS = 12 * 3600_000;
/** Play money of a free trial (minor units). */
export const TRIAL_BALANCE = 200_000;
/** How stale the session's last-play time may get before it is written again (a write per bet costs a commit). */
const SEEN_EVERY_MS = 60_000;

const hash = (t: string) => createHash('sha256').update(t).digest('hex');

/**
 * Opens a game page's session: the launch token is authenticated by the wallet (used up there);
 * the page gets its own session token, bound to the player, title, mode and the site session that
 * launched the game.
 */
export async function openSession(ctx: Ctx, launchToken: string, gameCode: string): Promise<GameSession> {
  const title = await titleOf(ctx.db, ctx.merchantId, gameCode);
  const auth = await ctx.wallet.authenticate(title.game.vendor, launchToken, gameCode);
  const token = randomBytes(32).toString('base64url');
  const trial = auth.mode === 'trial';
  const [s] = await ctx.db
    .insert(gsSessions)
    .values({
      merchantId: ctx.merchantId,
      tokenHash: hash(token),
      vendor: title.game.vendor,
      gameCode,
      mode: auth.mode,
      playerId: auth.playerId,
      owner: auth.playerId ?? `trial:${randomBytes(12).toString('base64url')}`,
      currency: auth.currency,
      trialBalance: trial ? TRIAL_BALANCE : null,
      language: auth.language,
      backUrl: auth.backUrl,
      siteSessionId: trial ? null : auth.siteSessionId,
      expiresAt: new Date(Date.now() + SESSION_TTL_MS),
    })
    .returning();
  const session = s!;
  return {
    session: token,
    mode: session.mode,
    game: presentTitle(title, session.language),
    currency: session.currency,
    balance: trial ? TRIAL_BALANCE : (auth.balance ?? 0),
    fair: await fairState(ctx.db, ctx.merchantId, session.owner),
    backUrl: session.backUrl,
    language: session.language,
  };
}

/**
 * A real game session is live only while the site session that launched it is: not revoked
 * (sign-out, or a password change elsewhere), within its absolute lifetime and idle timeout — the
 * game's own bets counting as activity — and only while the account is active and its password
 * has not changed since the game session began (a change keeps the site session it was made in).
 * A free trial has no site session. Checked in the query that loads the session: no extra trip.
 */
const liveSite = sql`(${gsSessions.mode} = 'trial' or exists (
  select 1 from sessions s join accounts a on a.id = s.account_id
   where s.id = ${gsSessions.siteSessionId}
     and s.revoked_at is null
     and s.expires_at > now()
     and greatest(s.last_seen_at, ${gsSessions.seenAt}) + s.idle_minutes * interval '1 minute' > now()
     and a.status = 'active'
     and a.password_changed_at <= ${gsSessions.createdAt}))`;

/**
 * The session of a game page's bearer token, while it and its site session are live. A bet or a
 * move (`play`) marks the session seen; the expiry slides once half of it is used.
 */
export async function sessionOf(
  db: Db,
  merchantId: number,
  authorization: string | undefined,
  opts: { play?: boolean } = {},
): Promise<Session> {
  const token = authorization?.startsWith('Bearer ') ? authorization.slice(7) : '';
  const [s] = token
    ? await db
        .select()
        .from(gsSessions)
        .where(
          and(
            eq(gsSessions.tokenHash, hash(token)),
            eq(gsSessions.merchantId, merchantId),
            gt(gsSessions.expiresAt, new Date()),
            liveSite,
          ),
        )
    : [];
  if (!s) throw new AppError('GS_SESSION_INVALID', 'The game session is unknown or expired');
  const now = Date.now();
  const slide = new Date(s.expiresAt).getTime() - now < SESSION_TTL_MS / 2;
  const seen = opts.play === true && now - new Date(s.seenAt).getTime() > SEEN_EVERY_MS;
  if (slide || seen)
    await db
      .update(gsSessions)
      .set({
        ...(slide ? { expiresAt: new Date(now + SESSION_TTL_MS) } : {}),
        ...(seen ? { seenAt: new Date(now) } : {}),
      })
      .where(eq(gsSessions.id, s.id));
  return s;
}
