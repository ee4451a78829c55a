import { ChatMessagePage, type ChatMessage } from '@jade/contract/chat';
import { api } from '@/lib/api-client';
import { chatBase, partyOptions, type ChatParty } from './party';

export const getMessages = (party: ChatParty, id: number, after: number) =>
  api(`${chatBase(party)}/conversations/${id}/messages?after=${after}`, ChatMessagePage, partyOptions(party));

/** Every message after `after`, page by page (history on opening, catching up after a resync). */
export async function getMessagesAfter(party: ChatParty, id: number, after: number): Promise<ChatMessage[]> {
  const all: ChatMessage[] = [];
  for (let from = after; ;) {
    const page = await getMessages(party, id, from);
    all.push(...page.list);
    if (!page.hasMore || page.list.length === 0) return all;
    from = page.list.at(-1)!.seq;
  }
}
