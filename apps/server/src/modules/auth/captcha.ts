import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import { LIMITS } from '@jade/contract/limits';
import type { Db } from '../../db/client';
import { safeEqual, sha256 } from '../../lib/secrets';
import { captchas } from './auth.tables';

/** Lower-case letters and digits that cannot be mistaken for one another. */
export const CAPTCHA_CHARS = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A new image captcha (SVG as a data URL); only the hash of its answer is stored. */
export async function createCaptcha(db: Db): Promise<{ captchaId: string; image: string }> {
  const c = svgCaptcha.create({ size: 4, noise: 3, charPreset: CAPTCHA_CHARS, color: true, background: '#f4f6f5' });
  const captchaId = randomUUID();
  await db.delete(captchas).where(lt(captchas.expiresAt, new Date()));
  await db.insert(captchas).values({
    id: captchaId,
    answerHash: sha256(c.text.toLowerCase()),
    expiresAt: new Date(Date.now() + LIMITS.captchaTtlMinutes * 60_000),
  });
  return { captchaId, image: `data:image/svg+xml;base64,${Buffer.from(c.data).toString('base64')}` };
}

/** Checks and consumes a captcha: right or wrong, it cannot be used again. */
export async function consumeCaptcha(db: Db, captchaId: string | undefined, answer: string | undefined): Promise<boolean> {
  if (!captchaId || !answer) return false;
  const [row] = await db
    .update(captchas)
    .set({ usedAt: new Date() })
    .where(and(eq(captchas.id, captchaId), isNull(captchas.usedAt), gt(captchas.expiresAt, new Date())))
    .returning();
  return row ? safeEqual(row.answerHash, sha256(answer.trim().toLowerCase())) : false;
}
