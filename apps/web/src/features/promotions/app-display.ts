import { APP_DISPLAY_HEADER, APP_DISPLAY_STANDALONE } from '@jade/contract/limits';

/** Whether the page runs as the installed lite app (display mode standalone), not in a browser tab. */
export const isInstalledApp = () => window.matchMedia?.('(display-mode: standalone)').matches === true;

/**
 * The marker of the installed app on the reward centre's reads: an app-download reward is granted
 * the first time a member uses the installed app (docs/decisions/024-app-download-reward.md). The
 * server takes the client's word for it; once per person is what limits it.
 */
export const appDisplayHeaders = (): Record<string, string> =>
  isInstalledApp() ? { [APP_DISPLAY_HEADER]: APP_DISPLAY_STANDALONE } : {};
