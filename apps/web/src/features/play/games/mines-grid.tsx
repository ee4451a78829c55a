import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { MINES_TILES } from '@jade/engines/mines';
import styles from './mines.module.css';

export type TileState = 'hidden' | 'safe' | 'mine';

function Gem() {
  return (
    <svg viewBox="0 0 24 24" className={styles.icon} aria-hidden="true">
      <path d="M6 3h12l4 6-10 12L2 9z" fill="#2bd38f" stroke="#0a5c45" strokeWidth="1.2" />
      <path d="M2 9h20M8 3l4 18 4-18" fill="none" stroke="#0a5c45" strokeWidth="0.9" />
    </svg>
  );
}

function Mine() {
  return (
    <svg viewBox="0 0 24 24" className={styles.icon} aria-hidden="true">
      <path
        d="M12 1v4M12 19v4M1 12h4M19 12h4M4.2 4.2l2.8 2.8M17 17l2.8 2.8M4.2 19.8 7 17M17 7l2.8-2.8"
        stroke="#222"
        strokeWidth="2"
      />
      <circle cx="12" cy="12" r="7" fill="#222" />
      <circle cx="9.5" cy="9.5" r="2" fill="#eee" />
    </svg>
  );
}

type Props = {
  /** Tiles opened this round, in order. */
  revealed: readonly number[];
  /** Known once the round is over. */
  minePositions: readonly number[] | null;
  /** Whether a click opens a tile now. */
  active: boolean;
  onTile: (tile: number) => void;
};

/** The 5×5 field; tiles stay focusable (aria-disabled) so keyboard focus is not lost as they open. */
export function MinesGrid({ revealed, minePositions, active, onTile }: Props) {
  const { t } = useTranslation();
  const over = minePositions !== null;
  return (
    <div className={styles.grid} role="group" aria-label={t('play.mines.field')}>
      {Array.from({ length: MINES_TILES }, (_, i) => {
        const opened = revealed.includes(i);
        const isMine = minePositions?.includes(i) ?? false;
        const state: TileState = opened || over ? (isMine ? 'mine' : 'safe') : 'hidden';
        const clickable = active && !opened;
        return (
          <button
            key={i}
            type="button"
            data-testid={`mines-tile-${i}`}
            className={clsx(
              styles.tile,
              styles[state],
              opened && styles.opened,
              opened && isMine && styles.boom,
              over && !opened && styles.dim,
            )}
            aria-disabled={!clickable}
            aria-label={t('play.mines.tile', { n: i + 1, state: t(`play.mines.state.${state}`) })}
            onClick={() => clickable && onTile(i)}
          >
            {state === 'safe' && <Gem />}
            {state === 'mine' && <Mine />}
          </button>
        );
      })}
    </div>
  );
}
