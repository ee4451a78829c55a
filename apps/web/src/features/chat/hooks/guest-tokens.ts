import { local } from '@/lib/storage';

/** Where a guest's conversation tokens are kept (this browser), so a guest can come back to a chat. */
const KEY = 'chatGuest';
const KEEP = 5;

type Saved = { id: number; token: string; name: string };

function read(): Saved[] {
  try {
    const parsed: unknown = JSON.parse(local.get(KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((s): s is Saved => typeof s?.id === 'number' && typeof s?.token === 'string' && typeof s?.name === 'string')
      : [];
  } catch {
    return [];
  }
}

export const guestConversations = (): Saved[] => read();

export const guestTokenFor = (id: number): string | null => read().find((s) => s.id === id)?.token ?? null;

/** Remembers a guest conversation (the newest first, a few at most). */
export function saveGuestConversation(saved: Saved) {
  local.set(KEY, JSON.stringify([saved, ...read().filter((s) => s.id !== saved.id)].slice(0, KEEP)));
}
