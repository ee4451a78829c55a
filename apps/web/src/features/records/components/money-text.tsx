import clsx from 'clsx';
import { formatMoney } from '@/lib/money';
import styles from './records.module.css';

/** A signed amount: + and the "in" colour into the wallet, − and the "out" colour out of it. */
export function SignedMoney({ minor }: { minor: number }) {
  const sign = minor > 0 ? '+' : minor < 0 ? '−' : '';
  return (
    <span className={clsx(minor > 0 && styles.in, minor < 0 && styles.out)}>
      {sign}
      {formatMoney(Math.abs(minor))}
    </span>
  );
}
