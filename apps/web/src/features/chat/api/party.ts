import { CHAT_GUEST_HEADER } from '@jade/contract/chat';

/**
 * Who calls the chat API: the customer (a member with the session token, or a guest with the
 * conversation's token) or the operator (the operator token, on /ops). The same endpoints exist
 * on both sides, under /wps/chat and /ops/chat.
 */
export type ChatParty = { side: 'CUSTOMER'; guestToken: string | null } | { side: 'OPERATOR'; opsToken: string };

export const chatBase = (p: ChatParty) => (p.side === 'OPERATOR' ? '/ops/chat' : '/wps/chat');

export function partyHeaders(p: ChatParty): Record<string, string> {
  if (p.side === 'OPERATOR') return { authorization: `Bearer ${p.opsToken}` };
  return p.guestToken ? { [CHAT_GUEST_HEADER]: p.guestToken } : {};
}

/** Part of every chat query key: answers differ per caller. */
export const partyKey = (p: ChatParty) =>
  p.side === 'OPERATOR' ? 'ops' : p.guestToken ? `guest:${p.guestToken.slice(0, 8)}` : 'member';
