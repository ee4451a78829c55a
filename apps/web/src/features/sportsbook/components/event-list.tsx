import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { SportsEventSummary } from '@jade/contract/sportsbook';
import { formatDateTime } from '@/lib/dates';
import styles from './sportsbook.module.css';

type Summary = z.infer<typeof SportsEventSummary>;

/** A line of events: each its teams, competition, state (live with its score) or start, linking to its page. */
export function EventList({ events, hrefOf }: { events: readonly Summary[]; hrefOf: (id: number) => string }) {
  const { t, i18n } = useTranslation();
  return (
    <ul className={styles.events}>
      {events.map((e) => (
        <li key={e.id}>
          <Link className={styles.eventRow} to={hrefOf(e.id)} data-testid="sports-event" data-event={e.id} data-state={e.state}>
            <strong>{t('sportsbook.event.vs', { home: e.home, away: e.away })}</strong>
            <span className={styles.muted}>{e.competition}</span>
            {e.state === 'LIVE' || e.state === 'SUSPENDED' ? (
              <span className={styles.live}>
                {t(`sportsbook.state.${e.state}`)}
                {e.score ? ` · ${t('sportsbook.event.score', { home: e.score.home, away: e.score.away })}` : ''}
              </span>
            ) : (
              <span className={styles.muted}>
                {t('sportsbook.event.starts', { time: formatDateTime(e.startsAt, i18n.language) })}
              </span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}
