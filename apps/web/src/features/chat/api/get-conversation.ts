import { ChatConversation } from '@jade/contract/chat';
import { api } from '@/lib/api-client';
import { chatBase, partyOptions, type ChatParty } from './party';

/** One conversation: status, read marks and unread counts (the chat view keeps it in its state). */
export const getConversation = (party: ChatParty, id: number) =>
  api(`${chatBase(party)}/conversations/${id}`, ChatConversation, partyOptions(party));
