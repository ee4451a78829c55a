import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '@jade/contract/limits';
import { session } from './storage';

/**
 * The session token, held in sessionStorage as the spec says (a tab's session ends with the tab).
 * Components subscribe so that sign-in and sign-out re-render what depends on them.
 */
const listeners = new Set<() => void>();

export function getToken(): string | null {
  return session.get(STORAGE_KEYS.token);
}

export function setToken(token: string) {
  session.set(STORAGE_KEYS.token, token);
  listeners.forEach((l) => l());
}

/** Signs the tab out: clears session storage except the merchant code (spec §4). */
export function clearSession() {
  try {
    const merchant = sessionStorage.getItem(STORAGE_KEYS.merchantCode);
    sessionStorage.clear();
    if (merchant) sessionStorage.setItem(STORAGE_KEYS.merchantCode, merchant);
  } catch {
    /* storage unavailable */
  }
  listeners.forEach((l) => l());
}

function subscribe(l: () => void) {
  listeners.add(l);
  return () => listeners.delete(l);
}

export function useToken(): string | null {
  return useSyncExternalStore(subscribe, getToken, () => null);
}
