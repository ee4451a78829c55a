import { useTranslation } from 'react-i18next';
import styles from './crash.module.css';

/** The multiplier at progress p ∈ [0, 1] of a flight to `point` (hundredths): exponential in time. */
export const multiplierAt = (point: number, p: number) => Math.floor(100 * (point / 100) ** p);

const W = 300;
const H = 160;
const PAD = 12;
const SAMPLES = 48;

/** The rising curve of a flight: drawn up to progress `p`, axes rescaling as it climbs. */
export function CrashChart({ point, p, target, crashed }: { point: number; p: number; target: number; crashed: boolean }) {
  const { t } = useTranslation();
  const now = multiplierAt(point, p);
  const top = Math.max(200, now * 1.25, Math.min(target * 1.1, 400));
  const span = Math.max(p, 0.25);
  const x = (q: number) => PAD + ((W - 2 * PAD) * q) / span;
  const y = (m: number) => H - PAD - ((H - 2 * PAD) * (m - 100)) / (top - 100);
  const pts = Array.from({ length: SAMPLES + 1 }, (_, i) => {
    const q = (p * i) / SAMPLES;
    return `${x(q).toFixed(1)},${y(100 * (point / 100) ** q).toFixed(1)}`;
  });
  const targetY = y(target);
  return (
    <svg viewBox={`0 0 ${W} ${H}`} className={styles.chart} role="img" aria-label={t('play.crash.chart')}>
      <line x1={PAD} y1={H - PAD} x2={W - PAD} y2={H - PAD} className={styles.axis} />
      <line x1={PAD} y1={PAD} x2={PAD} y2={H - PAD} className={styles.axis} />
      {targetY >= PAD && (
        <g>
          <line x1={PAD} y1={targetY} x2={W - PAD} y2={targetY} className={styles.targetLine} />
          <text x={W - PAD} y={targetY - 4} textAnchor="end" className={styles.targetText}>
            {(target / 100).toFixed(2)}×
          </text>
        </g>
      )}
      {p > 0 && (
        <>
          <polyline points={`${PAD},${H - PAD} ${pts.join(' ')} ${x(p).toFixed(1)},${H - PAD}`} className={styles.area} />
          <polyline points={pts.join(' ')} className={crashed ? styles.curveCrashed : styles.curve} />
          <circle cx={x(p)} cy={y(now)} r="4" className={crashed ? styles.dotCrashed : styles.dot} />
        </>
      )}
    </svg>
  );
}
