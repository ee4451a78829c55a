import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  OPERATOR_LOCK,
  OPERATOR_SESSION,
  type Operator,
  type OperatorLoginRequest,
  type OperatorLoginResponse,
  type OperatorRole,
  type OperatorSession,
} from '@jade/contract/operators';
import { numberIssue } from '@jade/contract/common';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { toIso } from '../../db/normalize';
import { AppError } from '../../lib/app-error';
import { dummyHash, hashSecret, newToken, sha256, verifySecret } from '../../lib/secrets';
import { generateTotpSecret, otpauthUri, verifyTotp } from '../../lib/totp';
import { operatorSessions, operators } from './operators.tables';

type Row = typeof operators.$inferSelect;
type SessionRow = typeof operatorSessions.$inferSelect;
/** Who calls an /ops route: a named operator's session, or the ADMIN_TOKEN. */
export type Caller = { name: string; role: OperatorRole; operatorId: number | null; sessionId: number | null };

const SETUP_MINUTES = 10;
const TOUCH_EVERY_MS = 60_000;

export function present(r: Row): Operator {
  return {
    id: r.id,
    username: r.username,
    role: r.role,
    status: r.status,
    totpEnabled: r.totpEnabledAt !== null,
    createdBy: r.createdBy,
    createdAt: toIso(r.createdAt),
    lastLoginAt: r.lastLoginAt ? toIso(r.lastLoginAt) : null,
  };
}

const byName = (merchantId: number, username: string) =>
  and(eq(operators.merchantId, merchantId), sql`lower(${operators.username}) = lower(${username})`);

export async function findOperator(db: Db, merchantId: number, username: string): Promise<Row | null> {
  const [row] = await db.select().from(operators).where(byName(merchantId, username));
  return row ?? null;
}

async function mustFind(db: Db, merchantId: number, username: string): Promise<Row> {
  const row = await findOperator(db, merchantId, username);
  if (!row) throw new AppError('NOT_FOUND', `No operator ${username}`);
  return row;
}

export async function listOperators(db: Db, merchantId: number): Promise<Operator[]> {
  const rows = await db.select().from(operators).where(eq(operators.merchantId, merchantId)).orderBy(asc(operators.id));
  return rows.map(present);
}

/** A new operator (by an admin or the ADMIN_TOKEN); the authenticator is set up at the first sign-in. */
export async function createOperator(
  db: Db,
  merchantId: number,
  input: { username: string; password: string; role: OperatorRole },
  createdBy: string,
): Promise<Operator> {
  try {
    const [row] = await db
      .insert(operators)
      .values({
        merchantId,
        username: input.username,
        passwordHash: await hashSecret(input.password),
        role: input.role,
        createdBy,
      })
      .returning();
    return present(row!);
  } catch (err) {
    if (isUniqueViolation(err))
      throw new AppError('CONFLICT', 'This operator name is taken', [{ path: 'username', message: 'taken' }]);
    throw err;
  }
}

/**
 * A new role, or disabled / active again; disabling ends the operator's sessions. The last active
 * admin cannot lose the role or be disabled (the platform would be run by ADMIN_TOKEN alone).
 */
export async function updateOperator(
  db: Db,
  merchantId: number,
  username: string,
  patch: { role?: OperatorRole | undefined; status?: 'active' | 'disabled' | undefined },
): Promise<Operator> {
  const row = await mustFind(db, merchantId, username);
  const losesAdmin =
    row.role === 'admin' && row.status === 'active' && ((patch.role && patch.role !== 'admin') || patch.status === 'disabled');
  if (losesAdmin) {
    const [n] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(operators)
      .where(and(eq(operators.merchantId, merchantId), eq(operators.role, 'admin'), eq(operators.status, 'active')));
    if ((n?.n ?? 0) <= 1) throw new AppError('CONFLICT', 'The last active admin stays an active admin');
  }
  const [updated] = await db
    .update(operators)
    .set({ ...(patch.role ? { role: patch.role } : {}), ...(patch.status ? { status: patch.status } : {}) })
    .where(eq(operators.id, row.id))
    .returning();
  if (patch.status === 'disabled') await revokeAll(db, row.id);
  return present(updated!);
}

