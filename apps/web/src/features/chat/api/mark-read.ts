import { ChatConversation } from '@jade/contract/chat';
import { api } from '@/lib/api-client';
import { chatBase, partyOptions, type ChatParty } from './party';

/** Moves the caller's read mark to `seq`. */
export const markRead = (party: ChatParty, id: number, seq: number) =>
  api(`${chatBase(party)}/conversations/${id}/read`, ChatConversation, {
    method: 'POST',
    body: { seq },
    ...partyOptions(party),
  });
