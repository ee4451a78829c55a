import { formatMoney } from '@/lib/money';
import styles from './agent.module.css';

/** A signed amount: green when positive, red when negative. */
export function Signed({ minor }: { minor: number }) {
  return <span className={minor > 0 ? styles.in : minor < 0 ? styles.out : undefined}>{formatMoney(minor)}</span>;
}
