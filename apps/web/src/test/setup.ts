import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(() => {
  cleanup();
  // A global stubbed in a test (fetch by mockApi, WebSocket, …) ends with that test.
  vi.unstubAllGlobals();
});
