import { useTranslation } from 'react-i18next';
import { pocketColor } from '@jade/engines/roulette';
import styles from './roulette.module.css';

/** The pockets of a European wheel, clockwise from zero. */
export const WHEEL_ORDER = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7, 28, 12,
  35, 3, 26,
] as const;

export const SPIN_MS = 4200;
const STEP = 360 / WHEEL_ORDER.length;
const FILL = { green: '#138a4f', red: '#c0392b', black: '#1b1f1d' } as const;

const point = (deg: number, r: number) => {
  const a = ((deg - 90) * Math.PI) / 180;
  return `${(r * Math.cos(a)).toFixed(2)} ${(r * Math.sin(a)).toFixed(2)}`;
};
const SECTORS = WHEEL_ORDER.map((n, i) => {
  const a0 = i * STEP - STEP / 2;
  const a1 = a0 + STEP;
  const d = `M ${point(a0, 100)} A 100 100 0 0 1 ${point(a1, 100)} L ${point(a1, 64)} A 64 64 0 0 0 ${point(a0, 64)} Z`;
  return { n, d, angle: i * STEP, fill: FILL[pocketColor(n)] };
});

/** The wheel turn (degrees, growing) that brings `pocket` under the pointer after a few full turns. */
export function wheelTurn(previous: number, pocket: number): number {
  const target = (360 - WHEEL_ORDER.indexOf(pocket as (typeof WHEEL_ORDER)[number]) * STEP) % 360;
  const base = previous - (((previous % 360) + 360) % 360);
  return base + 5 * 360 + target;
}

/** The wheel, turned by `turn` degrees; the ball runs the other way and rests under the pointer. */
export function RouletteWheel({ turn, ballTurn, pocket }: { turn: number; ballTurn: number; pocket: number | null }) {
  const { t } = useTranslation();
  return (
    <div className={styles.wheelBox}>
      <svg
        viewBox="-110 -110 220 220"
        className={styles.wheel}
        role="img"
        aria-label={pocket === null ? t('play.roulette.wheel') : t('play.roulette.wheelAt', { n: pocket })}
      >
        <circle r="108" fill="#6b4423" />
        <g className={styles.spinning} style={{ transform: `rotate(${turn}deg)` }}>
          {SECTORS.map((s) => (
            <g key={s.n}>
              <path d={s.d} fill={s.fill} stroke="#d9c27a" strokeWidth="0.6" />
              <text
                transform={`rotate(${s.angle}) translate(0 -84)`}
                className={styles.wheelText}
                textAnchor="middle"
                dominantBaseline="middle"
              >
                {s.n}
              </text>
            </g>
          ))}
          <circle r="64" fill="#2d1d10" />
          <circle r="30" fill="#d9c27a" />
        </g>
        <g className={styles.spinning} style={{ transform: `rotate(${ballTurn}deg)` }}>
          <circle cy="-70" r="5" fill="#fafafa" stroke="#999" strokeWidth="0.8" />
        </g>
        <path d="M -7 -112 L 7 -112 L 0 -98 Z" fill="#f0c24b" />
      </svg>
      {pocket !== null && (
        <span className={styles.pocket} data-color={pocketColor(pocket)} aria-hidden="true">
          {pocket}
        </span>
      )}
    </div>
  );
}
