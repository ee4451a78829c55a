import { expect, test } from 'vitest';
import { createThrottle } from './throttle';

test('lets one action through per interval', () => {
  const gate = createThrottle(1000);
  expect(gate.tryAcquire(5000)).toBe(true);
  expect(gate.tryAcquire(5400)).toBe(false);
  expect(gate.tryAcquire(5999)).toBe(false);
  expect(gate.tryAcquire(6000)).toBe(true);
  expect(gate.tryAcquire(6500)).toBe(false);
});
