import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/ui/query-state';
import { useEvents } from '../api/get-events';
import type { useSportsbookRoute } from '../hooks/use-sportsbook-route';
import { EventList } from './event-list';
import styles from './sportsbook.module.css';

type Route = ReturnType<typeof useSportsbookRoute>;

/** The most events of one competition the page lists (the server's largest page). */
const COMPETITION_EVENTS = 100;

/**
 * One competition of the chosen sport: its matches live now (or suspended a while) and those to
 * come, soonest first, each linking to its page; read again every 10 s. A back link returns to the
 * sport's home.
 */
export function CompetitionPage({ route }: { route: Route }) {
  const { t } = useTranslation();
  const titleId = useId();
  const liveId = useId();
  const upcomingId = useId();
  // Without a state the server lists the events not over: scheduled, live and suspended.
  const events = useEvents(route.sport, undefined, COMPETITION_EVENTS, route.competition);
  const list = events.data?.list ?? [];
  const live = list.filter((e) => e.state === 'LIVE' || e.state === 'SUSPENDED');
  const upcoming = list.filter((e) => e.state === 'SCHEDULED');
  const hrefOf = (eventId: number) => route.hrefTo({ view: 'event', eventId });
  const sport = t(`sportsbook.sports.${route.sport}`);
  return (
    <section className={styles.section} aria-labelledby={titleId} data-testid="sports-competition-page">
      <p>
        <Link to={route.hrefTo({ view: 'home' })}>{t('sportsbook.competition.back', { sport })}</Link>
      </p>
      <h1 id={titleId}>{route.competition}</h1>
      <p className={styles.muted}>{sport}</p>
      <QueryState query={events} empty={list.length === 0} emptyText={t('sportsbook.competition.empty')}>
        <div className={styles.section}>
          <section className={styles.section} aria-labelledby={liveId}>
            <h2 id={liveId}>{t('sportsbook.competition.live')}</h2>
            {live.length === 0 ? (
              <p className={styles.muted} role="status">
                {t('sportsbook.competition.noLive')}
              </p>
            ) : (
              <EventList events={live} hrefOf={hrefOf} />
            )}
          </section>
          <section className={styles.section} aria-labelledby={upcomingId}>
            <h2 id={upcomingId}>{t('sportsbook.competition.upcoming')}</h2>
            {upcoming.length === 0 ? (
              <p className={styles.muted} role="status">
                {t('sportsbook.competition.noUpcoming')}
              </p>
            ) : (
              <EventList events={upcoming} hrefOf={hrefOf} />
            )}
          </section>
        </div>
      </QueryState>
    </section>
  );
}
