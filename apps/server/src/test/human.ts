import { solveChallenge } from 'altcha-lib';
import type { FastifyInstance } from 'fastify';

/** Solves the server's proof-of-work challenge the way the browser does. */
export async function solveHumanCheck(app: FastifyInstance): Promise<string> {
  const c = (await app.inject({ method: 'GET', url: '/wps/verification/altcha' })).json().value;
  const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
  if (!solution) throw new Error('unsolvable challenge');
  return Buffer.from(
    JSON.stringify({
      algorithm: c.algorithm,
      challenge: c.challenge,
      number: solution.number,
      salt: c.salt,
      signature: c.signature,
    }),
  ).toString('base64');
}
