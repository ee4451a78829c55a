import { describe, expect, test } from 'vitest';
import type { ChatConversation, ChatMessage } from '@jade/contract/chat';
import { conversationReducer, firstUnread, initialConversationState, newClientId, type Pending } from './conversation-state';

const conversation: ChatConversation = {
  id: 7,
  queue: 'GENERAL',
  status: 'OPEN',
  customerName: 'demo01',
  isGuest: false,
  lastSeq: 0,
  customerReadSeq: 0,
  operatorReadSeq: 0,
  customerUnread: 0,
  operatorUnread: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  closedAt: null,
};
const message = (seq: number, sender: 'CUSTOMER' | 'OPERATOR', clientId: string | null = null): ChatMessage => ({
  conversationId: 7,
  seq,
  sender,
  text: `m${seq}`,
  attachments: [],
  clientId,
  createdAt: '2026-01-01T00:00:00.000Z',
});
const pending = (clientId: string): Pending => ({ clientId, text: 'hi', attachments: [], state: 'sending', error: null });

describe('the chat view state', () => {
  const reduce = conversationReducer('CUSTOMER');
  const start = reduce(initialConversationState, { type: 'conversation', conversation });

  test('keeps each message once and in seq order, whichever way it arrived', () => {
    let s = reduce(start, { type: 'messages', messages: [message(2, 'OPERATOR'), message(1, 'CUSTOMER')] });
    s = reduce(s, { type: 'messages', messages: [message(2, 'OPERATOR'), message(3, 'OPERATOR')] });
    expect(s.messages.map((m) => m.seq)).toEqual([1, 2, 3]);
    expect(s.conversation?.lastSeq).toBe(3);
  });

  test('replaces a pending message by the confirmed one with its clientId', () => {
    let s = reduce(start, { type: 'pending', pending: pending('abc12345') });
    s = reduce(s, { type: 'pending', pending: { ...pending('abc12345'), state: 'failed' } });
    expect(s.pending).toEqual([{ ...pending('abc12345'), state: 'failed' }]);
    s = reduce(s, { type: 'messages', messages: [message(1, 'CUSTOMER', 'abc12345')] });
    expect(s.pending).toEqual([]);
    // A late retry of a message already confirmed adds nothing.
    expect(reduce(s, { type: 'pending', pending: pending('abc12345') }).pending).toEqual([]);
  });

  test('moves read marks forward only, and a message moves its sender’s', () => {
    let s = reduce(start, { type: 'read', by: 'OPERATOR', seq: 4 });
    s = reduce(s, { type: 'read', by: 'OPERATOR', seq: 2 });
    expect(s.conversation?.operatorReadSeq).toBe(4);
    s = reduce(s, { type: 'messages', messages: [message(5, 'OPERATOR')] });
    expect(s.conversation?.operatorReadSeq).toBe(5);
    s = reduce(s, { type: 'conversation', conversation: { ...conversation, operatorReadSeq: 1, lastSeq: 2 } });
    expect(s.conversation).toMatchObject({ operatorReadSeq: 5, lastSeq: 5 });
  });

  test('ends the other side’s typing when it writes', () => {
    let s = reduce(start, { type: 'typing', at: 1000 });
    s = reduce(s, { type: 'messages', messages: [message(1, 'CUSTOMER')] });
    expect(s.otherTypingAt).toBe(1000);
    s = reduce(s, { type: 'messages', messages: [message(2, 'OPERATOR')] });
    expect(s.otherTypingAt).toBe(0);
  });

  test('finds where the new messages start and makes ids the server accepts', () => {
    const messages = [message(1, 'CUSTOMER'), message(2, 'OPERATOR'), message(3, 'OPERATOR')];
    expect(firstUnread(messages, 'CUSTOMER', 1)).toBe(2);
    expect(firstUnread(messages, 'CUSTOMER', 3)).toBeNull();
    expect(newClientId()).toMatch(/^[0-9a-f]{32}$/);
    expect(newClientId()).not.toBe(newClientId());
  });
});
