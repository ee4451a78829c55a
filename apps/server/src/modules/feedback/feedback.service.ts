import { and, count, desc, eq } from 'drizzle-orm';
import {
  FEEDBACK_REQUIRED_FIELDS,
  FEEDBACK_TYPE_VALUES,
  feedbackLength,
  type FeedbackRequest,
  type OpsFeedback,
} from '@jade/contract/feedback';
import { numberIssue } from '@jade/contract/common';
import { LIMITS } from '@jade/contract/limits';
import type { Db } from '../../db/client';
import { toInt, toIso } from '../../db/normalize';
import { offsetOf } from '../../db/paging';
import { AppError, invalidField } from '../../lib/app-error';
import * as auth from '../auth/auth.service';
import * as members from '../members/members.service';
import * as messages from '../messages/messages.service';
import { hit, hitsNow } from '../../plugins/rate-limit';
import { feedback } from './feedback.tables';

/** Accepted feedback per member per hour: enough for a person, too few to flood the desk. */
export const FEEDBACK_PER_HOUR = 10;
const HOUR = 3600;

/** The answer's title in the languages Jade has texts for (English is the fallback). */
const ANSWER_TITLE = { en: 'Reply to your feedback', ne: 'तपाईंको प्रतिक्रियाको जवाफ' };

/**
 * The rules of spec §5, in this order, nothing stored on any refusal: every missing field named in
 * one answer (question type, question description, captcha); a known type; 20 to 200 characters
 * after trimming; not more than FEEDBACK_PER_HOUR an hour; then the captcha, used up right or wrong.
 */
export async function submit(db: Db, merchantId: number, account: members.Account, input: FeedbackRequest) {
  const content = (input.content ?? '').trim();
  const present = {
    type: input.type !== undefined && input.type !== null,
    content: content.length > 0,
    captcha: Boolean(input.captcha?.trim()),
  };
  const missing = FEEDBACK_REQUIRED_FIELDS.filter((f) => !present[f]);
  if (missing.length > 0) {
    throw new AppError(
      'FEEDBACK_INCOMPLETE',
      `Please fill in: ${missing.join(', ')}`,
      missing.map((path) => ({ path, message: 'required' })),
    );
  }
  if (!FEEDBACK_TYPE_VALUES.includes(input.type!)) throw invalidField('type', 'unknown question type');
  const length = feedbackLength(content);
  if (length < LIMITS.feedbackMinChars || length > LIMITS.feedbackMaxChars) {
    throw new AppError(
      'FEEDBACK_LENGTH',
      `The description must be ${LIMITS.feedbackMinChars} to ${LIMITS.feedbackMaxChars} characters (it has ${length})`,
      [numberIssue('content', length)],
    );
  }
  const key = `feedback|${account.id}`;
  if ((await hitsNow(db, key, HOUR)) >= FEEDBACK_PER_HOUR) {
    throw new AppError('RATE_LIMITED', 'Too much feedback in an hour. Please try again later.');
  }
  if (!(await auth.consumeCaptcha(db, input.captchaId, input.captcha))) {
    throw new AppError('AUTH_CAPTCHA_INVALID', 'The captcha is wrong', [{ path: 'captcha', message: 'wrong' }]);
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(feedback)
      .values({ merchantId, accountId: account.id, sender: account.username, type: input.type!, content })
      .returning({ id: feedback.id });
    await hit(tx, key, Number.MAX_SAFE_INTEGER, HOUR);
    return { id: row!.id };
  });
}

function present(f: typeof feedback.$inferSelect): OpsFeedback {
  return {
    id: f.id,
    sender: f.sender,
    type: f.type,
    content: f.content,
    status: f.status,
    answer: f.answer,
    answeredAt: f.answeredAt ? toIso(f.answeredAt) : null,
    createdAt: toIso(f.createdAt),
  };
}

export async function listForOps(
  db: Db,
  merchantId: number,
  q: { status?: 'OPEN' | 'ANSWERED' | undefined; pageNo: number; pageSize: number },
) {
  const where = and(eq(feedback.merchantId, merchantId), q.status ? eq(feedback.status, q.status) : undefined);
  const [rows, [total]] = await Promise.all([
    db.select().from(feedback).where(where).orderBy(desc(feedback.id)).limit(q.pageSize).offset(offsetOf(q)),
    db.select({ n: count() }).from(feedback).where(where),
  ]);
  return { list: rows.map(present), pageNo: q.pageNo, pageSize: q.pageSize, total: toInt(total?.n ?? 0) };
}

export async function findForOps(db: Db, merchantId: number, id: number) {
  const [row] = await db
    .select()
    .from(feedback)
    .where(and(eq(feedback.merchantId, merchantId), eq(feedback.id, id)));
  if (!row) throw new AppError('NOT_FOUND', `No feedback ${id}`);
  return present(row);
}

/**
 * Answers a feedback once, in the caller's transaction: the row turns ANSWERED (a conditional
 * update, so two operators cannot both answer) and the answer lands in the member's inbox.
 */
export async function answer(tx: Db, merchantId: number, id: number, text: string, sender: string) {
  const [row] = await tx
    .update(feedback)
    .set({ status: 'ANSWERED', answer: text, answeredAt: new Date() })
    .where(and(eq(feedback.merchantId, merchantId), eq(feedback.id, id), eq(feedback.status, 'OPEN')))
    .returning();
  if (!row) {
    await findForOps(tx, merchantId, id);
    throw new AppError('FEEDBACK_ANSWERED', 'This feedback has already been answered');
  }
  const sent = await messages.deliver(
    tx,
    merchantId,
    { audience: 'feedback', target: row.sender, sender, title: ANSWER_TITLE, content: { en: text } },
    { kind: 'one', accountId: row.accountId },
  );
  const [updated] = await tx.update(feedback).set({ messageId: sent.messageId }).where(eq(feedback.id, id)).returning();
  return present(updated!);
}
