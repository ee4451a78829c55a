import { describe, expect, test } from 'vitest';
import { everyTick } from './scheduler';

describe('the scheduler', () => {
  test('a job still running when its next tick comes is not started again, and runs again once done', async () => {
    let started = 0;
    let finish: () => void = () => undefined;
    const tick = everyTick(
      () => {
        started++;
        return new Promise<void>((resolve) => (finish = resolve));
      },
      () => undefined,
    );
    expect(tick()).toBe(true);
    expect(tick()).toBe(false);
    expect(tick()).toBe(false);
    expect(started).toBe(1);
    finish();
    await new Promise((r) => setTimeout(r, 0));
    expect(tick()).toBe(true);
    expect(started).toBe(2);
  });

  test('a failed run is reported and does not stop the next tick', async () => {
    const errors: unknown[] = [];
    const tick = everyTick(
      () => Promise.reject(new Error('down')),
      (err) => errors.push(err),
    );
    tick();
    await new Promise((r) => setTimeout(r, 0));
    expect(errors).toHaveLength(1);
    expect(tick()).toBe(true);
  });
});
