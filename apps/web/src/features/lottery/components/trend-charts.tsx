import type { TrendRow } from '@jade/engines/lottery/trends';
import styles from './trend.module.css';

const CELL_W = 26;
const CELL_H = 20;
const LABEL_W = 44;

/**
 * The classic trend chart of one position: a row per draw (oldest first), a column per digit; the
 * digit drawn is a ball, joined to the next draw's by a line, and every other cell holds its
 * omission (draws since it last came).
 */
export function PositionChart({
  rows,
  labels,
  first,
  title,
}: {
  rows: TrendRow[];
  labels: string[];
  first: number;
  title: string;
}) {
  const faces = rows[0]?.omissions.length ?? 10;
  const width = LABEL_W + faces * CELL_W;
  const height = (rows.length + 1) * CELL_H;
  const cx = (digit: number) => LABEL_W + (digit - first) * CELL_W + CELL_W / 2;
  const cy = (i: number) => (i + 1) * CELL_H + CELL_H / 2;
  const points = rows.map((r, i) => `${cx(r.digit)},${cy(i)}`).join(' ');
  return (
    <div className={styles.scroll}>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        width={width}
        height={height}
        role="img"
        aria-label={title}
        data-testid="trend-position"
      >
        {Array.from({ length: faces }, (_, f) => (
          <text key={f} x={cx(f + first)} y={CELL_H * 0.7} className={styles.head} textAnchor="middle">
            {f + first}
          </text>
        ))}
        {rows.map((r, i) => (
          <g key={i}>
            <text x={2} y={cy(i) + 4} className={styles.label}>
              {labels[i]}
            </text>
            {r.omissions.map((o, f) =>
              o === 0 ? null : (
                <text key={f} x={cx(f + first)} y={cy(i) + 4} className={styles.omission} textAnchor="middle">
                  {o}
                </text>
              ),
            )}
          </g>
        ))}
        <polyline points={points} className={styles.line} />
        {rows.map((r, i) => (
          <g key={i}>
            <circle cx={cx(r.digit)} cy={cy(i)} r={8} className={styles.ball} />
            <text x={cx(r.digit)} y={cy(i) + 4} className={styles.ballText} textAnchor="middle">
              {r.digit}
            </text>
          </g>
        ))}
      </svg>
    </div>
  );
}

export type Bar = { label: string; value: number; mark?: 'hot' | 'cold' | undefined };

/** A bar chart of counts (frequencies, sums, big/small/odd/even), every `every`-th label shown. */
export function BarChart({ bars, title, every = 1 }: { bars: Bar[]; title: string; every?: number }) {
  const barW = bars.length > 40 ? 6 : bars.length > 12 ? 14 : 40;
  const gap = bars.length > 40 ? 2 : 4;
  const width = bars.length * (barW + gap);
  const top = 110;
  const max = Math.max(1, ...bars.map((b) => b.value));
  return (
    <div className={styles.scroll}>
      <svg
        viewBox={`0 0 ${width} ${top + 34}`}
        width={width}
        height={top + 34}
        role="img"
        aria-label={title}
        data-testid="trend-bars"
      >
        {bars.map((b, i) => {
          const h = Math.round((b.value / max) * (top - 14));
          const x = i * (barW + gap);
          return (
            <g key={b.label}>
              <title>{`${b.label}: ${b.value}`}</title>
              <rect x={x} y={top - h} width={barW} height={h} className={b.mark ? styles[b.mark] : styles.bar} />
              {bars.length <= 40 ? (
                <text x={x + barW / 2} y={top - h - 3} className={styles.omission} textAnchor="middle">
                  {b.value}
                </text>
              ) : null}
              {i % every === 0 ? (
                <text x={x + barW / 2} y={top + 14} className={styles.head} textAnchor="middle">
                  {b.label}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
    </div>
  );
}
