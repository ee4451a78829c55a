import { useTranslation } from 'react-i18next';
import type { SportsBet } from '@jade/contract/sportsbook';
import { formatDateTime } from '@/lib/dates';
import type { OddsDisplay } from '../hooks/use-odds-format';
import { marketName, selectionName } from '@/lib/sports-labels';
import { CashOut } from './cash-out';
import styles from './sportsbook.module.css';

/** One bet of my bets: single or parlay, its status, legs with their grades, stake, odds and return. */
type Props = { bet: SportsBet; odds: OddsDisplay; money: (n: number) => string; onCashedOut: (paid: number) => void };

export function BetCard({ bet, odds, money, onCashedOut }: Props) {
  const { t, i18n } = useTranslation();
  const settled = bet.return !== null;
  return (
    <li className={styles.bet} data-testid="sports-bet" data-bet={bet.id} data-status={bet.status}>
      <p>
        <strong>
          {bet.legs.length === 1 ? t('sportsbook.bets.single') : t('sportsbook.bets.parlay', { count: bet.legs.length })}
        </strong>{' '}
        ·{' '}
        <strong className={styles.status} data-status={bet.status}>
          {t(`sportsbook.bets.status.${bet.status}`)}
        </strong>
      </p>
      <ul className={styles.legs}>
        {bet.legs.map((l) => (
          <li key={l.selectionId} data-testid="sports-bet-leg" data-grade={l.grade ?? ''}>
            <span>
              {selectionName(t, l, l.code, l)} · {marketName(t, l)} · {t('sportsbook.event.vs', { home: l.home, away: l.away })}
            </span>
            <span>
              {odds.show(l.odds)} · {l.grade ? t(`sportsbook.bets.grade.${l.grade}`) : t('sportsbook.bets.ungraded')}
            </span>
          </li>
        ))}
      </ul>
      <dl>
        <dt>{t('sportsbook.bets.stake')}</dt>
        <dd>{money(bet.stake)}</dd>
        <dt>{t('sportsbook.bets.odds')}</dt>
        <dd>{odds.show(bet.totalOdds)}</dd>
        <dt>{settled ? t('sportsbook.bets.returned') : t('sportsbook.bets.toReturn')}</dt>
        <dd data-testid="sports-bet-return">{money(settled ? bet.return! : bet.maxPayout)}</dd>
        {bet.cashedOut > 0 ? (
          <>
            <dt>{t('sportsbook.cashOut.cashed')}</dt>
            <dd data-testid="sports-bet-cashed">{money(bet.cashedOut)}</dd>
          </>
        ) : null}
      </dl>
      {bet.status === 'OPEN' ? <CashOut bet={bet} money={money} onPaid={onCashedOut} /> : null}
      <p className={styles.muted}>
        {t('sportsbook.bets.placedAt', { time: formatDateTime(bet.createdAt, i18n.language) })}
        {bet.settledAt ? ` · ${t('sportsbook.bets.settledAt', { time: formatDateTime(bet.settledAt, i18n.language) })}` : ''}
      </p>
    </li>
  );
}
