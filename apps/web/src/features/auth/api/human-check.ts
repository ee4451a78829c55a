import { solveChallenge } from 'altcha-lib';
import { AltchaChallenge } from '@jade/contract/register';
import { api } from '@/lib/api-client';

/**
 * Fetches an ALTCHA challenge and solves it in the background (no puzzle for the person): the
 * answer is the base64 payload the server verifies once.
 */
export async function solveHumanCheck(signal?: AbortSignal): Promise<string> {
  const c = await api('/wps/verification/altcha', AltchaChallenge, signal ? { signal } : {});
  const { promise, controller } = solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber);
  signal?.addEventListener('abort', () => controller.abort());
  const solution = await promise;
  if (!solution) throw new Error('human check not solved');
  return btoa(
    JSON.stringify({
      algorithm: c.algorithm,
      challenge: c.challenge,
      number: solution.number,
      salt: c.salt,
      signature: c.signature,
    }),
  );
}
