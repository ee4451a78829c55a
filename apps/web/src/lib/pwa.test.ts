import { beforeEach, describe, expect, test, vi } from 'vitest';

/** A stand-in for Chromium's `beforeinstallprompt` event. */
function installPrompt(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
    prompt: () => Promise<void>;
    userChoice: Promise<unknown>;
  };
  event.prompt = vi.fn(async () => undefined);
  event.userChoice = Promise.resolve({ outcome });
  return event;
}

describe('the lite app install prompt', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.resetModules();
  });

  test('holds the browser’s prompt back and offers it once', async () => {
    const pwa = await import('./pwa');
    pwa.startPwa();
    const event = installPrompt('dismissed');
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(await pwa.promptInstall()).toBe('dismissed');
    expect(event.prompt).toHaveBeenCalledOnce();
    // Offered once: a later prompt event is not offered again.
    window.dispatchEvent(installPrompt('accepted'));
    expect(await pwa.promptInstall()).toBe('unavailable');
  });

  test('remembers an accepted install', async () => {
    const pwa = await import('./pwa');
    pwa.startPwa();
    window.dispatchEvent(installPrompt('accepted'));
    expect(await pwa.promptInstall()).toBe('accepted');
    expect(localStorage.getItem('liteAppPrompt')).toBe('installed');
  });
});
