import { ChatConversation } from '@jade/contract/chat';
import { api } from '@/lib/api-client';
import { chatBase, partyOptions, type ChatParty } from './party';

/** Ends the conversation (either side); messages to it are refused afterwards. */
export const closeConversation = (party: ChatParty, id: number) =>
  api(`${chatBase(party)}/conversations/${id}/close`, ChatConversation, { method: 'POST', ...partyOptions(party) });
