import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { GameItem } from '@jade/contract/catalog';
import '@/lib/i18n';
import { clearSession, setToken } from '@/lib/session';
import { fail, mockApi, ok } from '@/test/mock-api';
import { renderWithQuery } from '@/test/render-with-query';
import { GamesContext } from '../hooks/games-context';
import { GameCard } from './game-card';
import { pickSuggestions } from './suggested-games';

const game: GameItem = {
  gameId: 1,
  gameCode: 'LOTUS-0001',
  nodeId: 'LOTUS-0001',
  gameType: 'RNG',
  vassalage: 'LOTUS',
  displayName: 'Lotus Fortune',
  gameName: 'Lotus Fortune',
  iconUrl: '/img/games/LOTUS-0001.svg',
  lagerIcon: '/img/games/LOTUS-0001.svg',
  isHot: 1,
  isNew: 0,
  supportPlay: 0,
  isGame: 'GAME',
  gameClassify: 'SLOT',
  minBet: 100,
  lines: 25,
  jackpot: true,
  jackpotPool: 123_456,
  rtp: 96.5,
  maintenance: false,
};

function renderCard(ctx: Partial<React.ContextType<typeof GamesContext>> = {}) {
  const value = {
    imageHost: '/',
    currencySymbol: 'रु',
    isTrial: false,
    needLogin: vi.fn(),
    trialBlocked: vi.fn(),
    showDialog: vi.fn(),
    ...ctx,
  };
  renderWithQuery(
    <MemoryRouter>
      <GamesContext.Provider value={value}>
        <GameCard game={game} />
      </GamesContext.Provider>
    </MemoryRouter>,
  );
  return value;
}

afterEach(() => clearSession());

describe('GameCard', () => {
  test('shows the favourite at once and puts it back with the reason when the server refuses', async () => {
    setToken('t'.repeat(43));
    let answerAdd: (r: Response) => void = () => {};
    mockApi((url) =>
      url.includes('addFavoriteGameV2') ? new Promise<Response>((resolve) => (answerAdd = resolve)) : ok({ ids: [] }),
    );
    renderCard();
    const heart = screen.getByRole('button', { name: 'Favourite: Lotus Fortune' });
    await vi.waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
    await userEvent.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(heart).toBeDisabled();
    answerAdd(fail('FAVORITE_THROTTLED', 429));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please wait a moment before changing favourites again.');
    expect(heart).toHaveAttribute('aria-pressed', 'false');
  });

  test('asks a guest to sign in instead of toggling', async () => {
    mockApi(() => ok({ ids: [] }));
    const ctx = renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Favourite: Lotus Fortune' }));
    expect(ctx.needLogin).toHaveBeenCalledOnce();
  });

  test('shows the badges, the jackpot and a free trial, and launches from the tile', async () => {
    mockApi(() => ok({ ids: [] }));
    const ctx = renderCard();
    expect(screen.getByText('Hot')).toBeInTheDocument();
    expect(screen.getByTestId('jackpot-counter')).toHaveTextContent('Rs 1,234.56');
    expect(screen.queryByRole('button', { name: 'Play now' })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Lotus Fortune game icon' })).toHaveAttribute('loading', 'lazy');
    await userEvent.click(screen.getByRole('button', { name: 'Play now: Lotus Fortune' }));
    expect(ctx.needLogin).toHaveBeenCalledOnce();
  });

  test('suggests other playable games, the same category first', () => {
    const other = (nodeId: string, extra: Partial<GameItem> = {}) => ({ ...game, nodeId, ...extra });
    const picks = pickSuggestions(
      game,
      [game, other('A', { maintenance: true }), other('B')],
      [other('B'), other('C', { isGame: 'VASSALAGE' }), ...'DEFGHI'.split('').map((id) => other(id))],
    );
    expect(picks.map((g) => g.nodeId)).toEqual(['B', 'D', 'E', 'F', 'G', 'H']);
  });
});
