import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, test } from 'vitest';
import '@/lib/i18n';
import { fail, mockApi, ok } from '@/test/mock-api';
import { renderWithQuery } from '@/test/render-with-query';
import { useSportsbookRoute } from '../hooks/use-sportsbook-route';
import { BookHome } from './book-home';
import { CompetitionPage } from './competition-page';

const NAME = 'A&B Cup #1';

const event = (id: number, state: string, home: string) => ({
  id,
  vendor: 'SUMMIT',
  sport: 'FOOTBALL',
  competition: NAME,
  home,
  away: `${home} B`,
  startsAt: '2026-11-29T15:00:00.000Z',
  state,
  score: state === 'SCHEDULED' ? null : { home: 1, away: 0 },
  result: null,
  resultVersion: 0,
});
const page = (list: unknown[]) => ok({ list, pageNo: 1, pageSize: 100, total: list.length });

/** The book's home or a competition, as the app picks them from the URL. */
function Book() {
  const route = useSportsbookRoute();
  return route.view === 'competition' ? <CompetitionPage route={route} /> : <BookHome route={route} />;
}

const renderAt = (url: string) =>
  renderWithQuery(
    <MemoryRouter initialEntries={[url]}>
      <Book />
    </MemoryRouter>,
  );

describe('competitions', () => {
  test('the home lists the sport competitions with their counts; one opens on its live and upcoming matches', async () => {
    const { calls } = mockApi((url) => {
      if (url.startsWith('/sgw/competitions')) return ok([{ name: NAME, live: 2, upcoming: 1 }]);
      if (url.includes('competition='))
        return page([event(1, 'LIVE', 'Lions'), event(2, 'SUSPENDED', 'Tigers'), event(3, 'SCHEDULED', 'Bears')]);
      return page([]);
    });
    renderAt('/sportsbook?vendor=SUMMIT');
    const region = await screen.findByRole('region', { name: 'Competitions' });
    const link = await within(region).findByRole('link', { name: `${NAME} 2 live · 1 upcoming` });
    expect(calls.some((c) => c.url === '/sgw/competitions?sport=FOOTBALL')).toBe(true);

    await userEvent.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: NAME })).toBeInTheDocument();
    const live = screen.getByRole('region', { name: 'Live now' });
    await within(live).findByRole('link', { name: /^Lions v Lions B/ });
    expect(within(live).getByRole('link', { name: /^Tigers v Tigers B/ })).toBeInTheDocument();
    const upcoming = screen.getByRole('region', { name: 'Upcoming' });
    expect(within(upcoming).getAllByRole('link')).toHaveLength(1);
    expect(
      within(upcoming)
        .getByRole('link', { name: /^Bears v Bears B/ })
        .getAttribute('href'),
    ).toMatch(/view=event.*&event=3/);
    // The name goes to the server exactly, URL-encoded, with no state (the events not over).
    const asked = calls.find((c) => c.url.includes('competition='))!.url;
    const q = new URL(asked, 'http://book.test').searchParams;
    expect(q.get('competition')).toBe(NAME);
    expect(q.get('sport')).toBe('FOOTBALL');
    expect(q.has('state')).toBe(false);
    expect(screen.getByRole('link', { name: 'Back to Football' }).getAttribute('href')).toMatch(/view=home/);
  });

  test('the home says when the sport has no competition', async () => {
    mockApi((url) => (url.startsWith('/sgw/competitions') ? ok([]) : page([])));
    renderAt('/sportsbook?vendor=SUMMIT');
    expect(await screen.findByText('No competition of this sport has a match live or to come.')).toBeInTheDocument();
  });

  test('a competition with nothing left shows its empty text; a failed read shows the error', async () => {
    mockApi(() => page([]));
    const first = renderAt(`/sportsbook?view=competition&competition=${encodeURIComponent(NAME)}`);
    expect(await screen.findByText('No match of this competition is live or to come.')).toBeInTheDocument();
    first.unmount();
    mockApi(() => fail('SERVICE_BUSY', 503));
    renderAt(`/sportsbook?view=competition&competition=${encodeURIComponent(NAME)}`);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
