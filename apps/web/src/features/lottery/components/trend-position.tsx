import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LotteryFamily } from '@jade/contract/lottery';
import { bsoeCounts, hotAndCold, valueStats, type TrendRow } from '@jade/engines/lottery/trends';
import { PositionChart } from './trend-charts';
import styles from './lottery.module.css';

/**
 * One position's trend (5D digit, die, or a digit of the 4D first prize or the Vietnamese special):
 * the chart with omissions, the position's hot and cold digits and its big/small/odd/even counts.
 */
export function PositionTrend({
  family,
  digits,
  labels,
  rowsOf,
}: {
  family: LotteryFamily;
  digits: string[][];
  labels: string[];
  rowsOf: (position: number) => TrendRow[];
}) {
  const { t } = useTranslation();
  const id = useId();
  const [position, setPosition] = useState(0);
  const dice = family === 'DICE_3';
  const places = digits[0]?.length ?? 0;
  const column = digits.map((ds) => ds.slice(position, position + 1));
  const faces = dice ? ['1', '2', '3', '4', '5', '6'] : ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];
  const { hot, cold } = hotAndCold(valueStats(faces, column), 3);
  const bsoe = bsoeCounts(
    column.map((c) => Number(c[0])),
    dice ? 4 : 5,
  );
  const title = t(
    family.startsWith('VN') ? 'lottery.trend.special' : family === 'SEA_4D' ? 'lottery.trend.first' : 'lottery.trend.positions',
  );
  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <label className={styles.inline}>
        {t('lottery.board.position')}{' '}
        <select value={position} onChange={(e) => setPosition(Number(e.target.value))} data-testid="trend-position-select">
          {Array.from({ length: places }, (_, p) => (
            <option key={p} value={p}>
              {t('lottery.board.positionN', { n: p + 1 })}
            </option>
          ))}
        </select>
      </label>
      <PositionChart rows={rowsOf(position)} labels={labels} first={dice ? 1 : 0} title={title} />
      <p>
        {t('lottery.trend.hot')}: <strong>{hot.map((s) => `${s.value} (${s.count})`).join(', ')}</strong> ·{' '}
        {t('lottery.trend.cold')}:{' '}
        <strong>{cold.map((s) => t('lottery.trend.absentFor', { value: s.value, count: s.current })).join(', ')}</strong>
      </p>
      <p>{(['big', 'small', 'odd', 'even'] as const).map((k) => `${t(`lottery.quick.${k}`)} ${bsoe[k]}`).join(' · ')}</p>
    </section>
  );
}
