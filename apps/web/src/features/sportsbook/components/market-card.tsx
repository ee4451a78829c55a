import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SportsEvent, SportsMarket } from '@jade/contract/sportsbook';
import type { OddsDisplay } from '../hooks/use-odds-format';
import { marketName, selectionName } from '@/lib/sports-labels';
import type { Move } from '../odds-moves';
import type { SlipLeg } from '../slip';
import styles from './sportsbook.module.css';

type Props = {
  event: SportsEvent;
  market: SportsMarket;
  /** The event takes bets (scheduled or live). */
  open: boolean;
  odds: OddsDisplay;
  moves: ReadonlyMap<number, Move>;
  picked: ReadonlySet<number>;
  onPick: (leg: SlipLeg) => void;
};

/** One market: its name and its selections as odds buttons that add to (or take from) the slip. */
export function MarketCard({ event, market, open, odds, moves, picked, onPick }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const suspended = market.state !== 'OPEN';
  return (
    <section className={styles.market} aria-labelledby={titleId} data-testid="sports-market" data-kind={market.kind}>
      <h2 id={titleId}>
        {marketName(t, market)}
        {suspended ? <span className={styles.muted}> · {t(`sportsbook.marketState.${market.state}`)}</span> : null}
      </h2>
      <div className={styles.selections}>
        {market.selections.map((s) => {
          const name = selectionName(t, market, s.code, event);
          const move = moves.get(s.id);
          const shown = odds.show(s.odds);
          return (
            <button
              key={s.id}
              type="button"
              className={styles.odds}
              aria-pressed={picked.has(s.id)}
              disabled={!open || suspended}
              data-testid="odds"
              data-selection={s.id}
              data-code={s.code}
              data-move={move}
              aria-label={
                t('sportsbook.pick', { selection: name, odds: shown }) + (move ? ` (${t(`sportsbook.moved.${move}`)})` : '')
              }
              onClick={() =>
                onPick({
                  selectionId: s.id,
                  marketId: market.id,
                  eventId: event.id,
                  vendor: event.vendor,
                  home: event.home,
                  away: event.away,
                  kind: market.kind,
                  line: market.line,
                  period: market.period,
                  code: s.code,
                  odds: s.odds,
                })
              }
            >
              <span>{name}</span>
              <strong>{shown}</strong>
            </button>
          );
        })}
      </div>
    </section>
  );
}
