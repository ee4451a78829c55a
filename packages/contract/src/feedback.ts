import { z } from 'zod';
import { LIMITS } from './limits';

/** Question types of the feedback form (spec §3), in the form's order. */
export const FEEDBACK_TYPES = { deposit: 1, withdrawal: 2, game: 3, customerService: 4, applyAgent: 6, others: 0 } as const;
export type FeedbackTypeName = keyof typeof FEEDBACK_TYPES;
export const FEEDBACK_TYPE_VALUES: readonly number[] = Object.values(FEEDBACK_TYPES);

/** How long a description is as the rules count it: characters (code points) after trimming. */
export const feedbackLength = (content: string): number => [...content.trim()].length;

/** The fields of the form in the order the "missing" warning lists them (spec §5). */
export const FEEDBACK_REQUIRED_FIELDS = ['type', 'content', 'captcha'] as const;

/**
 * PUT /wps/feedback (spec §7: content, sender, type, captcha). Shapes only: which fields are missing
 * and the 20–200 rule are checked by the server so that every missing field is named in one answer.
 * `sender` is taken from the session; a value sent is ignored.
 */
export const FeedbackRequest = z
  .object({
    type: z.number().int().nullable().optional(),
    content: z
      .string()
      .max(LIMITS.feedbackMaxChars * 4)
      .optional(),
    sender: z.string().max(64).optional(),
    captcha: z.string().max(10).optional(),
    captchaId: z.string().max(64).optional(),
  })
  .strict();
export type FeedbackRequest = z.infer<typeof FeedbackRequest>;
export const FeedbackResult = z.object({ id: z.number().int() });

// ---------------------------------------------------------------- operator

export const OpsFeedback = z.object({
  id: z.number().int(),
  sender: z.string(),
  type: z.number().int(),
  content: z.string(),
  status: z.enum(['OPEN', 'ANSWERED']),
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
  createdAt: z.string(),
});
export type OpsFeedback = z.infer<typeof OpsFeedback>;

export const OpsFeedbackQuery = z
  .object({
    status: z.enum(['OPEN', 'ANSWERED']).optional(),
    pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict();

/** POST /ops/feedback/:id/answer — the answer reaches the member as an internal message. */
export const OpsFeedbackAnswer = z.object({ answer: z.string().trim().min(1).max(2000) }).strict();
