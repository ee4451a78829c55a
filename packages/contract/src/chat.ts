import { z } from 'zod';
import { Id, IdParam, IdParams, INT4_MAX, SeqParam } from './common';
import { LIMITS } from './limits';

/**
 * Jade's own support chat (spec §7 "Live chat": CBS_modelList, CBS_launchChat). Members and guests
 * (with a name) talk to operators; messages go over HTTP, the live events (messages, typing, read
 * marks, conversation changes) come over the chat WebSocket `GET /ws/chat`. Every message has a
 * sequence number per conversation, so a client that reconnects asks for the ones after its last.
 */

/** The chat queues (CBS_modelList). Deposit and withdrawal questions need a real account. */
export const CHAT_QUEUES = ['GENERAL', 'DEPOSIT', 'WITHDRAWAL', 'AGENT'] as const;
export const ChatQueue = z.enum(CHAT_QUEUES);
export type ChatQueue = z.infer<typeof ChatQueue>;
export const REAL_ACCOUNT_QUEUES: readonly ChatQueue[] = ['DEPOSIT', 'WITHDRAWAL'];

/** Length limits of every text field of the chat. */
export const CHAT_LIMITS = {
  guestNameMax: 40,
  textMax: 1000,
  clientIdMax: 40,
  /** Messages per history page. */
  pageSize: 100,
  /** A customer's past conversations listed. */
  historyMax: 20,
  /** Operator's conversation list. */
  opsListMax: 100,
  /** How long the other side shows "typing" after a typing event. */
  typingShowMs: 4000,
  /** A client sends at most one typing event this often. */
  typingEveryMs: 2000,
} as const;

/** The site's chat page; CBS_launchChat answers it with `?conversation=<id>`. */
export const CHAT_PAGE_PATH = '/liveChat';

/** The header that carries a guest's conversation token (members use their session token). */
export const CHAT_GUEST_HEADER = 'x-chat-guest';

export const ChatQueueList = z.object({
  list: z.array(z.object({ modelId: ChatQueue, realAccountOnly: z.boolean() })),
});
export type ChatQueueList = z.infer<typeof ChatQueueList>;

const Text = (max: number) => z.string().trim().max(max);

/** GET /wps/relay/CBS_launchChat?modelId=GENERAL[&guestName=]: a guest must give a name. */
export const LaunchChatQuery = z
  .object({
    modelId: ChatQueue.default('GENERAL'),
    guestName: Text(CHAT_LIMITS.guestNameMax).min(1).optional(),
    language: z.string().max(10).optional(),
  })
  .strict();
export const LaunchChatResponse = z.object({
  /** The chat page of the conversation, on this site. */
  chatUrl: z.string(),
  conversationId: z.number().int(),
  /** Guests only: the conversation's secret, sent back as the x-chat-guest header. */
  guestToken: z.string().optional(),
});
export type LaunchChatResponse = z.infer<typeof LaunchChatResponse>;

export const ChatStatus = z.enum(['OPEN', 'CLOSED']);
export type ChatStatus = z.infer<typeof ChatStatus>;
/** Who wrote a message: the customer (member or guest) or customer service. */
export const ChatSide = z.enum(['CUSTOMER', 'OPERATOR']);
export type ChatSide = z.infer<typeof ChatSide>;

const AttachmentId = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);
export const ChatAttachment = z.object({
  id: AttachmentId,
  contentType: z.enum(['image/png', 'image/jpeg']),
  size: z.number().int(),
});
export type ChatAttachment = z.infer<typeof ChatAttachment>;

