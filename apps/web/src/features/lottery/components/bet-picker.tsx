import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LOTTERY_BET_TYPES,
  type LotteryBetLine,
  type LotteryBetType,
  type LotteryFamily,
  type LotterySoldOut,
} from '@jade/contract/lottery';
import { ticketCount } from '@jade/engines/lottery/bets';
import { Button } from '@/components/ui/button';
import { arrowKeys } from '../hooks/arrow-keys';
import { betShape, selectionProblem } from '../slip';
import { NumberBoard } from './number-board';
import { PickInput } from './pick-input';
import styles from './board.module.css';

type Props = { family: LotteryFamily; soldOut: LotterySoldOut | undefined; onAdd: (line: LotteryBetLine) => void };

/** The sold-out picks of a type, position and group on this draw. */
function soldOutOf(soldOut: LotterySoldOut | undefined, type: string, position: number | undefined, group: number) {
  return new Set(
    (soldOut?.numbers ?? [])
      .filter((n) => n.type === type && n.group === group && (n.position ?? undefined) === position)
      .map((n) => n.pick),
  );
}

/**
 * The bet chooser: the family's bet types, the position (5D position bets), one board per group
 * (the straight stars have one per position), typed picks and the line's ticket count, then
 * "add to slip". The rules are the engine's (`shapeOf`, `ticketCount`).
 */
export function BetPicker({ family, soldOut, onAdd }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const types = LOTTERY_BET_TYPES[family] as readonly LotteryBetType[];
  const [type, setType] = useState<LotteryBetType>(types[0]!);
  const [position, setPosition] = useState(0);
  const shape = betShape(family, type);
  const [picks, setPicks] = useState<string[][]>(() => Array.from({ length: shape.groups }, () => []));
  const pos = shape.positional ? position : undefined;
  const groups = Array.from({ length: shape.groups }, (_, g) => picks[g] ?? []);
  const line: LotteryBetLine = { type, picks: groups, ...(pos !== undefined ? { position: pos } : {}) };
  const tickets = groups.every((g) => g.length > 0) ? ticketCount(family, line) : 0;
  const problem = selectionProblem(shape, groups, tickets);
  const least = shape.groups > 1 ? 1 : shape.ordered ? 2 : shape.k;

  const choose = (next: LotteryBetType) => {
    setType(next);
    setPicks(Array.from({ length: betShape(family, next).groups }, () => []));
  };
  const setGroup = (g: number) => (values: string[]) => setPicks(groups.map((old, i) => (i === g ? values : old)));
  const add = () => {
    if (problem) return;
    onAdd(line);
    setPicks(groups.map(() => []));
  };

  return (
    <section className={styles.picker} aria-label={t('lottery.board.title')}>
      <div className={styles.types} role="radiogroup" aria-label={t('lottery.board.type')} onKeyDown={arrowKeys('radio')}>
        {types.map((ty) => (
          <button
            key={ty}
            type="button"
            role="radio"
            aria-checked={ty === type}
            tabIndex={ty === type ? 0 : -1}
            onClick={() => choose(ty)}
          >
            {t(`lottery.type.${ty}`)}
          </button>
        ))}
      </div>
      <p className={styles.hint}>{t(`lottery.rule.${type}`)}</p>
      {shape.positional ? (
        <label className={styles.position} htmlFor={`${id}-pos`}>
          {t('lottery.board.position')}
          <select id={`${id}-pos`} value={position} onChange={(e) => setPosition(Number(e.target.value))}>
            {[0, 1, 2, 3, 4].map((p) => (
              <option key={p} value={p}>
                {t('lottery.board.positionN', { n: p + 1 })}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {groups.map((g, i) => (
        <NumberBoard
          key={`${type}-${i}`}
          domain={shape.domain}
          picked={g}
          soldOut={soldOutOf(soldOut, type, pos, i)}
          randomCount={least}
          label={shape.groups > 1 ? t('lottery.board.positionN', { n: 5 - shape.groups + i + 1 }) : t('lottery.board.numbers')}
          onChange={setGroup(i)}
        />
      ))}
      {shape.groups === 1 && shape.domain !== 'ANY' ? (
        <PickInput domain={shape.domain} onPicks={(p) => setGroup(0)([...new Set([...groups[0]!, ...p])])} />
      ) : null}
      <p className={styles.addRow}>
        <span data-testid="picker-summary">
          {problem ? t(`lottery.board.${problem.key}`, { count: problem.count }) : t('lottery.board.tickets', { count: tickets })}
        </span>
        <Button onClick={add} disabled={problem !== null} data-testid="add-to-slip">
          {t('lottery.board.add')}
        </Button>
      </p>
    </section>
  );
}
