import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import '@/lib/i18n';
import { mockApi, ok } from '@/test/mock-api';
import { renderWithQuery } from '@/test/render-with-query';
import { JACKPOT_TICK_MS } from './jackpot';
import { jackpotTimers } from './jackpot-clock';
import { JackpotCounter } from './jackpot-counter';

// The spy on the faked setInterval goes first: restored after the fake timers, it would put the
// fake back as the global setInterval of the files that run next in this worker.
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

test('all cards share one poll; listed pools rise at their rate, others keep the card pool', async () => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  const { fetch } = mockApi(() =>
    ok([
      { gameCode: 'A', pool: 1_000_000, ratePerSecond: 100 },
      { gameCode: 'B', pool: 500_000, ratePerSecond: 0 },
    ]),
  );
  renderWithQuery(
    <>
      <div data-testid="a">
        <JackpotCounter gameCode="A" pool={1} symbol="रु" />
      </div>
      <div data-testid="b">
        <JackpotCounter gameCode="B" pool={2} symbol="रु" />
      </div>
      <div data-testid="c">
        <JackpotCounter gameCode="C" pool={123_456} symbol="रु" />
      </div>
    </>,
  );
  await waitFor(() => expect(screen.getByTestId('a')).toHaveTextContent('Rs 10,000.00'));
  expect(fetch).toHaveBeenCalledOnce();
  expect(screen.getByTestId('b')).toHaveTextContent('Rs 5,000.00');
  expect(screen.getByTestId('c')).toHaveTextContent('Rs 1,234.56');
  await act(async () => {
    vi.advanceTimersByTime(3000);
  });
  expect(screen.getByTestId('a')).toHaveTextContent('Rs 10,003.00');
  expect(screen.getByTestId('b')).toHaveTextContent('Rs 5,000.00');
  expect(screen.getByTestId('c')).toHaveTextContent('Rs 1,234.56');
});

test('every rising figure on the page moves on one shared timer, stopped when the last goes', async () => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  mockApi(() => ok([{ gameCode: 'A', pool: 1_000_000, ratePerSecond: 100 }]));
  const setInterval = vi.spyOn(globalThis, 'setInterval');
  const { unmount } = renderWithQuery(
    <>
      {['a1', 'a2', 'a3', 'a4'].map((id) => (
        <div key={id} data-testid={id}>
          <JackpotCounter gameCode="A" pool={1} symbol="रु" />
        </div>
      ))}
    </>,
  );
  await waitFor(() => expect(screen.getByTestId('a4')).toHaveTextContent('Rs 10,000.00'));
  expect(jackpotTimers()).toBe(1);
  expect(setInterval.mock.calls.filter(([, ms]) => ms === JACKPOT_TICK_MS)).toHaveLength(1);
  await act(async () => {
    vi.advanceTimersByTime(2000);
  });
  for (const id of ['a1', 'a2', 'a3', 'a4']) expect(screen.getByTestId(id)).toHaveTextContent('Rs 10,002.00');
  unmount();
  expect(jackpotTimers()).toBe(0);
});
