import { z } from 'zod';
import { IdParams } from './common';
import { LANGUAGE_CODES, LanguageCodeSchema, withCanonicalLanguageKeys } from './languages';

/** Internal messages: plain text (never HTML), shown in the personal centre (messageV2). */
export const MESSAGE_TITLE_MAX_CHARS = 100;
export const MESSAGE_CONTENT_MAX_CHARS = 2000;
/** Messages per page of the inbox. */
export const MESSAGE_PAGE_SIZE = 10;

export const MessageItem = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  read: z.boolean(),
  time: z.string(),
});
export type MessageItem = z.infer<typeof MessageItem>;

/** GET /wps/messages?pageNo=1 — the caller's inbox, newest first, with the unread count. */
export const MessageListQuery = z
  .object({
    pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(50).default(MESSAGE_PAGE_SIZE),
    lang: LanguageCodeSchema.optional(),
  })
  .strict();
export const MessagePage = z.object({
  list: z.array(MessageItem),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  unread: z.number().int(),
});
export type MessagePage = z.infer<typeof MessagePage>;

/** GET /wps/relay/CSP_unreadCountV2 — also the answer of every inbox change (read, delete). */
export const UnreadCount = z.object({ count: z.number().int().nonnegative() });
export type UnreadCount = z.infer<typeof UnreadCount>;

export const MessageIdParams = IdParams;

// ---------------------------------------------------------------- operator

const LangCode = z.enum(LANGUAGE_CODES);
const localized = (max: number) =>
  withCanonicalLanguageKeys(
    z
      .partialRecord(LangCode, z.string().trim().max(max))
      .refine((t) => Boolean(t.en && t.en.length > 0), { message: 'English text is required' }),
  );

/** Who an operator's message goes to: one member, every member, or every account below an agent. */
export const MessageAudience = z.discriminatedUnion('to', [
  z.object({ to: z.literal('member'), username: z.string().trim().min(1).max(64) }).strict(),
  z.object({ to: z.literal('all') }).strict(),
  z.object({ to: z.literal('team'), agent: z.string().trim().min(1).max(64) }).strict(),
]);
export type MessageAudience = z.infer<typeof MessageAudience>;

/** POST /ops/messages */
export const OpsSendMessageRequest = z
  .object({
    audience: MessageAudience,
    title: localized(MESSAGE_TITLE_MAX_CHARS),
    content: localized(MESSAGE_CONTENT_MAX_CHARS),
  })
  .strict();
export type OpsSendMessageRequest = z.infer<typeof OpsSendMessageRequest>;
export const OpsSendMessageResult = z.object({ messageId: z.number().int(), recipients: z.number().int() });

export const OpsPageQuery = z
  .object({
    pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict();

/** GET /ops/messages: what operators sent, with how many inboxes each reached. */
export const OpsSentMessage = z.object({
  id: z.number().int(),
  audience: z.enum(['member', 'all', 'team', 'feedback']),
  target: z.string().nullable(),
  title: z.record(z.string(), z.string()),
  /** Who sent it: the operator's name (`admin-token` for automation; `operator` before named operators). */
  sender: z.string(),
  recipients: z.number().int(),
  createdAt: z.string(),
});
export const OpsSentMessagePage = z.object({
  list: z.array(OpsSentMessage),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
