import { afterEach, describe, expect, test, vi } from 'vitest';
import { ok, mockApi } from '@/test/mock-api';
import type { Check } from './answer';
import { api } from './api-client';
import { holdCalls, releaseCallsAfterPaint } from './first-paint';

/** Takes any answer (the holding is what is tested, not the answer's shape). */
const status: Check<unknown> = { parse: (v) => v };

afterEach(() => vi.useRealTimers());

describe('calls held for the first frame', () => {
  test('go out only once the frame after the first commit has been painted', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    const { calls } = mockApi(() => ok({ status: 0 }));
    holdCalls();
    const answered = api('/wps/system/status', status);
    await vi.advanceTimersByTimeAsync(500);
    expect(calls).toHaveLength(0);
    releaseCallsAfterPaint();
    expect(calls).toHaveLength(0);
    await vi.advanceTimersToNextFrame();
    await vi.advanceTimersByTimeAsync(1);
    await expect(answered).resolves.toEqual({ status: 0 });
    expect(calls.map((c) => c.url)).toEqual(['/wps/system/status']);
    // Once let go, a call goes at once.
    await api('/wps/relay/noticeList', status);
    expect(calls).toHaveLength(2);
  });

  test('go out after at most two seconds when no frame is painted (a tab in the background)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    const { calls } = mockApi(() => ok({ status: 0 }));
    holdCalls();
    const answered = api('/wps/system/status', status);
    await vi.advanceTimersByTimeAsync(1999);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await expect(answered).resolves.toEqual({ status: 0 });
  });

  test('are not held unless the app holds them', async () => {
    const { calls } = mockApi(() => ok({ status: 0 }));
    await api('/wps/system/status', status);
    expect(calls).toHaveLength(1);
  });
});
