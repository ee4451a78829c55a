import { ChatMessage, type SendChatMessageRequest } from '@jade/contract/chat';
import { api } from '@/lib/api-client';
import { chatBase, partyOptions, type ChatParty } from './party';

/** Sends a message; the same clientId again (a retry after a lost answer) is the same message. */
export const sendMessage = (party: ChatParty, id: number, body: SendChatMessageRequest) =>
  api(`${chatBase(party)}/conversations/${id}/messages`, ChatMessage, { method: 'POST', body, ...partyOptions(party) });
