import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, test } from 'vitest';
import { useSportsbookRoute } from './use-sportsbook-route';

function routeAt(url: string) {
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>;
  return renderHook(() => useSportsbookRoute(), { wrapper }).result.current;
}

/** The query of a link the hook gives, as the page would read it back. */
const paramsOf = (href: string) => new URL(href, 'http://book.test').searchParams;

describe('useSportsbookRoute: the competition view', () => {
  test('reads a competition name, decoded and trimmed', () => {
    const r = routeAt('/sportsbook?vendor=SUMMIT&view=competition&sport=CRICKET&competition=%20Nepal%20Premier%20League%20');
    expect(r.view).toBe('competition');
    expect(r.sport).toBe('CRICKET');
    expect(r.competition).toBe('Nepal Premier League');
  });

  test('a competition view without a valid name is the home', () => {
    expect(routeAt('/sportsbook?view=competition').view).toBe('home');
    expect(routeAt('/sportsbook?view=competition&competition=%20%20').view).toBe('home');
    const long = routeAt(`/sportsbook?view=competition&competition=${'x'.repeat(81)}`);
    expect(long.view).toBe('home');
    expect(long.competition).toBe('');
    expect(routeAt(`/sportsbook?view=competition&competition=${'x'.repeat(80)}`).view).toBe('competition');
  });

  test('hrefTo encodes a free-text name so that it reads back the same', () => {
    const r = routeAt('/sportsbook?vendor=IMES&device=h5&backUrl=%2Fesports&view=home');
    const name = 'A&B Cup: 50% + "finals"/#1 — कप';
    const href = r.hrefTo({ view: 'competition', competition: name });
    expect(href).not.toContain('&B');
    expect(href).not.toContain('#');
    const q = paramsOf(href);
    expect(q.get('view')).toBe('competition');
    expect(q.get('competition')).toBe(name);
    expect(q.get('sport')).toBe('ESPORTS');
    expect(q.get('device')).toBe('h5');
    expect(q.get('backUrl')).toBe('/esports');
    expect(routeAt(href).competition).toBe(name);
  });

  test('other views drop the competition; an event link from a competition keeps the sport', () => {
    const r = routeAt('/sportsbook?vendor=SUMMIT&view=competition&sport=FOOTBALL&competition=E2E%20Cup');
    const home = paramsOf(r.hrefTo({ view: 'home' }));
    expect(home.get('view')).toBe('home');
    expect(home.has('competition')).toBe(false);
    const event = paramsOf(r.hrefTo({ view: 'event', eventId: 7 }));
    expect(event.get('event')).toBe('7');
    expect(event.get('sport')).toBe('FOOTBALL');
    expect(event.has('competition')).toBe(false);
    expect(paramsOf(r.hrefTo({ view: 'competition', competition: '' })).has('competition')).toBe(false);
  });

  test('an event view without an event is still the home', () => {
    expect(routeAt('/sportsbook?view=event').view).toBe('home');
    expect(routeAt('/sportsbook?view=event&event=12').eventId).toBe(12);
  });
});
