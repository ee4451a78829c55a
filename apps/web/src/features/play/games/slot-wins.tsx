import { useTranslation } from 'react-i18next';
import type { SlotFrame } from './slot-logic';
import { useSymbolName } from './slot-symbol';
import styles from './slot.module.css';

type Props = {
  theme: string;
  frame: SlotFrame | null;
  multiplier: number;
  settled: boolean;
  money: (minor: number) => string;
};

/** What the shown window paid: each line or ways win, scatters, and the free-spin progress. */
export function SlotWins({ theme, frame, multiplier, settled, money }: Props) {
  const { t } = useTranslation();
  const name = useSymbolName(theme);
  if (!frame || !settled) return <div className={styles.wins} />;
  return (
    <div className={styles.wins} data-testid="slot-wins">
      {frame.free > 0 ? (
        <p className={styles.freeLabel} data-testid="slot-free-spin">
          {t('play.slot.freeSpin', { n: frame.free, total: frame.freeTotal, multiplier })}
        </p>
      ) : null}
      <ul>
        {frame.wins.map((w, i) => (
          <li key={i} data-testid="slot-win-line">
            {w.line !== undefined
              ? t('play.slot.lineWin', { line: w.line + 1, n: w.count, symbol: name(w.symbol) })
              : t('play.slot.waysWin', { n: w.count, symbol: name(w.symbol), ways: w.ways ?? 1 })}{' '}
            <strong>{money(w.pay)}</strong>
          </li>
        ))}
        {frame.scatter.count >= 3 ? (
          <li data-testid="slot-scatter">
            {t('play.slot.scatterWin', { n: frame.scatter.count })} <strong>{money(frame.scatter.pay)}</strong>
          </li>
        ) : null}
      </ul>
      {frame.free === 0 && frame.freeTotal > 0 ? (
        <p className={styles.freeLabel} data-testid="slot-free-won">
          {t('play.slot.freeSpinsWon', { count: frame.freeTotal, multiplier })}
        </p>
      ) : null}
      {frame.wins.length === 0 && frame.scatter.count < 3 ? <p className={styles.noWin}>{t('play.slot.noWin')}</p> : null}
    </div>
  );
}
