import { useLocation, useSearchParams } from 'react-router';
import { SPORTS, SPORTS_VENDORS } from '@jade/contract/sportsbook';
import type { Sport } from '../api/get-events';

/** The views of the book's page: home (live and upcoming), one competition, one event, my bets, results. */
export const SPORTSBOOK_VIEWS = ['home', 'competition', 'event', 'bets', 'results'] as const;
export type SportsbookView = (typeof SPORTSBOOK_VIEWS)[number];
export type SportsVendor = (typeof SPORTS_VENDORS)[number];

/** The sport a vendor's launch opens on: sports (football first), e-sports, cockfight. */
export const VENDOR_SPORT: Record<SportsVendor, Sport> = { SUMMIT: 'FOOTBALL', IMES: 'ESPORTS', DS88: 'COCKFIGHT' };

/** The longest competition name the server takes (the contract's names: 1 to 80 characters, trimmed). */
export const COMPETITION_MAX = 80;

export type SportsbookRoute = {
  vendor: SportsVendor;
  view: SportsbookView;
  sport: Sport;
  eventId: number;
  /** The competition's exact name (free text, trimmed), '' when the URL names none. */
  competition: string;
  backUrl: string;
};

const isVendor = (v: string | null): v is SportsVendor => (SPORTS_VENDORS as readonly string[]).includes(v ?? '');
const isSport = (v: string | null): v is Sport => (SPORTS as readonly string[]).includes(v ?? '');
const isView = (v: string | null): v is SportsbookView => (SPORTSBOOK_VIEWS as readonly string[]).includes(v ?? '');

/** A competition name from the URL: trimmed, 1 to 80 characters, or '' when it is none. */
export const competitionOf = (v: string | null) => {
  const name = (v ?? '').trim();
  return name.length <= COMPETITION_MAX ? name : '';
};

/**
 * The book page's state, all in the URL: the launch's vendor (the sport it opens on), the view,
 * the sport chosen, the event or the competition (its name, URL-encoded) and the page to go back
 * to (same-site paths only). A view without what it needs (an event, a competition) is the home.
 * `hrefTo` gives the link to another view, keeping the rest of the launch payload.
 */
export function useSportsbookRoute(): SportsbookRoute & { hrefTo: (next: Partial<SportsbookRoute>) => string } {
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const vendorParam = search.get('vendor');
  const vendor = isVendor(vendorParam) ? vendorParam : 'SUMMIT';
  const sportParam = search.get('sport');
  const eventId = Number(search.get('event') ?? '');
  const competition = competitionOf(search.get('competition'));
  const viewParam = search.get('view');
  const validEvent = Number.isSafeInteger(eventId) && eventId > 0;
  const missing = (viewParam === 'event' && !validEvent) || (viewParam === 'competition' && !competition);
  const view: SportsbookView = isView(viewParam) && !missing ? viewParam : 'home';
  const back = search.get('backUrl') ?? '';
  const route: SportsbookRoute = {
    vendor,
    view,
    sport: isSport(sportParam) ? sportParam : VENDOR_SPORT[vendor],
    eventId: validEvent ? eventId : 0,
    competition,
    backUrl: /^\/(?!\/)[^\s\\]*$/.test(back) ? back : '',
  };
  const hrefTo = (next: Partial<SportsbookRoute>) => {
    const r = { ...route, ...next };
    const q = new URLSearchParams(search);
    q.set('vendor', r.vendor);
    q.set('view', r.view);
    q.set('sport', r.sport);
    if (r.view === 'event' && r.eventId) q.set('event', String(r.eventId));
    else q.delete('event');
    if (r.view === 'competition' && r.competition) q.set('competition', r.competition);
    else q.delete('competition');
    return `${pathname}?${q.toString()}`;
  };
  return { ...route, hrefTo };
}
