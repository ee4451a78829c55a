import { ChatMessagePage, OpsChatMessagePage } from '@jade/contract/chat';
import { api } from '@/lib/api-client';
import type { ShownMessage } from '../hooks/conversation-state';
import { chatBase, partyOptions, type ChatParty } from './party';

/** A page of messages; the operator's carry which operator wrote each. */
export const getMessages = (party: ChatParty, id: number, after: number) =>
  api(
    `${chatBase(party)}/conversations/${id}/messages?after=${after}`,
    party.side === 'OPERATOR' ? OpsChatMessagePage : ChatMessagePage,
    partyOptions(party),
  );

/** Every message after `after`, page by page (history on opening, catching up after a resync). */
export async function getMessagesAfter(party: ChatParty, id: number, after: number): Promise<ShownMessage[]> {
  const all: ShownMessage[] = [];
  for (let from = after; ;) {
    const page = await getMessages(party, id, from);
    all.push(...page.list);
    if (!page.hasMore || page.list.length === 0) return all;
    from = page.list.at(-1)!.seq;
  }
}
