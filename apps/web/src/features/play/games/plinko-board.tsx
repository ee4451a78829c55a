import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import styles from './plinko.module.css';

const W = 400;
const TOP = 26;

/** Geometry of a board with `rows` rows: row i has i + 3 pegs; slot s sits under the gap it ends in. */
function geometry(rows: number) {
  const dx = W / (rows + 2);
  const dy = dx * 0.86;
  return { dx, dy, height: TOP + rows * dy + 6 };
}

/** Where the ball is after `step` moves of `path` (step 0 = above the first row). */
export function ballAt(path: readonly number[], step: number, rows: number) {
  const { dx, dy } = geometry(rows);
  if (step <= 0) return { x: W / 2, y: TOP - dy * 0.7 };
  const i = Math.min(step, path.length) - 1;
  const rights = path.slice(0, i + 1).reduce((s, x) => s + x, 0);
  return { x: W / 2 + (rights - (i + 1) / 2) * dx, y: TOP + i * dy + dy * 0.5 };
}

/** A multiplier in hundredths as a short label: "0.2×", "5.6×", "1000×". */
export const slotText = (m: number) => `${m / 100}×`;

const tier = (m: number) => (m >= 1000 ? styles.t4 : m >= 300 ? styles.t3 : m >= 100 ? styles.t2 : styles.t1);

type Props = {
  rows: number;
  multipliers: readonly number[];
  /** The ball in flight or landed: its path and how many rows it has passed. */
  ball: { path: readonly number[]; step: number } | null;
  landed: number | null;
};

/** The peg pyramid (SVG) with the slot multipliers under it. */
export function PlinkoBoard({ rows, multipliers, ball, landed }: Props) {
  const { t } = useTranslation();
  const { dx, dy, height } = geometry(rows);
  const pegs: { x: number; y: number }[] = [];
  for (let i = 0; i < rows; i++)
    for (let j = 0; j < i + 3; j++) pegs.push({ x: W / 2 + (j - (i + 2) / 2) * dx, y: TOP + i * dy });
  const pos = ball && ball.path.length === rows ? ballAt(ball.path, ball.step, rows) : null;
  return (
    <div className={styles.board}>
      <svg viewBox={`0 0 ${W} ${height}`} className={styles.pegs} role="img" aria-label={t('play.plinko.board', { rows })}>
        {pegs.map((p, k) => (
          <circle key={k} cx={p.x} cy={p.y} r={Math.max(2.2, dx * 0.09)} className={styles.peg} />
        ))}
        {pos && (
          <circle
            className={styles.ball}
            cx={0}
            cy={0}
            r={Math.max(4, dx * 0.22)}
            style={{ transform: `translate(${pos.x}px, ${pos.y}px)` }}
          />
        )}
      </svg>
      <ol className={styles.slots} style={{ paddingInline: `${(dx / W) * 50}%` }} aria-label={t('play.plinko.multipliers')}>
        {multipliers.map((m, s) => (
          <li key={s} className={clsx(styles.slot, tier(m), landed === s && styles.landed)} data-testid={`plinko-slot-${s}`}>
            {slotText(m)}
          </li>
        ))}
      </ol>
    </div>
  );
}
