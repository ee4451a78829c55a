import { ChatMessage, OpsChatMessage, type SendChatMessageRequest } from '@jade/contract/chat';
import { api } from '@/lib/api-client';
import type { ShownMessage } from '../hooks/conversation-state';
import { chatBase, partyOptions, type ChatParty } from './party';

/** Sends a message; the same clientId again (a retry after a lost answer) is the same message. */
export const sendMessage = (party: ChatParty, id: number, body: SendChatMessageRequest): Promise<ShownMessage> =>
  api(`${chatBase(party)}/conversations/${id}/messages`, party.side === 'OPERATOR' ? OpsChatMessage : ChatMessage, {
    method: 'POST',
    body,
    ...partyOptions(party),
  });
