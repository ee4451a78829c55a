import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LotteryFamily } from '@jade/contract/lottery';
import { domainValues } from '@jade/engines/lottery/bets';
import { bsoeCounts, hotAndCold, loOf, positionRows, sumHistogram, valueStats } from '@jade/engines/lottery/trends';
import { QueryState } from '@/components/ui/query-state';
import { useHistory } from '../api/get-history';
import { arrowKeys } from '../hooks/arrow-keys';
import type { useLotteryRoute } from '../hooks/use-lottery-route';
import { BarChart } from './trend-charts';
import { PositionTrend } from './trend-position';
import styles from './lottery.module.css';

type Route = ReturnType<typeof useLotteryRoute>;
const WINDOWS = [30, 50, 100] as const;

/** The digits a chart reads from a draw: 5D and dice as drawn, 4D its first prize, Vietnam its special prize. */
export function digitsOf(family: LotteryFamily, numbers: readonly string[]): string[] {
  if (family === 'FAST_5D' || family === 'DICE_3') return [...numbers];
  const n = family === 'SEA_4D' || family === 'VN_NORTH' ? numbers[0] : numbers[numbers.length - 1];
  return (n ?? '').split('');
}

function LoFrequency({ draws }: { draws: string[][] }) {
  const { t } = useTranslation();
  const stats = valueStats(domainValues('NN'), loOf(draws));
  const { hot, cold } = hotAndCold(stats, 5);
  const hotSet = new Set(hot.map((s) => s.value));
  const coldSet = new Set(cold.map((s) => s.value));
  const absent = [...stats].sort((a, b) => b.current - a.current || a.value.localeCompare(b.value)).slice(0, 10);
  return (
    <section className={styles.panel} aria-labelledby="trend-lo">
      <h2 id="trend-lo">{t('lottery.trend.lo')}</h2>
      <BarChart
        title={t('lottery.trend.lo')}
        every={10}
        bars={stats.map((s) => ({
          label: s.value,
          value: s.count,
          mark: hotSet.has(s.value) ? 'hot' : coldSet.has(s.value) ? 'cold' : undefined,
        }))}
      />
      <p>
        {t('lottery.trend.hot')}: <strong data-testid="trend-hot">{hot.map((s) => `${s.value} (${s.count})`).join(', ')}</strong>
      </p>
      <p>
        {t('lottery.trend.absent')}:{' '}
        <strong data-testid="trend-absent">
          {absent.map((s) => t('lottery.trend.absentFor', { value: s.value, count: s.current })).join(', ')}
        </strong>
      </p>
    </section>
  );
}

/** The trend chart of a game's last 30, 50 or 100 draws, from the engine's trend functions. */
export function TrendPage({ route, family, name }: { route: Route; family: LotteryFamily; name: string }) {
  const { t } = useTranslation();
  const [size, setSize] = useState<(typeof WINDOWS)[number]>(30);
  const history = useHistory(route.gameCode, size);
  const draws = [...(history.data?.list ?? [])].reverse();
  const digits = draws.map((d) => digitsOf(family, d.numbers));
  const dice = family === 'DICE_3';
  const places = digits[0]?.length ?? 0;
  const [min, max] = dice ? [3, 18] : [0, places * 9];
  const bigFrom = dice ? 11 : Math.floor(max / 2) + 1;
  const sums = sumHistogram(digits, min, max);
  const sumValues = digits.map((ds) => ds.reduce((s, d) => s + Number(d), 0));
  const bsoe = bsoeCounts(sumValues, bigFrom);
  return (
    <section aria-labelledby="lottery-trend" className={styles.betting}>
      <header className={styles.gameHead}>
        <h1 id="lottery-trend">{t('lottery.trend.title', { name })}</h1>
        <nav aria-label={t('lottery.nav.label')} className={styles.subnav}>
          <Link to={route.hrefTo({ view: 'betting' })}>{t('lottery.nav.betting')}</Link>
          <Link to={route.hrefTo({ view: 'results' })}>{t('lottery.nav.results')}</Link>
        </nav>
        <div role="radiogroup" aria-label={t('lottery.trend.window')} className={styles.subnav} onKeyDown={arrowKeys('radio')}>
          {WINDOWS.map((w) => (
            <button
              key={w}
              type="button"
              role="radio"
              aria-checked={w === size}
              tabIndex={w === size ? 0 : -1}
              onClick={() => setSize(w)}
            >
              {t('lottery.trend.last', { count: w })}
            </button>
          ))}
        </div>
      </header>
      <QueryState query={history} empty={draws.length === 0} emptyText={t('lottery.results.empty')}>
        {family.startsWith('VN') ? <LoFrequency draws={draws.map((d) => d.numbers)} /> : null}
        <PositionTrend
          family={family}
          digits={digits}
          labels={draws.map((d) => d.drawNo.slice(-4))}
          rowsOf={(p) => positionRows(digits, p, dice ? 6 : 10, dice ? 1 : 0)}
        />
        <section className={styles.panel} aria-labelledby="trend-sums">
          <h2 id="trend-sums">{t('lottery.trend.sums')}</h2>
          <BarChart
            title={t('lottery.trend.sums')}
            every={dice ? 1 : 5}
            bars={sums.map((s) => ({ label: String(s.sum), value: s.count }))}
          />
          <BarChart
            title={t('lottery.trend.bsoe')}
            bars={(['big', 'small', 'odd', 'even'] as const).map((k) => ({ label: t(`lottery.quick.${k}`), value: bsoe[k] }))}
          />
        </section>
      </QueryState>
    </section>
  );
}
