import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import i18n from '@/lib/i18n';

afterEach(async () => {
  cleanup();
  // The test files of a worker share one module graph and one document (isolate: false, in
  // vite.config.ts), so what a test changes ends with it: globals stubbed (fetch by mockApi,
  // WebSocket…), spies (a spy on a faked timer would outlive the fake), fake timers, storage and
  // the language chosen.
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});
