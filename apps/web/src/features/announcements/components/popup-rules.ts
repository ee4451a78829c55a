/** Session flag of the public popups (spec §4): 'closed' once the visitor closed them this session. */
export const POPUP_FLAG = 'publicModal';
export const POPUP_CLOSED = 'closed';

/**
 * Whether the popups show now (spec §4): once per session unless the flag says closed; right
 * after a sign-in (the after-login modal flag) a member's popups show even if the guest ones were
 * closed before.
 */
export function popupsDue(state: { signedIn: boolean; afterLogin: boolean; flag: string | null }): boolean {
  if (state.signedIn && state.afterLogin) return true;
  return state.flag !== POPUP_CLOSED;
}