/** Clears an operator's authenticator (a lost phone): the next sign-in sets a new one up; sessions end. */
export async function resetTotp(db: Db, merchantId: number, username: string): Promise<Operator> {
  const row = await mustFind(db, merchantId, username);
  const [updated] = await db
    .update(operators)
    .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null, setupTokenHash: null, setupExpiresAt: null })
    .where(eq(operators.id, row.id))
    .returning();
  await revokeAll(db, row.id);
  return present(updated!);
}

const failed = () => new AppError('OPS_LOGIN_FAILED', 'Wrong operator name, password or code');

/**
 * Counts a wrong password or code in one statement (parallel guesses each count); the fifth in a
 * row locks the operator for a while.
 */
async function countFailure(db: Db, row: Row) {
  const lockAt = new Date(Date.now() + OPERATOR_LOCK.minutes * 60_000);
  await db
    .update(operators)
    .set({
      failedAttempts: sql`case when ${operators.failedAttempts} + 1 >= ${OPERATOR_LOCK.failures} then 0 else ${operators.failedAttempts} + 1 end`,
      lockedUntil: sql`case when ${operators.failedAttempts} + 1 >= ${OPERATOR_LOCK.failures} then ${lockAt.toISOString()}::timestamptz else ${operators.lockedUntil} end`,
    })
    .where(eq(operators.id, row.id));
}

/** Spends a code's time step in one statement: false when it (or a later one) was used already. */
async function spendStep(db: Db, row: Row, step: number): Promise<boolean> {
  const spent = await db
    .update(operators)
    .set({ totpLastStep: step })
    .where(and(eq(operators.id, row.id), sql`(${operators.totpLastStep} is null or ${operators.totpLastStep} < ${step})`))
    .returning({ id: operators.id });
  return spent.length > 0;
}

function assertNotLocked(row: Row) {
  if (row.lockedUntil && row.lockedUntil > new Date()) {
    const minutes = Math.ceil((row.lockedUntil.getTime() - Date.now()) / 60_000);
    throw new AppError('OPS_LOCKED', `Too many failed sign-ins; try again in ${minutes} minutes`, [
      numberIssue('retryAfterMinutes', minutes),
    ]);
  }
}

type Ctx = { merchantId: number; ip: string; userAgent: string };

/**
 * An operator's sign-in: the password (argon2, counted, locked after repeated failures), then the
 * authenticator code (each code once). The first time, the password right, it answers the
 * authenticator to set up instead of a session. A disabled or unknown operator is told the same as
 * a wrong password, after the same work.
 */
export async function login(db: Db, ctx: Ctx, input: OperatorLoginRequest): Promise<OperatorLoginResponse> {
  const row = await findOperator(db, ctx.merchantId, input.username);
  if (!row) {
    await verifySecret(await dummyHash(), input.password);
    throw failed();
  }
  // Locked: the same work and answer as a wrong password, unless the password is right (only the
  // operator learns of the lock, so a stranger cannot tell which names exist).
  const right = await verifySecret(row.passwordHash, input.password);
  if (right) assertNotLocked(row);
  else if (row.lockedUntil && row.lockedUntil > new Date()) throw failed();
  if (!right || row.status !== 'active') {
    await countFailure(db, row);
    throw failed();
  }
  if (!row.totpEnabledAt) {
    const secret = generateTotpSecret();
    const setupToken = newToken();
    await db
      .update(operators)
      .set({
        totpSecret: secret,
        setupTokenHash: sha256(setupToken),
        setupExpiresAt: new Date(Date.now() + SETUP_MINUTES * 60_000),
        failedAttempts: 0,
      })
      .where(eq(operators.id, row.id));
    return {
      token: null,
      operator: null,
      setup: { setupToken, secret, otpauthUri: otpauthUri({ issuer: 'Jade ops', account: row.username, secret }) },
    };
  }
  if (!input.code)
    throw new AppError('OPS_TOTP_REQUIRED', 'Enter the code of your authenticator app', [{ path: 'code', message: 'required' }]);
  const step = row.totpSecret ? verifyTotp(row.totpSecret, input.code, Date.now()) : null;
  if (step === null || !(await spendStep(db, row, step))) {
    await countFailure(db, row);
    throw failed();
  }
  return startSession(db, ctx, row, {});
}

