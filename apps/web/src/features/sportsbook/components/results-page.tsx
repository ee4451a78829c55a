import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { SportsEventSummary } from '@jade/contract/sportsbook';
import { QueryState } from '@/components/ui/query-state';
import { formatDateTime } from '@/lib/dates';
import { useEvents } from '../api/get-events';
import type { useSportsbookRoute } from '../hooks/use-sportsbook-route';
import { SportTabs } from './sport-tabs';
import styles from './sportsbook.module.css';

type Route = ReturnType<typeof useSportsbookRoute>;
type Summary = z.infer<typeof SportsEventSummary>;

/** What a settled event ended with: cancelled, the score, the maps won, or the winner. */
function ResultText({ e }: { e: Summary }) {
  const { t } = useTranslation();
  const r = e.result;
  if (!r) return null;
  if (r.cancelled) return <>{t('sportsbook.results.cancelled')}</>;
  const parts: string[] = [];
  if (r.score) parts.push(t('sportsbook.event.score', { home: r.score.home, away: r.score.away }));
  if (r.maps) {
    const home = r.maps.filter((m) => m === 'HOME').length;
    parts.push(t('sportsbook.results.maps', { home, away: r.maps.length - home }));
  }
  if (r.winner)
    parts.push(
      t('sportsbook.results.winner', {
        name: r.winner === 'HOME' ? e.home : r.winner === 'AWAY' ? e.away : t('sportsbook.sel.DRAW'),
      }),
    );
  return <>{parts.join(' · ')}</>;
}

/** Results: the chosen sport's settled events, the latest first, each with what it ended with. */
export function ResultsPage({ route }: { route: Route }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const settled = useEvents(route.sport, 'SETTLED', 100);
  // The server lists events that are over the latest first.
  const list = settled.data?.list ?? [];
  return (
    <section className={styles.section} aria-labelledby={titleId} data-testid="sports-results">
      <h1 id={titleId}>{t('sportsbook.results.title')}</h1>
      <SportTabs sport={route.sport} hrefOf={(sport) => route.hrefTo({ view: 'results', sport })} />
      <QueryState query={settled} empty={list.length === 0} emptyText={t('sportsbook.results.empty')}>
        <ul className={styles.events}>
          {list.map((e) => (
            <li key={e.id} className={styles.eventRow} data-testid="sports-result" data-event={e.id}>
              <strong>{t('sportsbook.event.vs', { home: e.home, away: e.away })}</strong>
              <span className={styles.muted}>
                {e.competition} · {formatDateTime(e.startsAt, i18n.language)}
              </span>
              <span>
                <ResultText e={e} />
              </span>
            </li>
          ))}
        </ul>
      </QueryState>
    </section>
  );
}
