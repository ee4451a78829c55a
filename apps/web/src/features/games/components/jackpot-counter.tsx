import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/money';
import { useJackpots } from '@/lib/queries/jackpots';
import { jackpotValue, type PoolReading } from './jackpot';
import { useJackpotClock } from './jackpot-clock';
import styles from './game-card.module.css';

/** This title's last real pool from the shared jackpot poll, or null when the server does not list it. */
function useReading(gameCode: string): PoolReading | null {
  const query = useJackpots();
  const entry = query.data?.find((p) => p.gameCode === gameCode);
  return entry ? { pool: entry.pool, ratePerSecond: entry.ratePerSecond, at: query.dataUpdatedAt } : null;
}

/**
 * A jackpot title's pool (spec §4): the real pool, polled every 10 s for all cards at once, moving
 * between polls at the rate the server observed; titles it does not list show the list's pool.
 * Not a live region: screen readers read the figure when they reach it, not every second.
 */
export function JackpotCounter({ gameCode, pool, symbol }: { gameCode: string; pool: number; symbol: string }) {
  const { t, i18n } = useTranslation();
  const reading = useReading(gameCode);
  // The page's one jackpot clock (jackpot-clock.ts): every rising figure moves on the same tick.
  const now = useJackpotClock(reading !== null && reading.ratePerSecond > 0);
  return (
    <p className={styles.jackpot} data-testid="jackpot-counter">
      <span className={styles.jackpotLabel}>{t('games.card.jackpot')}</span>
      <span className={styles.jackpotValue}>{formatMoney(jackpotValue(reading, pool, now), symbol, i18n.language)}</span>
    </p>
  );
}
