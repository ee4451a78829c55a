import { CHAT_GUEST_HEADER } from '@jade/contract/chat';
import { OPS_CONSOLE_HEADERS } from '@/lib/ops-console';
import { getToken } from '@/lib/session';

/**
 * Who calls the chat API: the customer (a member with the session token, or a guest with the
 * conversation's token) or the operator (the console's session cookie, on /ops). The same
 * endpoints exist on both sides, under /wps/chat and /ops/chat.
 */
export type ChatParty = { side: 'CUSTOMER'; guestToken: string | null } | { side: 'OPERATOR' };

export const chatBase = (p: ChatParty) => (p.side === 'OPERATOR' ? '/ops/chat' : '/wps/chat');

/** The `api()` options of a party's call: the operator sends the console's header and no member token. */
export function partyOptions(p: ChatParty): { headers: Record<string, string>; bearer?: null } {
  if (p.side === 'OPERATOR') return { headers: { ...OPS_CONSOLE_HEADERS }, bearer: null };
  return { headers: p.guestToken ? { [CHAT_GUEST_HEADER]: p.guestToken } : {} };
}

/** The headers of a party's plain `fetch` (images): the member's token or the guest's, or the console's header. */
export function partyFetchHeaders(p: ChatParty): Record<string, string> {
  if (p.side === 'OPERATOR') return { ...OPS_CONSOLE_HEADERS };
  const token = getToken();
  return { ...(token ? { authorization: `Bearer ${token}` } : {}), ...partyOptions(p).headers };
}

/** Part of every chat query key: answers differ per caller. */
export const partyKey = (p: ChatParty) =>
  p.side === 'OPERATOR' ? 'ops' : p.guestToken ? `guest:${p.guestToken.slice(0, 8)}` : 'member';
