import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useBalance } from '@/lib/queries/balance';
import { useToken } from '@/lib/session';
import { useLiveBook } from '../hooks/use-live-book';
import { useOddsFormat } from '../hooks/use-odds-format';
import { useSportsbookRoute, type SportsbookView } from '../hooks/use-sportsbook-route';
import { toggleLeg, type SlipLeg } from '../slip';
import { BetSlip } from './bet-slip';
import { BookHome } from './book-home';
import { CompetitionPage } from './competition-page';
import { EventPage } from './event-page';
import { MyBets } from './my-bets';
import { OddsFormatSelect } from './odds-format-select';
import { ResultsPage } from './results-page';
import styles from './sportsbook.module.css';

const NAV: readonly { view: SportsbookView; key: 'home' | 'bets' | 'results' }[] = [
  { view: 'home', key: 'home' },
  { view: 'bets', key: 'bets' },
  { view: 'results', key: 'results' },
];

/**
 * The book's page (/sportsbook, what a sports, e-sports or cockfight launch opens): its menu, the
 * odds format, the view of the URL (home, a competition, an event, my bets, results) and the bet slip, which keeps
 * its picks while the member moves between views.
 */
export function SportsbookApp() {
  const { t } = useTranslation();
  const route = useSportsbookRoute();
  const odds = useOddsFormat();
  const balance = useBalance(useToken());
  const currency = balance.data?.currency ?? '';
  const [legs, setLegs] = useState<SlipLeg[]>([]);
  useLiveBook(route.view === 'event' ? route.eventId : null);
  const picked = new Set(legs.map((l) => l.selectionId));
  const onPick = (leg: SlipLeg) => setLegs((ls) => toggleLeg(ls, leg));

  return (
    <div className={styles.page} data-testid="sportsbook-page" data-view={route.view} data-vendor={route.vendor}>
      <div className={styles.top}>
        <nav aria-label={t('sportsbook.nav.label')}>
          <ul className={styles.tabs}>
            {NAV.map((n) => (
              <li key={n.view}>
                <Link to={route.hrefTo({ view: n.view })} aria-current={route.view === n.view ? 'page' : undefined}>
                  {t(`sportsbook.nav.${n.key}`)}
                </Link>
              </li>
            ))}
            {route.backUrl ? (
              <li>
                <Link to={route.backUrl}>{t('sportsbook.nav.back')}</Link>
              </li>
            ) : null}
          </ul>
        </nav>
        <OddsFormatSelect odds={odds} />
      </div>
      <div className={styles.layout}>
        <div className={styles.section}>
          {route.view === 'home' ? <BookHome route={route} /> : null}
          {route.view === 'competition' ? <CompetitionPage key={`${route.sport}:${route.competition}`} route={route} /> : null}
          {route.view === 'event' ? (
            <EventPage key={route.eventId} eventId={route.eventId} odds={odds} picked={picked} onPick={onPick} />
          ) : null}
          {route.view === 'bets' ? <MyBets odds={odds} currency={currency} /> : null}
          {route.view === 'results' ? <ResultsPage route={route} /> : null}
        </div>
        <BetSlip legs={legs} setLegs={setLegs} odds={odds} currency={currency} myBetsHref={route.hrefTo({ view: 'bets' })} />
      </div>
    </div>
  );
}
