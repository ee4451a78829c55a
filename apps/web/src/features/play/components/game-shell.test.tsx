import { useEffect } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { GameSession, PlayResult } from '@jade/contract/games';
import { PROFILE_LINES, slot } from '@jade/engines/slot';
import { FairStream, nobleHmac } from '@jade/engines/rng';
import '@/test/i18n-play';
import { clearSession, setToken } from '@/lib/session';
import { formatMoney } from '@/lib/money';
import { fail, mockApi, ok } from '@/test/mock-api';
import { renderWithQuery } from '@/test/render-with-query';
import { SLOT_TIMING } from '../games/slot-sequence';
import { GameShell } from './game-shell';

const profile = PROFILE_LINES.indexOf(20);
const params = { profile, theme: 'dragon', lines: 20 };
const fair = { seedId: 1, serverSeedHash: 'ab'.repeat(32), clientSeed: 'client', nonce: 0 };
const session: GameSession = {
  session: 'gs-session-token',
  mode: 'trial',
  game: {
    code: 'LOTUS-0001',
    vendor: 'LOTUS',
    name: 'Lucky Dragon',
    engine: 'slot',
    params,
    rtpBp: 9650,
    minBet: 20,
    maxBet: 20_000,
    stakeLevels: [20, 40, 200],
    jackpot: false,
  },
  currency: 'NPR',
  balance: 100_000,
  fair,
  backUrl: 'http://localhost/rng',
  language: 'en',
};

/** The first nonce whose spin wins at a stake of 200 (the engine decides, not the test). */
function winningRound() {
  for (let nonce = 0; ; nonce++) {
    const out = slot.play(params, { stake: 200 }, new FairStream(nobleHmac, 'seed', 'client', nonce));
    if (out.win > 0 && out.detail.freeSpins.length === 0) return out;
  }
}

let where = '';
function Where() {
  const { search } = useLocation();
  useEffect(() => {
    where = search;
  }, [search]);
  return null;
}

function renderShell(search = '?game=LOTUS-0001&t=launch-token-0123456789&lang=en') {
  const q = new URLSearchParams(search);
  renderWithQuery(
    <MemoryRouter initialEntries={[`/seamless${search}`]}>
      <GameShell gameCode={q.get('game') ?? ''} launchToken={q.get('t')} lang={q.get('lang')} />
      <Where />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  Object.assign(SLOT_TIMING, { spin: 0, reel: 0, show: 0, gap: 0 });
});
afterEach(() => {
  clearSession();
  sessionStorage.clear();
});

describe('game shell', () => {
  test('exchanges the launch token, plays a spin with the game-session token and shows stake and win', async () => {
    setToken('site-token-'.padEnd(43, 'x'));
    const out = winningRound();
    const calls: { url: string; auth: string | null; body: unknown }[] = [];
    mockApi((url, init) => {
      const auth = new Headers(init.headers).get('authorization');
      calls.push({ url, auth, body: init.body ? JSON.parse(String(init.body)) : null });
      if (url === '/gs/v1/session') return ok(session);
      if (url === '/gs/v1/balance') return ok({ balance: 100_000, currency: 'NPR' });
      if (url === '/gs/v1/seeds') return ok(fair);
      if (url === '/gs/v1/play') {
        const result: PlayResult = {
          round: {
            roundId: 9,
            roundRef: 'GS9',
            stake: 200,
            win: out.win,
            status: 'SETTLED',
            result: out.result,
            detail: out.detail as never,
            fair,
          },
          balance: 100_000 - 200 + out.win,
          fair: { ...fair, nonce: 1 },
        };
        return ok(result);
      }
      return ok([]);
    });
    renderShell();
    expect(await screen.findByTestId('game-title')).toHaveTextContent('Lucky Dragon');
    expect(screen.getByTestId('game-mode')).toHaveTextContent('Play money');
    expect(screen.getByTestId('rules-rtp')).toHaveTextContent('96.50 %');
    expect(calls[0]).toMatchObject({
      url: '/gs/v1/session',
      auth: null,
      body: { launchToken: 'launch-token-0123456789', gameCode: 'LOTUS-0001' },
    });
    await waitFor(() => expect(where).toBe('?game=LOTUS-0001&lang=en'));
    expect(JSON.parse(sessionStorage.getItem('jade.gs.LOTUS-0001')!).session).toBe('gs-session-token');

    await userEvent.selectOptions(await screen.findByTestId('stake-select'), '200');
    await userEvent.click(screen.getByTestId('slot-spin'));
    await waitFor(() => expect(screen.getByTestId('slot-win')).toHaveAttribute('data-done', 'true'));
    expect(screen.getByTestId('slot-stake-out')).toHaveTextContent(formatMoney(200, 'NPR'));
    expect(screen.getByTestId('slot-win')).toHaveTextContent(formatMoney(out.win, 'NPR'));
    expect(screen.getByTestId('game-balance')).toHaveTextContent(formatMoney(100_000 - 200 + out.win, 'NPR'));
    expect(screen.queryByTestId('rules-panel')).toBeNull();
    const gs = calls.filter((c) => c.url.startsWith('/gs/v1/') && c.url !== '/gs/v1/session');
    expect(gs.length).toBeGreaterThan(0);
    expect(gs.every((c) => c.auth === 'Bearer gs-session-token')).toBe(true);
    expect(calls.find((c) => c.url === '/gs/v1/play')?.body).toEqual({ bet: { stake: 200 } });
  });

  test('a reload plays on with the stored session; an ended session shows the way back', async () => {
    sessionStorage.setItem('jade.gs.LOTUS-0001', JSON.stringify(session));
    mockApi((url) => {
      if (url === '/gs/v1/play') return fail('GS_SESSION_INVALID', 401);
      if (url === '/gs/v1/balance') return ok({ balance: 90_000, currency: 'NPR' });
      if (url === '/gs/v1/seeds') return ok(fair);
      return ok([]);
    });
    renderShell('?game=LOTUS-0001');
    await waitFor(() => expect(screen.getByTestId('game-balance')).toHaveTextContent(formatMoney(90_000, 'NPR')));
    await userEvent.click(await screen.findByTestId('slot-spin'));
    expect(await screen.findByTestId('game-fatal')).toHaveTextContent('Your game session has ended');
    expect(sessionStorage.getItem('jade.gs.LOTUS-0001')).toBeNull();
  });

  test('without a launch token or a stored session the link is expired', async () => {
    mockApi(() => ok([]));
    renderShell('?game=LOTUS-0002');
    expect(await screen.findByTestId('game-fatal')).toHaveTextContent('This game link has expired');
  });
});
