import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { GAME_SELECTIONS, type GameSelection } from '@jade/contract/catalog-types';
import styles from './games.module.css';

/** The member-only selections: a guest choosing them gets the login popup instead. */
export const MEMBER_SELECTIONS: readonly GameSelection[] = ['FAV', 'RECENT'];

/** The selection tabs of a game list (spec §3: all, hot, new, favourites, recent). */
export function SelectionTabs({ value, onChange }: { value: GameSelection; onChange: (s: GameSelection) => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.chips} role="group" aria-label={t('games.list.selection')}>
      {GAME_SELECTIONS.map((s) => (
        <button
          key={s}
          type="button"
          className={clsx(styles.chip, value === s && styles.chipOn)}
          aria-pressed={value === s}
          onClick={() => onChange(s)}
        >
          {t(`games.selection.${s}`)}
        </button>
      ))}
    </div>
  );
}
