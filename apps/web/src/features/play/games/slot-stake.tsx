import { useTranslation } from 'react-i18next';
import { stepStake } from './slot-logic';
import styles from './slot.module.css';

type Props = {
  levels: readonly number[];
  stake: number;
  onChange: (stake: number) => void;
  disabled: boolean;
  money: (minor: number) => string;
};

/** The stake: − and + step through the title's stake levels; the select jumps to any of them. */
export function SlotStake({ levels, stake, onChange, disabled, money }: Props) {
  const { t } = useTranslation();
  const i = levels.indexOf(stake);
  return (
    <div className={styles.stake} role="group" aria-label={t('play.slot.stake')}>
      <button
        type="button"
        className={styles.step}
        onClick={() => onChange(stepStake(levels, stake, -1))}
        disabled={disabled || i <= 0}
        aria-label={t('play.slot.stakeDown')}
        data-testid="stake-down"
      >
        −
      </button>
      <label className={styles.stakeField}>
        <span>{t('play.slot.stake')}</span>
        <select value={stake} onChange={(e) => onChange(Number(e.target.value))} disabled={disabled} data-testid="stake-select">
          {levels.map((l) => (
            <option key={l} value={l}>
              {money(l)}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        className={styles.step}
        onClick={() => onChange(stepStake(levels, stake, 1))}
        disabled={disabled || i >= levels.length - 1}
        aria-label={t('play.slot.stakeUp')}
        data-testid="stake-up"
      >
        +
      </button>
    </div>
  );
}
