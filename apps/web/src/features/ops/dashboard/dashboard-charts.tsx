import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpsDashboard } from '@jade/contract/ops-dashboard';
import { formatDay } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import styles from './dashboard.module.css';

const W = 600;
const H = 200;

/**
 * GGR (bars, below the line when the house lost) and deposits (a line) per business day, drawn to
 * one scale of money. The drawing stretches to any width; its words are HTML beside it, so they
 * keep their size on a phone. Screen readers get the summary, and the table by day has every value.
 */
export function DailyChart({ data }: { data: OpsDashboard }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const days = data.days;
  const money = (n: number) => formatMoney(n, data.currency);
  const values = days.flatMap((d) => [d.ggr, d.deposits]);
  const max = Math.max(0, ...values);
  const min = Math.min(0, ...values);
  const span = max - min || 1;
  const y = (v: number) => ((max - v) / span) * H;
  const slot = W / Math.max(days.length, 1);
  const best = days.reduce<(typeof days)[number] | null>((b, d) => (b === null || d.ggr > b.ggr ? d : b), null);
  const summary = t('ops.dashboard.chart.dailySummary', {
    from: formatDay(data.from, i18n.language),
    to: formatDay(data.to, i18n.language),
    ggr: money(data.totals.ggr),
    deposits: money(data.totals.deposits),
    best: best ? formatDay(best.day, i18n.language) : '—',
    bestGgr: best ? money(best.ggr) : '—',
  });
  const line = days.map((d, i) => `${(i + 0.5) * slot},${y(d.deposits)}`).join(' ');
  return (
    <figure className={styles.chart} data-testid="dash-daily-chart">
      <figcaption id={`${id}-cap`}>
        <span className={styles.chartTitle}>{t('ops.dashboard.chart.daily')}</span>
        <span className={styles.legend} aria-hidden="true">
          <span className={styles.keyBar} /> {t('ops.dashboard.figures.ggr')}
          <span className={styles.keyLine} /> {t('ops.dashboard.figures.deposits')}
        </span>
      </figcaption>
      <div className={styles.plot}>
        <span className={styles.axisMax} aria-hidden="true">
          {money(max)}
        </span>
        <svg viewBox={`0 0 ${W} ${H}`} preserveAspectRatio="none" role="img" aria-label={summary} className={styles.svg}>
          {days.map((d, i) => {
            const top = Math.min(y(0), y(d.ggr));
            return (
              <rect
                key={d.day}
                x={i * slot + slot * 0.15}
                width={slot * 0.7}
                y={top}
                height={Math.max(Math.abs(y(0) - y(d.ggr)), d.ggr === 0 ? 0 : 1)}
                className={d.ggr < 0 ? styles.barLoss : styles.bar}
              />
            );
          })}
          <line x1={0} x2={W} y1={y(0)} y2={y(0)} className={styles.zero} vectorEffect="non-scaling-stroke" />
          {days.length > 1 ? (
            <polyline points={line} className={styles.line} vectorEffect="non-scaling-stroke" />
          ) : (
            <line
              x1={slot * 0.1}
              x2={slot * 0.9}
              y1={y(days[0]?.deposits ?? 0)}
              y2={y(days[0]?.deposits ?? 0)}
              className={styles.line}
              vectorEffect="non-scaling-stroke"
            />
          )}
        </svg>
        <span className={styles.axisDays} aria-hidden="true">
          <span>{formatDay(data.from, i18n.language)}</span>
          {data.to !== data.from ? <span>{formatDay(data.to, i18n.language)}</span> : null}
        </span>
      </div>
    </figure>
  );
}

/** Stake per category as bars of the largest, with each category's GGR: a list, read as one. */
export function CategoryChart({ data }: { data: OpsDashboard }) {
  const { t } = useTranslation();
  const money = (n: number) => formatMoney(n, data.currency);
  const top = Math.max(1, ...data.categories.map((c) => c.stake));
  return (
    <figure className={styles.chart} data-testid="dash-category-chart">
      <figcaption className={styles.chartTitle}>{t('ops.dashboard.chart.categories')}</figcaption>
      <ul className={styles.catBars}>
        {data.categories.map((c) => (
          <li key={c.category}>
            <span className={styles.catName}>{c.category}</span>
            <svg viewBox="0 0 100 10" preserveAspectRatio="none" className={styles.catSvg} aria-hidden="true">
              <rect width={Math.max((c.stake / top) * 100, c.stake > 0 ? 0.5 : 0)} height={10} className={styles.bar} />
            </svg>
            <span className={styles.catValue}>
              {t('ops.dashboard.chart.categoryValue', { stake: money(c.stake), ggr: money(c.ggr) })}
            </span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
