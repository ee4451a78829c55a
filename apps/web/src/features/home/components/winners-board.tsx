import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { WinnerEntry } from '@jade/contract/catalog';
import { LIMITS } from '@jade/contract/limits';
import { assetUrl } from '@/lib/cdn';
import { formatMoney } from '@/lib/money';
import styles from './home.module.css';

type Props = { winners: readonly WinnerEntry[]; imageHost: string; currencySymbol: string };

/**
 * The biggest-wins board (spec §2, §9): the first 9 winners, with the masked name the server
 * sends, the game and its icon, and the amount with 2 decimals and thousand separators. On a
 * phone it is one compact strip, swiped sideways.
 */
export const WinnersBoard = memo(function WinnersBoard({ winners, imageHost, currencySymbol }: Props) {
  const { t } = useTranslation();
  return (
    <ol className={styles.winners}>
      {winners.slice(0, LIMITS.biggestWinsShown).map((w, i) => (
        <li key={`${w.nodeId}-${w.time}-${i}`} className={styles.winner} data-testid="winner">
          <img src={assetUrl(imageHost, w.iconUrl)} alt="" width={48} height={48} loading="lazy" decoding="async" />
          <span className={styles.winnerText}>
            <span className={styles.winnerName}>{w.customerName}</span>
            <span className={styles.winnerGame}>{w.gameName}</span>
          </span>
          <span className={styles.winnerAmount} data-testid="winner-amount">
            <span className="visually-hidden">{t('home.won')} </span>
            {formatMoney(w.winAmount, currencySymbol)}
          </span>
        </li>
      ))}
    </ol>
  );
});

/** The board while the winners load: the same nine boxes, empty (nothing moves when they come). */
export function WinnersPlaceholder() {
  const { t } = useTranslation();
  return (
    <ol className={styles.winners} role="status" aria-label={t('common.loading')}>
      {Array.from({ length: LIMITS.biggestWinsShown }, (_, i) => (
        <li key={i} className={`${styles.winner} ${styles.winnerPlaceholder}`} aria-hidden="true" />
      ))}
    </ol>
  );
}
