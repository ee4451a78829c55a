import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/ui/query-state';
import { useCompetitions } from '../api/get-competitions';
import { useEvents } from '../api/get-events';
import type { useSportsbookRoute } from '../hooks/use-sportsbook-route';
import { CompetitionList } from './competition-list';
import { EventList } from './event-list';
import { SportTabs } from './sport-tabs';
import styles from './sportsbook.module.css';

type Route = ReturnType<typeof useSportsbookRoute>;

/** The book's home: the chosen sport's matches live now and those starting soon, and its competitions. */
export function BookHome({ route }: { route: Route }) {
  const { t } = useTranslation();
  const liveId = useId();
  const soonId = useId();
  const competitionsId = useId();
  const live = useEvents(route.sport, 'LIVE');
  const soon = useEvents(route.sport, 'SCHEDULED', 20);
  const competitions = useCompetitions(route.sport);
  const hrefOf = (eventId: number) => route.hrefTo({ view: 'event', eventId });
  return (
    <div className={styles.section} data-testid="sports-home">
      <h1>{t('sportsbook.title')}</h1>
      <SportTabs sport={route.sport} hrefOf={(sport) => route.hrefTo({ view: 'home', sport })} />
      <section className={styles.section} aria-labelledby={liveId}>
        <h2 id={liveId}>{t('sportsbook.home.live')}</h2>
        <QueryState query={live} empty={live.data?.list.length === 0} emptyText={t('sportsbook.home.noLive')}>
          <EventList events={live.data?.list ?? []} hrefOf={hrefOf} />
        </QueryState>
      </section>
      <section className={styles.section} aria-labelledby={soonId}>
        <h2 id={soonId}>{t('sportsbook.home.soon')}</h2>
        <QueryState query={soon} empty={soon.data?.list.length === 0} emptyText={t('sportsbook.home.noSoon')}>
          <EventList events={soon.data?.list ?? []} hrefOf={hrefOf} />
        </QueryState>
      </section>
      <section className={styles.section} aria-labelledby={competitionsId}>
        <h2 id={competitionsId}>{t('sportsbook.competitions.title')}</h2>
        <QueryState query={competitions} empty={competitions.data?.length === 0} emptyText={t('sportsbook.competitions.empty')}>
          <CompetitionList
            competitions={competitions.data ?? []}
            hrefOf={(competition) => route.hrefTo({ view: 'competition', competition })}
          />
        </QueryState>
      </section>
    </div>
  );
}
