import type { Db } from '../../db/client';
import * as members from '../members/members.service';
import type { Authed } from './sessions.service';

/**
 * How long a session read is used without asking the database again. Changes are heard at once
 * (below); this bounds only a change whose notification was missed while the node's LISTEN
 * connection was down.
 */
const FRESH_MS = 10_000;
/** Entries kept at most (the oldest go first): a node's signed-in callers of the last seconds. */
const MAX_ENTRIES = 100_000;

type Entry = { db: Db; accountId: number; sessionId: number; authed: Authed; until: number };

/**
 * The node's cache of session reads (a session and its account, by the token's hash): a signed-in
 * request costs no database round trip while its session was read in the last FRESH_MS. It is on
 * only for a database whose node listens to the events channel (`cacheOn`, by the events hub),
 * because that is how it hears of changes: migration 0068's triggers announce every change to an
 * account, or to a session other than its last activity, to every node at commit (`accountsChanged`);
 * this node's own writes forget at once (sign-out, revocations, password change here; the
 * members module's writes of accounts through `onAccountsWritten`), so a request that follows
 * one on the same node never sees the old row. A reconnected LISTEN forgets everything. Cached
 * reads are frozen: a request can never change what another one reads.
 */
const byHash = new Map<string, Entry>();
const byAccount = new Map<number, Set<string>>();
const listening = new WeakSet<Db>();
/** Counts the forgets: a read begun before the last one may be stale and is not kept. */
let generation = 0;

/**
 * How long after this node begins a write of an account no read of it is kept, unless the write's
 * notification (at its commit) lands first. Its writers forget before they write, inside
 * transactions they do not commit themselves: a read racing the write (after the forget, before
 * the commit) would otherwise keep the old row until the notification lands. This bounds a write
 * that changed nothing or was rolled back (no notification).
 */
const WRITING_MS = 5_000;
/** Account id → until when its reads are not kept (`forgetWhileWriting`). */
const writing = new Map<number, number>();

members.onAccountsWritten((ids) => forgetWhileWriting(ids));

/** Caches this database's session reads from now on (its node hears the changes). */
export function cacheOn(db: Db) {
  listening.add(db);
}

/** Stops caching this database's session reads and forgets them (the node stops listening). */
export function cacheOff(db: Db) {
  listening.delete(db);
  forgetWhere((e) => e.db === db);
}

/** Forgets every session read of this database (notifications may have been missed). */
export function forgetAll(db: Db) {
  forgetWhere((e) => e.db === db);
}

/** The cached read of a token's hash, if fresh. */
export function cachedSession(db: Db, tokenHash: string): Authed | null {
  const e = byHash.get(tokenHash);
  if (!e || e.db !== db) return null;
  if (e.until <= Date.now()) {
    forget(tokenHash);
    return null;
  }
  return e.authed;
}

/** What `rememberSession` needs to know when its read began. */
export const readBegins = () => generation;

/**
 * Keeps a session read (frozen) for FRESH_MS, unless something was forgotten since the read began
 * (`readBegins`: it may have read a row just before a change); answers the frozen read.
 */
export function rememberSession(db: Db, tokenHash: string, authed: Authed, began: number): Authed {
  const kept = Object.freeze({ session: Object.freeze({ ...authed.session }), account: Object.freeze({ ...authed.account }) });
  if (!listening.has(db) || began !== generation || beingWritten(kept.account.id)) return kept;
  forget(tokenHash);
  if (byHash.size >= MAX_ENTRIES) forget(byHash.keys().next().value!);
  const accountId = kept.account.id;
  byHash.set(tokenHash, { db, accountId, sessionId: kept.session.id, authed: kept, until: Date.now() + FRESH_MS });
  const hashes = byAccount.get(accountId) ?? new Set<string>();
  hashes.add(tokenHash);
  byAccount.set(accountId, hashes);
  return kept;
}

/** The session's last activity moved on: the cached read says so too (its freshness unchanged). */
export function sessionTouched(tokenHash: string, lastSeenAt: Date) {
  const e = byHash.get(tokenHash);
  if (e) e.authed = Object.freeze({ ...e.authed, session: Object.freeze({ ...e.authed.session, lastSeenAt }) });
}

/** Forgets the reads of these accounts (their row or one of their sessions changed). */
export function forgetAccounts(accountIds: readonly number[]) {
  generation++;
  for (const id of accountIds) for (const h of byAccount.get(id) ?? []) forget(h);
}

/**
 * A change to these accounts committed (the database's notification, on any node): their reads
 * are forgotten, and reads begun from now on may be kept again.
 */
export function accountsChanged(accountIds: readonly number[]) {
  forgetAccounts(accountIds);
  for (const id of accountIds) writing.delete(id);
}

/**
 * Forgets the reads of these accounts, which this node is about to write (before its commit), and
 * keeps none of them for WRITING_MS.
 */
export function forgetWhileWriting(accountIds: readonly number[]) {
  const until = Date.now() + WRITING_MS;
  if (writing.size > MAX_ENTRIES) for (const [id, t] of writing) if (t <= Date.now()) writing.delete(id);
  for (const id of accountIds) writing.set(id, until);
  forgetAccounts(accountIds);
}

function beingWritten(accountId: number): boolean {
  const until = writing.get(accountId);
  if (until === undefined) return false;
  if (until > Date.now()) return true;
  writing.delete(accountId);
  return false;
}

/** Forgets the reads of these sessions (revoked). */
export function forgetSessions(sessionIds: readonly number[]) {
  const ids = new Set(sessionIds);
  forgetWhere((e) => ids.has(e.sessionId));
}

function forgetWhere(match: (e: Entry) => boolean) {
  generation++;
  for (const [h, e] of byHash) if (match(e)) forget(h);
}

function forget(tokenHash: string) {
  const e = byHash.get(tokenHash);
  if (!e) return;
  byHash.delete(tokenHash);
  const hashes = byAccount.get(e.accountId);
  hashes?.delete(tokenHash);
  if (hashes?.size === 0) byAccount.delete(e.accountId);
}
