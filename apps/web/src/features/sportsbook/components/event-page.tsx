import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/ui/query-state';
import { formatDateTime } from '@/lib/dates';
import { useEvent } from '../api/get-event';
import type { OddsDisplay } from '../hooks/use-odds-format';
import { useOddsMoves } from '../hooks/use-odds-moves';
import type { SlipLeg } from '../slip';
import { MarketCard } from './market-card';
import styles from './sportsbook.module.css';

type Props = { eventId: number; odds: OddsDisplay; picked: ReadonlySet<number>; onPick: (leg: SlipLeg) => void };

/**
 * One event: its teams, state and score, and its markets with their prices, read again every few
 * seconds (a moved price is highlighted up or down). An event that no longer takes bets shows why.
 */
export function EventPage({ eventId, odds, picked, onPick }: Props) {
  const { t, i18n } = useTranslation();
  const event = useEvent(eventId);
  const moves = useOddsMoves(event.data?.markets);
  const e = event.data;
  const open = e?.state === 'SCHEDULED' || e?.state === 'LIVE';
  return (
    <QueryState query={event} empty={false} emptyText="">
      {e ? (
        <article className={styles.section} data-testid="sports-event-page" data-event={e.id} data-state={e.state}>
          <header className={styles.section}>
            <h1>{t('sportsbook.event.vs', { home: e.home, away: e.away })}</h1>
            <p className={styles.muted}>
              {t(`sportsbook.sports.${e.sport}`)} · {e.competition}
            </p>
            <p className={e.state === 'LIVE' ? styles.live : styles.muted} data-testid="sports-event-state">
              {t(`sportsbook.state.${e.state}`)}
              {e.score ? ` · ${t('sportsbook.event.score', { home: e.score.home, away: e.score.away })}` : ''}
              {e.state === 'SCHEDULED'
                ? ` · ${t('sportsbook.event.starts', { time: formatDateTime(e.startsAt, i18n.language) })}`
                : ''}
            </p>
            {!open ? <p className={styles.error}>{t('sportsbook.event.closed')}</p> : null}
          </header>
          {e.markets.length === 0 ? <p className={styles.muted}>{t('sportsbook.event.noMarkets')}</p> : null}
          <div className={styles.markets}>
            {e.markets.map((m) => (
              <MarketCard key={m.id} event={e} market={m} open={open} odds={odds} moves={moves} picked={picked} onPick={onPick} />
            ))}
          </div>
        </article>
      ) : null}
    </QueryState>
  );
}
