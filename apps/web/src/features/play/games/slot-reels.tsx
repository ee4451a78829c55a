import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { linePoints, winningCells, type SlotSpinView } from './slot-logic';
import { SlotSymbol, useSymbolName } from './slot-symbol';
import styles from './slot.module.css';

type Props = {
  theme: string;
  frame: SlotSpinView;
  /** Reels still spinning, from the right (reel r spins while r >= stopped). */
  stopped: number;
  spinning: boolean;
  /** Symbols that blur past while a reel spins. */
  blur: string[];
};

/** The 5 × 3 window: reels that spin and land one after another, winning cells and paylines marked. */
export function SlotReels({ theme, frame, stopped, spinning, blur }: Props) {
  const { t } = useTranslation();
  const name = useSymbolName(theme);
  const settled = !spinning || stopped >= frame.window.length;
  const hits = settled ? winningCells(frame) : new Set<string>();
  const lines = settled ? frame.wins.filter((w) => w.line !== undefined) : [];
  return (
    <div
      className={styles.reels}
      role="group"
      aria-label={t('play.slot.reels')}
      data-testid="slot-reels"
      data-spinning={!settled}
    >
      {frame.window.map((col, reel) => {
        const moving = spinning && reel >= stopped;
        return (
          <div
            key={reel}
            className={clsx(styles.reel, moving && styles.moving)}
            role="group"
            aria-label={t('play.slot.reel', { n: reel + 1 })}
            data-testid={`slot-reel-${reel}`}
          >
            {moving ? (
              <div className={styles.strip} aria-hidden="true">
                {[...blur, ...blur].map((s, i) => (
                  <SlotSymbol key={i} theme={theme} symbol={s} label="" />
                ))}
              </div>
            ) : (
              col.map((sym, row) => (
                <SlotSymbol key={`${row}-${sym}`} theme={theme} symbol={sym} label={name(sym)} hit={hits.has(`${reel}:${row}`)} />
              ))
            )}
          </div>
        );
      })}
      {lines.length > 0 ? (
        <svg className={styles.lines} viewBox="0 0 5 3" preserveAspectRatio="none" aria-hidden="true">
          {lines.map((w) => (
            <polyline key={w.line} points={linePoints(w.line!)} className={styles.line} />
          ))}
        </svg>
      ) : null}
    </div>
  );
}
