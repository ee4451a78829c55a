import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { captchas } from '../modules/auth/auth.tables';
import { sha256 } from '../lib/secrets';

/**
 * A real captcha from `GET /wps/captcha` whose answer the test knows: the stored hash is replaced
 * (only the hash of an answer is ever stored, so a test cannot read the drawn one).
 */
export async function knownCaptcha(app: FastifyInstance, answer = 'abcd', remoteAddress = '127.0.0.1') {
  const { captchaId } = (await app.inject({ method: 'GET', url: '/wps/captcha', remoteAddress })).json().value as {
    captchaId: string;
  };
  await app.db
    .update(captchas)
    .set({ answerHash: sha256(answer) })
    .where(eq(captchas.id, captchaId));
  return { captchaId, captcha: answer };
}
