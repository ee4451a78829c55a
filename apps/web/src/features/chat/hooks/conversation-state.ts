import type { ChatAttachment, ChatConversation, ChatMessage, ChatSide, OpsChatMessage } from '@jade/contract/chat';

/** A message as a view holds it: the console's also name the operator who wrote it. */
export type ShownMessage = ChatMessage & Partial<Pick<OpsChatMessage, 'operator'>>;

/** A message of this side not yet confirmed by the server: sending, or failed (retried on reconnect). */
export type Pending = {
  clientId: string;
  text: string;
  attachments: ChatAttachment[];
  state: 'sending' | 'failed';
  /** Why it failed, when the server said so (a lost connection has none: it is retried). */
  error: unknown;
};

export type ConversationState = {
  conversation: ChatConversation | null;
  /** Every message known, by seq, oldest first. */
  messages: ShownMessage[];
  pending: Pending[];
  /** When the other side last said it was typing (ms), 0 when it has since written. */
  otherTypingAt: number;
};

export type ConversationAction =
  | { type: 'reset' }
  | { type: 'conversation'; conversation: ChatConversation }
  | { type: 'messages'; messages: ShownMessage[] }
  | { type: 'read'; by: ChatSide; seq: number }
  | { type: 'pending'; pending: Pending }
  | { type: 'typing'; at: number };

export const initialConversationState: ConversationState = { conversation: null, messages: [], pending: [], otherTypingAt: 0 };

const readKey = (side: ChatSide) => (side === 'CUSTOMER' ? 'customerReadSeq' : 'operatorReadSeq');

function withRead(c: ChatConversation | null, by: ChatSide, seq: number): ChatConversation | null {
  if (!c || c[readKey(by)] >= seq) return c;
  return { ...c, [readKey(by)]: seq };
}

/**
 * The chat view's state for one side (`mine`). Messages merge by seq, so the same message from
 * the HTTP answer, the history and the socket shows once and in order; a confirmed message
 * replaces its pending copy (same clientId); a message moves its sender's read mark; a message of
 * the other side ends its "typing".
 */
export function conversationReducer(mine: ChatSide) {
  return (state: ConversationState, action: ConversationAction): ConversationState => {
    switch (action.type) {
      case 'reset':
        return initialConversationState;
      case 'conversation': {
        const prev = state.conversation;
        // Read marks and the last seq only move forward, whichever answer arrives last.
        const c = prev
          ? {
              ...action.conversation,
              lastSeq: Math.max(prev.lastSeq, action.conversation.lastSeq),
              customerReadSeq: Math.max(prev.customerReadSeq, action.conversation.customerReadSeq),
              operatorReadSeq: Math.max(prev.operatorReadSeq, action.conversation.operatorReadSeq),
            }
          : action.conversation;
        return { ...state, conversation: c };
      }
      case 'messages': {
        if (action.messages.length === 0) return state;
        const bySeq = new Map(state.messages.map((m) => [m.seq, m]));
        for (const m of action.messages) bySeq.set(m.seq, m);
        const messages = [...bySeq.values()].sort((a, b) => a.seq - b.seq);
        const confirmed = new Set(action.messages.filter((m) => m.sender === mine && m.clientId).map((m) => m.clientId));
        let conversation = state.conversation;
        for (const m of action.messages) conversation = withRead(conversation, m.sender, m.seq);
        const last = messages.at(-1)!.seq;
        if (conversation && conversation.lastSeq < last) conversation = { ...conversation, lastSeq: last };
        const otherWrote = action.messages.some((m) => m.sender !== mine);
        return {
          conversation,
          messages,
          pending: state.pending.filter((p) => !confirmed.has(p.clientId)),
          otherTypingAt: otherWrote ? 0 : state.otherTypingAt,
        };
      }
      case 'read':
        return { ...state, conversation: withRead(state.conversation, action.by, action.seq) };
      case 'pending': {
        const known = state.messages.some((m) => m.clientId === action.pending.clientId && m.sender === mine);
        if (known) return state;
        const index = state.pending.findIndex((p) => p.clientId === action.pending.clientId);
        const pending =
          index < 0 ? [...state.pending, action.pending] : state.pending.map((p, i) => (i === index ? action.pending : p));
        return { ...state, pending };
      }
      case 'typing':
        return { ...state, otherTypingAt: action.at };
    }
  };
}

/** A message id the server accepts (8–40 of A-Z a-z 0-9 _ -), from the CSPRNG (no secure context needed). */
export function newClientId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** The first message of the other side after a read mark: where the "new messages" line goes. */
export function firstUnread(messages: ChatMessage[], mine: ChatSide, readSeq: number): number | null {
  return messages.find((m) => m.sender !== mine && m.seq > readSeq)?.seq ?? null;
}
