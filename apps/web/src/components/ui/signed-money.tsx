import clsx from 'clsx';
import { formatMoney } from '@/lib/money';
import styles from './signed-money.module.css';

/**
 * A gain or a loss: + and the "in" colour for money coming in, − and the "out" colour for money
 * going out, so every record and report reads the same way.
 */
export function SignedMoney({ minor }: { minor: number }) {
  const sign = minor > 0 ? '+' : minor < 0 ? '−' : '';
  return (
    <span className={clsx(minor > 0 && styles.in, minor < 0 && styles.out)}>
      {sign}
      {formatMoney(Math.abs(minor))}
    </span>
  );
}

/** The colours alone, for a sum that is in or out by its label (money in, money out). */
export { styles as moneyStyles };
