import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/money';
import { JACKPOT_TICK_MS, jackpotValue } from './jackpot';
import styles from './game-card.module.css';

/**
 * A jackpot title's pool, rising by a fixed step every tick from the pool the list gave (spec §4).
 * Not a live region: screen readers read the figure when they reach it, not every second.
 */
export function JackpotCounter({ pool, symbol }: { pool: number; symbol: string }) {
  const { t } = useTranslation();
  const [ticks, setTicks] = useState(0);
  useEffect(() => {
    const id = setInterval(() => setTicks((n) => n + 1), JACKPOT_TICK_MS);
    return () => clearInterval(id);
  }, []);
  return (
    <p className={styles.jackpot} data-testid="jackpot-counter">
      <span className={styles.jackpotLabel}>{t('games.card.jackpot')}</span>
      <span className={styles.jackpotValue}>{formatMoney(jackpotValue(pool, ticks * JACKPOT_TICK_MS), symbol)}</span>
    </p>
  );
}
