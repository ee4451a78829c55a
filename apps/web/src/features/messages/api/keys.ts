/** Every messages query lives under this key, so a change to the inbox refreshes count and list together. */
export const MESSAGES_KEY = ['member', 'messages'] as const;
export const UNREAD_KEY = [...MESSAGES_KEY, 'unread'] as const;
