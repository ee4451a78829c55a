import { arrowKeys } from '../hooks/arrow-keys';
import styles from './board.module.css';

/** The tabs of a list's states (My bets: open / settled; My chases: active / ended), arrow keys between them. */
export function StateTabs<S extends string>({
  states,
  value,
  label,
  labelOf,
  onChange,
}: {
  states: readonly S[];
  value: S;
  label: string;
  labelOf: (s: S) => string;
  onChange: (s: S) => void;
}) {
  return (
    <div className={styles.types} role="tablist" aria-label={label} onKeyDown={arrowKeys('tab')}>
      {states.map((s) => (
        <button
          key={s}
          type="button"
          role="tab"
          aria-selected={s === value}
          tabIndex={s === value ? 0 : -1}
          onClick={() => onChange(s)}
        >
          {labelOf(s)}
        </button>
      ))}
    </div>
  );
}
