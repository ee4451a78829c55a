import { createChallenge, extractParams, verifySolution } from 'altcha-lib';
import { lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { usedChallenges } from './verification.tables';

/** Work the browser does in the background (about a second on a phone), and how long a challenge lives. */
const MAX_NUMBER = 20_000;
const TTL_MS = 10 * 60_000;

/** A signed ALTCHA proof-of-work challenge. */
export async function createHumanChallenge(hmacKey: string) {
  const c = await createChallenge({ hmacKey, maxNumber: MAX_NUMBER, expires: new Date(Date.now() + TTL_MS) });
  return {
    algorithm: c.algorithm,
    challenge: c.challenge,
    maxnumber: c.maxnumber ?? MAX_NUMBER,
    salt: c.salt,
    signature: c.signature,
  };
}

/** Verifies a solution once: bad, expired or replayed solutions answer `HUMAN_CHECK_FAILED`. */
export async function consumeHumanCheck(db: Db, hmacKey: string, payload: string) {
  const fail = () =>
    new AppError('HUMAN_CHECK_FAILED', 'Human verification failed, please try again', [{ path: 'altcha', message: 'failed' }]);
  let okSolution: boolean;
  try {
    okSolution = await verifySolution(payload, hmacKey, true);
  } catch {
    okSolution = false;
  }
  if (!okSolution) throw fail();
  const { signature } = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as { signature: string };
  const params = extractParams(payload);
  const expires = params.expires ? new Date(Number(params.expires) * 1000) : new Date(Date.now() + TTL_MS);
  await db.delete(usedChallenges).where(lt(usedChallenges.expiresAt, new Date()));
  const claimed = await db.insert(usedChallenges).values({ signature, expiresAt: expires }).onConflictDoNothing().returning();
  if (claimed.length === 0) throw fail();
}
