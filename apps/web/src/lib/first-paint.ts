/**
 * The app's calls wait for the first screen to be painted (main.tsx holds them; a frame after the
 * first commit lets them go): the first frame, with home's banner from the answers inside
 * index.html, then does not share a phone's bandwidth and main thread with the dozen calls of the
 * sections below it. Nothing is held unless the app asks (unit tests, other entry points).
 */
let held: Promise<void> | null = null;
let release: () => void = () => undefined;

/** Holds every call until `releaseCalls` runs, or `maxMs` has passed (a tab in the background paints no frame). */
export function holdCalls(maxMs = 2000) {
  held = new Promise<void>((resolve) => {
    release = () => {
      held = null;
      resolve();
    };
    window.setTimeout(release, maxMs);
  });
}

/** Lets the held calls go once the frame after now has been painted. */
export function releaseCallsAfterPaint() {
  if (!held) return;
  const go = release;
  requestAnimationFrame(() => window.setTimeout(go, 0));
}

/** What a call waits for before it goes: nothing once the first screen is painted. */
export const callsReleased = (): Promise<void> | null => held;
