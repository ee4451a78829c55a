import { useTranslation } from 'react-i18next';
import type { LotteryChase } from '@jade/contract/lottery';
import { Button } from '@/components/ui/button';
import { chaseDrawRows, type ChaseDrawRow } from '../chase';
import { usePicksText } from './slip-lines';
import styles from './board.module.css';

type Props = {
  chase: LotteryChase;
  money: (n: number) => string;
  gameName: (gameCode: string) => string;
  /** Why an ended chase stopped, in the member's words (its end reason is a refusal code). */
  endReason: (code: string) => string;
  onCancel: (chase: LotteryChase) => void;
};

/** What became of one draw of a chase: its slip's outcome, or why it was not placed. */
function useOutcome(money: (n: number) => string) {
  const { t } = useTranslation();
  return (r: ChaseDrawRow) => {
    switch (r.status) {
      case 'OPEN':
        return t('lottery.bets.waiting');
      case 'SETTLED':
        return r.win ? t('lottery.bets.won', { win: money(r.win) }) : t('lottery.bets.lost');
      case 'REFUNDED':
        return t('lottery.bets.refunded');
      case 'PENDING':
        return t('lottery.chases.pending');
      case 'TO_COME':
        return t('lottery.chases.toCome');
      case 'CANCELLED':
        return t('lottery.chases.cancelledDraw');
      case 'NOT_PLAYED':
        return t('lottery.chases.notPlayed');
    }
  };
}

/**
 * One chase of the member: its game, status and lines, how many of its draws are placed, the
 * stakes taken and wins paid, each draw (its slip's outcome, or to come / cancelled / not played)
 * and, while it plays, the button that cancels its remaining draws.
 */
export function ChaseCard({ chase, money, gameName, endReason, onCancel }: Props) {
  const { t } = useTranslation();
  const picksText = usePicksText();
  const outcome = useOutcome(money);
  const count = chase.multipliers.length;
  const placed = chase.draws.length;
  return (
    <li className={styles.bet} data-testid="my-chase" data-chase={chase.chaseId} data-status={chase.status}>
      <p className={styles.chaseHead}>
        <strong>{gameName(chase.gameCode)}</strong>
        <span>{t('lottery.chases.chaseN', { chaseId: chase.chaseId })}</span>
        <span className={styles.badge} data-status={chase.status} data-testid="my-chase-status">
          {t(`lottery.chases.status.${chase.status}`)}
        </span>
      </p>
      {chase.status === 'ENDED' && chase.endReason ? (
        <p className={styles.hint}>{t('lottery.chases.endedBecause', { reason: endReason(chase.endReason) })}</p>
      ) : null}
      <ul>
        {chase.lines.map((l, i) => (
          <li key={i}>
            {t(`lottery.type.${l.type}`)} <span className={styles.picks}>{picksText(l)}</span>
          </li>
        ))}
      </ul>
      <p className={styles.progress}>
        <span data-testid="my-chase-progress">{t('lottery.chases.progress', { placed, count })}</span>
        <progress max={count} value={placed} aria-hidden="true" />
      </p>
      <p className={styles.hint}>{chase.stopOnWin ? t('lottery.chases.stopsOnWin') : t('lottery.chases.playsAll')}</p>
      <dl className={styles.figures}>
        <dt>{t('lottery.chases.staked')}</dt>
        <dd data-testid="my-chase-staked">{money(chase.staked)}</dd>
        <dt>{t('lottery.chases.won')}</dt>
        <dd data-testid="my-chase-won">{money(chase.won)}</dd>
      </dl>
      <ol className={styles.chaseDraws} aria-label={t('lottery.chase.perDraw')}>
        {chaseDrawRows(chase).map((r) => (
          <li key={r.index} data-testid="chase-draw" data-status={r.status} data-draw={r.drawNo ?? undefined}>
            <span>
              {t('lottery.chase.drawN', { n: r.index + 1 })}
              {r.drawNo ? <span className={styles.hint}> {r.drawNo}</span> : null}
            </span>
            <span>{t('lottery.chase.times', { multiplier: r.multiplier })}</span>
            <span>{r.total === null ? '—' : money(r.total)}</span>
            <span data-testid="chase-draw-outcome" className={r.win ? styles.good : undefined}>
              {outcome(r)}
            </span>
          </li>
        ))}
      </ol>
      {chase.status === 'ACTIVE' ? (
        <p className={styles.addRow}>
          <Button
            variant="secondary"
            onClick={() => onCancel(chase)}
            aria-label={t('lottery.chases.cancelNamed', { chaseId: chase.chaseId })}
          >
            {t('lottery.chases.cancel')}
          </Button>
        </p>
      ) : null}
    </li>
  );
}