export const ChatMessage = z.object({
  conversationId: z.number().int(),
  seq: z.number().int(),
  sender: ChatSide,
  text: z.string(),
  attachments: z.array(ChatAttachment),
  clientId: z.string().nullable(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof ChatMessage>;
/**
 * A message as the operators see it: also which operator wrote it (their username, `admin-token`
 * for the operator token; null on the customer's messages and on older ones). Never sent to the
 * customer, who sees customer service.
 */
export const OpsChatMessage = ChatMessage.extend({ operator: z.string().nullable() });
export type OpsChatMessage = z.infer<typeof OpsChatMessage>;

export const ChatConversation = z.object({
  id: z.number().int(),
  queue: ChatQueue,
  status: ChatStatus,
  /** The member's nickname or username, or the guest's name. */
  customerName: z.string(),
  isGuest: z.boolean(),
  lastSeq: z.number().int(),
  customerReadSeq: z.number().int(),
  operatorReadSeq: z.number().int(),
  /** Operator messages the customer has not read. */
  customerUnread: z.number().int(),
  /** Customer messages no operator has read. */
  operatorUnread: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  closedAt: z.string().nullable(),
});
export type ChatConversation = z.infer<typeof ChatConversation>;

/** The operator's view adds who the member is and the last message. */
export const OpsChatConversation = ChatConversation.extend({
  username: z.string().nullable(),
  lastText: z.string(),
});
export type OpsChatConversation = z.infer<typeof OpsChatConversation>;

export const ChatConversationList = z.object({ list: z.array(ChatConversation) });
export const OpsChatConversationList = z.object({ list: z.array(OpsChatConversation) });
export const OpsChatListQuery = z
  .object({
    status: z.enum(['OPEN', 'CLOSED', 'ALL']).default('OPEN'),
    limit: z.coerce.number().int().min(1).max(CHAT_LIMITS.opsListMax).default(CHAT_LIMITS.opsListMax),
  })
  .strict();

export const ChatIdParams = IdParams;
export const ChatAttachmentParams = z.object({ id: IdParam, attachmentId: AttachmentId }).strict();

/** GET …/messages?after=<seq>: the messages after a sequence number, oldest first. */
export const ChatMessagesQuery = z
  .object({
    after: SeqParam.default(0),
    limit: z.coerce.number().int().min(1).max(CHAT_LIMITS.pageSize).default(CHAT_LIMITS.pageSize),
  })
  .strict();
export const ChatMessagePage = z.object({ list: z.array(ChatMessage), hasMore: z.boolean() });
export type ChatMessagePage = z.infer<typeof ChatMessagePage>;
export const OpsChatMessagePage = z.object({ list: z.array(OpsChatMessage), hasMore: z.boolean() });
export type OpsChatMessagePage = z.infer<typeof OpsChatMessagePage>;

/**
 * POST …/messages: text and/or up to 3 uploaded images; `clientId` makes a resend harmless. A
 * message also moves its sender's read mark to its seq.
 */
export const SendChatMessageRequest = z
  .object({
    text: Text(CHAT_LIMITS.textMax).default(''),
    attachmentIds: z.array(AttachmentId).max(LIMITS.imageMaxCount).default([]),
    clientId: z
      .string()
      .regex(/^[A-Za-z0-9_-]+$/)
      .min(8)
      .max(CHAT_LIMITS.clientIdMax),
  })
  .strict()
  .refine((m) => m.text.length > 0 || m.attachmentIds.length > 0, {
    path: ['text'],
    message: 'a message needs text or an image',
  });
export type SendChatMessageRequest = z.input<typeof SendChatMessageRequest>;

/** POST …/read: everything of the other side up to `seq` has been seen. */
export const ChatReadRequest = z.object({ seq: z.number().int().min(0).max(INT4_MAX) }).strict();

// ---------------------------------------------------------------- the chat WebSocket

export const CHAT_WS_PATH = '/ws/chat';
/**
 * The operator console's chat socket: under /ops, so the console's session cookie (limited to /ops)
 * comes along on the upgrade and authenticates it (its first message is a bare `{ "type": "auth" }`);
 * the socket of the same origin only, for a support operator or an admin.
 */
export const CHAT_OPS_WS_PATH = '/ops/chat/ws';

/**
 * First message of a customer socket: the conversation, the last seq the client has, and either
 * the member's session token or the guest's conversation token. Of an operator socket: the
 * operator token. Messages after `after` are sent at once, then live ones.
 */
export const ChatWsAuth = z
  .object({
    type: z.literal('auth'),
    conversationId: Id.optional(),
    after: z.number().int().min(0).max(INT4_MAX).default(0),
    token: z.string().min(1).max(200).optional(),
    guestToken: z.string().min(1).max(200).optional(),
    operatorToken: z.string().min(1).max(200).optional(),
  })
  .strict();
export const ChatWsClientMessage = z.discriminatedUnion('type', [
  ChatWsAuth,
  z.object({ type: z.literal('ping') }).strict(),
  /** "I am typing" (an operator names the conversation). */
  z.object({ type: z.literal('typing'), conversationId: Id.optional() }).strict(),
]);
export type ChatWsClientMessage = z.input<typeof ChatWsClientMessage>;

const wsServerMessage = <M extends z.ZodType<ChatMessage>>(message: M) =>
  z.discriminatedUnion('type', [
    z.object({ type: z.literal('ready'), conversation: ChatConversation.nullable() }),
    z.object({ type: z.literal('pong') }),
    /** Events may have been missed: re-read the conversation (and list) over HTTP. */
    z.object({ type: z.literal('resync') }),
    z.object({ type: z.literal('message'), message }),
    z.object({ type: z.literal('typing'), conversationId: z.number().int(), from: ChatSide }),
    z.object({ type: z.literal('read'), conversationId: z.number().int(), by: ChatSide, seq: z.number().int() }),
    /** A conversation was opened, closed or changed. */
    z.object({ type: z.literal('conversation'), conversation: ChatConversation }),
  ]);
export const ChatWsServerMessage = wsServerMessage(ChatMessage);
export type ChatWsServerMessage = z.infer<typeof ChatWsServerMessage>;
/** What an operator's socket receives: the same, with each message's operator (OpsChatMessage). */
export const OpsChatWsServerMessage = wsServerMessage(OpsChatMessage);
export type OpsChatWsServerMessage = z.infer<typeof OpsChatWsServerMessage>;
