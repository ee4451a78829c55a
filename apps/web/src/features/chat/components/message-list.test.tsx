import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import type { ChatConversation } from '@jade/contract/chat';
import { loadSection } from '@/lib/i18n';
import type { ShownMessage } from '../hooks/conversation-state';
import { MessageList } from './message-list';

beforeAll(() => loadSection('ops'));

const conversation: ChatConversation = {
  id: 7,
  queue: 'GENERAL',
  status: 'OPEN',
  customerName: 'demo01',
  isGuest: false,
  lastSeq: 3,
  customerReadSeq: 3,
  operatorReadSeq: 3,
  customerUnread: 0,
  operatorUnread: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  closedAt: null,
};
const message = (seq: number, sender: 'CUSTOMER' | 'OPERATOR', operator?: string | null): ShownMessage => ({
  conversationId: 7,
  seq,
  sender,
  text: `m${seq}`,
  attachments: [],
  clientId: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...(operator === undefined ? {} : { operator }),
});
const list = (side: 'CUSTOMER' | 'OPERATOR', messages: ShownMessage[]) =>
  render(
    <MessageList
      party={side === 'OPERATOR' ? { side } : { side, guestToken: null }}
      conversation={conversation}
      messages={messages}
      pending={[]}
      unreadFrom={null}
      otherName="Customer"
      onRetry={vi.fn()}
    />,
  );

describe('the chat messages', () => {
  test("name the operator who wrote each operator message in the console, and nobody on the customer's", () => {
    list('OPERATOR', [message(1, 'CUSTOMER', null), message(2, 'OPERATOR', 'ana'), message(3, 'OPERATOR', null)]);
    expect(screen.getAllByTestId('chat-operator').map((e) => e.textContent)).toEqual(['By ana · ']);
  });

  test('name no operator to the customer', () => {
    list('CUSTOMER', [message(1, 'CUSTOMER'), message(2, 'OPERATOR')]);
    expect(screen.queryByTestId('chat-operator')).toBeNull();
  });
});