/** The first sign-in's second step: a code from the new authenticator turns it on and opens a session. */
export async function completeTotpSetup(
  db: Db,
  ctx: Ctx,
  input: { setupToken: string; code: string },
): Promise<OperatorLoginResponse> {
  const [row] = await db
    .select()
    .from(operators)
    .where(
      and(
        eq(operators.merchantId, ctx.merchantId),
        eq(operators.setupTokenHash, sha256(input.setupToken)),
        gt(operators.setupExpiresAt, new Date()),
      ),
    );
  if (!row || row.status !== 'active' || !row.totpSecret) throw failed();
  assertNotLocked(row);
  const step = verifyTotp(row.totpSecret, input.code, Date.now());
  if (step === null) {
    await countFailure(db, row);
    throw failed();
  }
  // The set-up token is spent with the step, in one statement: a second use finds it gone.
  const spent = await db
    .update(operators)
    .set({ totpLastStep: step, totpEnabledAt: new Date(), setupTokenHash: null, setupExpiresAt: null })
    .where(and(eq(operators.id, row.id), eq(operators.setupTokenHash, sha256(input.setupToken))))
    .returning({ id: operators.id });
  if (spent.length === 0) throw failed();
  return startSession(db, ctx, row, {});
}

async function startSession(db: Db, ctx: Ctx, row: Row, patch: Partial<Row>): Promise<OperatorLoginResponse> {
  const token = newToken();
  const now = Date.now();
  const [updated] = await db
    .update(operators)
    .set({ ...patch, failedAttempts: 0, lockedUntil: null, lastLoginAt: new Date(now) })
    .where(eq(operators.id, row.id))
    .returning();
  await db.insert(operatorSessions).values({
    operatorId: row.id,
    tokenHash: sha256(token),
    ip: ctx.ip,
    userAgent: ctx.userAgent.slice(0, 300),
    expiresAt: new Date(now + OPERATOR_SESSION.absoluteHours * 3_600_000),
  });
  return { token, operator: present(updated!), setup: null };
}

const live = (s: SessionRow, now: number) =>
  s.revokedAt === null && s.expiresAt.getTime() > now && s.lastSeenAt.getTime() + OPERATOR_SESSION.idleMinutes * 60_000 > now;

/** The operator of a live session token (active operator), touching the session; null otherwise. */
export async function callerOfToken(db: Db, merchantId: number, token: string): Promise<Caller | null> {
  if (!token || token.length > 200) return null;
  const [hit] = await db
    .select({ s: operatorSessions, o: operators })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(
      and(
        eq(operatorSessions.tokenHash, sha256(token)),
        isNull(operatorSessions.revokedAt),
        eq(operators.merchantId, merchantId),
      ),
    );
  const now = Date.now();
  if (!hit || !live(hit.s, now) || hit.o.status !== 'active') return null;
  if (now - hit.s.lastSeenAt.getTime() > TOUCH_EVERY_MS)
    await db
      .update(operatorSessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(operatorSessions.id, hit.s.id));
  return { name: hit.o.username, role: hit.o.role, operatorId: hit.o.id, sessionId: hit.s.id };
}

/** An operator's live sessions, newest first. */
export async function listSessions(db: Db, operatorId: number, currentId: number | null): Promise<OperatorSession[]> {
  const rows = await db
    .select()
    .from(operatorSessions)
    .where(and(eq(operatorSessions.operatorId, operatorId), isNull(operatorSessions.revokedAt)))
    .orderBy(sql`${operatorSessions.lastSeenAt} desc`);
  const now = Date.now();
  return rows
    .filter((s) => live(s, now))
    .map((s) => ({
      id: s.id,
      ip: s.ip,
      userAgent: s.userAgent,
      createdAt: toIso(s.createdAt),
      lastSeenAt: toIso(s.lastSeenAt),
      current: s.id === currentId,
    }));
}

/** Ends one session of an operator (own, or any for an admin: `operatorId` null). */
export async function revokeSession(db: Db, id: number, operatorId: number | null) {
  const ended = await db
    .update(operatorSessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(operatorSessions.id, id),
        isNull(operatorSessions.revokedAt),
        operatorId === null ? sql`true` : eq(operatorSessions.operatorId, operatorId),
      ),
    )
    .returning({ id: operatorSessions.id });
  if (ended.length === 0) throw new AppError('NOT_FOUND', `No live session ${id}`);
}

async function revokeAll(db: Db, operatorId: number) {
  await db
    .update(operatorSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(operatorSessions.operatorId, operatorId), isNull(operatorSessions.revokedAt)));
}

export { forgetApproval, fourEyesAmount, secondApproval, setFourEyesAmount } from './operators.four-eyes';
