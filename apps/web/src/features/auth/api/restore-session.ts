import type { HandoffToken } from '@jade/contract/auth';
import { answer } from '@/lib/answer';
import { api, ApiError } from '@/lib/api-client';
import { getToken, setToken } from '@/lib/session';
import { local, session } from '@/lib/storage';
import { loginResponse } from './member-info';

/** localStorage: the browser asked to be remembered (the cookie itself is httpOnly). */
export const REMEMBER_FLAG = 'rememberMe';
/** localStorage: the username to prefill (never the password). */
export const REMEMBERED_USERNAME = 'rememberedUsername';
/**
 * sessionStorage flag and window event: the remembered browser is at an address the account has
 * not signed in from, so the server wants the password and a one-time code (the login dialog).
 */
export const REMEMBER_NEEDS_PASSWORD = 'rememberNeedsPassword';

/**
 * Restores a sign-in when the page loads (spec §4 "Session"): a hand-off token in the address bar
 * is removed from it at once and exchanged; otherwise a remembered browser signs in by its cookie,
 * or, at a new address, is sent to the login dialog for the password and the one-time code.
 */
export async function restoreSession(): Promise<void> {
  const url = new URL(window.location.href);
  const handoff = url.searchParams.get('token');
  if (handoff) {
    url.searchParams.delete('token');
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
    try {
      const res = await api('/wps/session/handoff/exchange', loginResponse, { method: 'POST', body: { handoffToken: handoff } });
      setToken(res.token);
      return;
    } catch {
      /* an expired link: carry on as a guest */
    }
  }
  if (getToken() || local.get(REMEMBER_FLAG) !== '1') return;
  try {
    const res = await api('/wps/session/remember', loginResponse, { method: 'POST' });
    setToken(res.token);
  } catch (err) {
    if (err instanceof ApiError && err.code === 'AUTH_2FA_REQUIRED') {
      // The cookie is spent; the password sign-in (remember-me still ticked) asks for the code.
      session.set(REMEMBER_NEEDS_PASSWORD, '1');
      window.dispatchEvent(new Event(REMEMBER_NEEDS_PASSWORD));
      return;
    }
    local.set(REMEMBER_FLAG, '0');
  }
}

/** A hand-off link to this site on another domain or app: `https://other/?token=…` (60 s, once). */
export const createHandoff = () =>
  api('/wps/session/handoff', answer<typeof HandoffToken>({ handoffToken: 'string' }), { method: 'POST' });
