import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import '@/test/i18n-missions';
import { fail, mockApi, ok } from '@/test/mock-api';
import { renderWithQuery } from '@/test/render-with-query';
import { BOARD, PLAY, SUMMARY } from '../missions.fixtures';
import { MissionBadge } from './mission-badge';
import { MissionsPage } from './missions-page';

/** The page against a server holding `summary`; a claim is answered by `claim` (may hold the request open). */
function renderPage(summary: () => Response, claim?: () => Response | Promise<Response>) {
  const api = mockApi((url) => {
    if (url.startsWith('/wps/missions/leaderboard'))
      return ok(url.endsWith('last') ? { ...BOARD, list: [], me: { rank: null, points: 0 } } : BOARD);
    if (url.endsWith('/claim'))
      return claim ? claim() : ok({ mission: { ...PLAY, state: 'CLAIMED' }, reward: 5_00, points: 10, balance: 1_005_00 });
    if (url.startsWith('/wps/missions')) return summary();
    return ok({});
  });
  return { api, ...renderWithQuery(<MissionsPage symbol="Rs" />) };
}

describe('MissionsPage', () => {
  test('shows each mission with its progress, target, reward, points and state; the tab counts the complete ones', async () => {
    renderPage(() => ok(SUMMARY));
    const cards = await screen.findAllByTestId('mission');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByTestId('mission-progress')).toHaveTextContent('3 / 3 rounds played');
    expect(within(cards[1]!).getByTestId('mission-progress')).toHaveTextContent('Rs 300.00 / Rs 500.00 valid bet');
    expect(within(cards[1]!).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '30000');
    expect(within(cards[1]!).getByText('Counts in: Slots, In-house')).toBeInTheDocument();
    expect(within(cards[1]!).getByTestId('mission-reward')).toHaveTextContent(
      'Rs 10.00, withdrawable after valid bets of 3× its amount',
    );
    expect(within(cards[1]!).queryByRole('button')).toBeNull();
    expect(within(screen.getByRole('tab', { name: /Missions/ })).getByTestId('mission-badge')).toHaveTextContent('1');
  });

  test('a double click claims once and tells what was paid', async () => {
    let release: (r: Response) => void = () => undefined;
    const { api } = renderPage(
      () => ok(SUMMARY),
      () => new Promise<Response>((r) => (release = r)),
    );
    const button = await screen.findByRole('button', { name: 'Claim Play 3 rounds' });
    await userEvent.dblClick(button);
    release(ok({ mission: { ...PLAY, state: 'CLAIMED' }, reward: 5_00, points: 10, balance: 1_005_00 }));
    expect(await screen.findByTestId('mission-claimed')).toHaveTextContent(
      'Rs 5.00 is in your wallet and 10 points were added. Balance: Rs 1,005.00.',
    );
    expect(api.calls.filter((c) => c.url.endsWith('/claim'))).toEqual([
      { url: '/wps/missions/1/claim', method: 'POST', body: null },
    ]);
  });

  test('a refused claim shows why; an empty list and an error have their own states', async () => {
    renderPage(
      () => ok(SUMMARY),
      () => fail('MISSION_ALREADY_CLAIMED', 409),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Claim Play 3 rounds' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });

  test('an empty list says so', async () => {
    renderPage(() => ok({ list: [], weekPoints: 0 }));
    expect(await screen.findByText('There are no missions right now. Come back soon.')).toBeInTheDocument();
  });

  test('the leaderboard highlights the member, and last week without points says so', async () => {
    renderPage(() => ok(SUMMARY));
    await userEvent.click(await screen.findByRole('tab', { name: 'Leaderboard' }));
    expect(await screen.findByTestId('my-rank')).toHaveTextContent('Your rank: 2 with 10 points');
    const mine = screen.getAllByRole('row').find((r) => r.getAttribute('aria-current') === 'true')!;
    expect(mine).toHaveTextContent('2me***99 You10');
    await userEvent.click(screen.getByRole('button', { name: 'Last week' }));
    expect(await screen.findByText('You have no mission points in this week.')).toBeInTheDocument();
    expect(await screen.findByText('No one has mission points in this week yet.')).toBeInTheDocument();
  });

  test('the badge shows only above 0, 99+ past 99', () => {
    const { rerender } = renderWithQuery(<MissionBadge count={0} />);
    expect(screen.queryByTestId('mission-badge')).toBeNull();
    rerender(<MissionBadge count={120} />);
    expect(screen.getByTestId('mission-badge')).toHaveTextContent('99+');
  });
});
