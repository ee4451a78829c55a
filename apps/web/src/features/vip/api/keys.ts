/**
 * VIP and rebate queries: the member's own, under ['member', …], so signing out (which drops
 * ['member']) forgets them. The VIP status is one entry per session and language (the level names
 * come in the reader's language); the header's label and the VIP page share it.
 */
export const VIP_KEY = ['member', 'vip'] as const;
export const REBATE_KEY = ['member', 'rebate'] as const;
