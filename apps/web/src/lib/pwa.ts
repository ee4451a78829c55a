import { useSyncExternalStore } from 'react';
import { local } from './storage';

/** The browser's install prompt (Chromium's `beforeinstallprompt`), kept until the download page offers it. */
type InstallPromptEvent = Event & { prompt: () => Promise<void>; userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }> };

/** Remembers that the prompt was offered (it is offered once) or that the app was installed. */
const PROMPTED_KEY = 'liteAppPrompt';

export type InstallState = 'available' | 'offered' | 'installed' | 'unsupported';

let deferred: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

function currentState(): InstallState {
  if (local.get(PROMPTED_KEY) === 'installed' || window.matchMedia?.('(display-mode: standalone)').matches) return 'installed';
  if (local.get(PROMPTED_KEY) === 'offered') return 'offered';
  return deferred ? 'available' : 'unsupported';
}

/**
 * The lite app: registers the service worker (production builds; pwa/sw.js) after the page has
 * loaded, and holds back the browser's own install banner so that the download page offers the
 * install prompt, once.
 */
export function startPwa() {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as InstallPromptEvent;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    local.set(PROMPTED_KEY, 'installed');
    notify();
  });
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/** Shows the browser's install prompt, once ever in this browser; answers what the visitor chose. */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const event = deferred;
  if (!event || currentState() !== 'available') return 'unavailable';
  deferred = null;
  local.set(PROMPTED_KEY, 'offered');
  notify();
  await event.prompt();
  const { outcome } = await event.userChoice;
  if (outcome === 'accepted') local.set(PROMPTED_KEY, 'installed');
  notify();
  return outcome;
}

function subscribe(l: () => void) {
  listeners.add(l);
  return () => listeners.delete(l);
}

export function useInstallState(): InstallState {
  return useSyncExternalStore(subscribe, currentState, () => 'unsupported');
}
