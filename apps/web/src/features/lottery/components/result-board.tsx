import { useTranslation } from 'react-i18next';
import type { LotteryFamily } from '@jade/contract/lottery';
import { LAYOUTS } from '@jade/engines/lottery/layouts';
import styles from './lottery.module.css';

/** A draw's numbers split into the layout's prize rows, in draw order. */
export function prizeRows(family: LotteryFamily, numbers: readonly string[]) {
  let i = 0;
  return LAYOUTS[family].map((row) => {
    const part = numbers.slice(i, i + row.count);
    i += row.count;
    return { prize: row.prize, numbers: part };
  });
}

/**
 * A draw laid out like the official board: one row per prize (Vietnam: special, first … seventh
 * in the north, eighth … special in the south; 4D: first, second, third, special, consolation),
 * the special prize marked. `hits` marks the lô (last two digits) a member's bet hit.
 */
export function ResultBoard({
  family,
  numbers,
  caption,
  hits = [],
}: {
  family: LotteryFamily;
  numbers: readonly string[];
  caption: string;
  hits?: readonly string[];
}) {
  const { t } = useTranslation();
  const hit = new Set(hits);
  if (family === 'FAST_5D' || family === 'DICE_3')
    return (
      <p className={styles.balls} aria-label={caption} data-testid="result-numbers">
        {numbers.map((n, i) => (
          <span key={i} className={styles.ball}>
            {n}
          </span>
        ))}
      </p>
    );
  return (
    <table className={styles.board} data-testid="result-board">
      <caption className="visually-hidden">{caption}</caption>
      <tbody>
        {prizeRows(family, numbers).map((row) => (
          <tr key={row.prize} className={row.prize === 'special' ? styles.special : undefined}>
            <th scope="row">{t(`lottery.prize.${row.prize}` as 'lottery.prize.special')}</th>
            <td>
              {row.numbers.map((n, i) => (
                <span key={i} className={hit.has(n.slice(-2)) ? styles.hit : undefined}>
                  {n}
                </span>
              ))}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
