import { describe, expect, test } from 'vitest';
import { popupsDue } from './popup-rules';

describe('popupsDue', () => {
  test('shows the popups once per session until the flag says closed', () => {
    expect(popupsDue({ signedIn: false, afterLogin: false, flag: null })).toBe(true);
    expect(popupsDue({ signedIn: false, afterLogin: false, flag: 'closed' })).toBe(false);
    expect(popupsDue({ signedIn: true, afterLogin: false, flag: 'closed' })).toBe(false);
  });

  test("shows a member's popups right after sign-in even when the guest ones were closed", () => {
    expect(popupsDue({ signedIn: true, afterLogin: true, flag: 'closed' })).toBe(true);
    // The after-login flag means nothing to a guest (a sign-out in between).
    expect(popupsDue({ signedIn: false, afterLogin: true, flag: 'closed' })).toBe(false);
  });
});
