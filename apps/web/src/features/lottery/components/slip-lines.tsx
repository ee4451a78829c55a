import { useTranslation } from 'react-i18next';
import type { LotteryBetLine } from '@jade/contract/lottery';
import { useValueLabel } from './number-board';
import styles from './board.module.css';

/** A line's picks as text: groups separated by "|", the position first for a position bet. */
export function usePicksText() {
  const { t } = useTranslation();
  const label = useValueLabel();
  return (line: { picks: string[][]; position?: number | null | undefined }) => {
    const picks = line.picks.map((g) => g.map(label).join(' ')).join(' | ');
    return line.position !== undefined && line.position !== null
      ? `${t('lottery.board.positionN', { n: line.position + 1 })}: ${picks}`
      : picks;
  };
}

/** The slip's lines: type, picks and what one winning ticket of the line pays, each removable. */
export function SlipLines({
  lines,
  wins,
  money,
  onRemove,
}: {
  lines: LotteryBetLine[];
  wins: number[];
  money: (n: number) => string;
  onRemove: (i: number) => void;
}) {
  const { t } = useTranslation();
  const picksText = usePicksText();
  if (!lines.length) return <p className={styles.hint}>{t('lottery.slip.empty')}</p>;
  return (
    <ul className={styles.lines}>
      {lines.map((l, i) => (
        <li key={i} data-testid="slip-line">
          <strong>{t(`lottery.type.${l.type}`)}</strong> <span className={styles.picks}>{picksText(l)}</span>
          <span className={styles.hint}>{t('lottery.slip.perTicket', { win: money(wins[i] ?? 0) })}</span>
          <button
            type="button"
            className={styles.remove}
            onClick={() => onRemove(i)}
            aria-label={t('lottery.slip.remove', { type: t(`lottery.type.${l.type}`) })}
          >
            ×
          </button>
        </li>
      ))}
    </ul>
  );
}
