import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LOTTERY_LEVEL_MAX, type LotterySlip } from '@jade/contract/lottery';
import { QueryState } from '@/components/ui/query-state';
import { BALANCE_KEY } from '@/lib/queries/balance-key';
import { levelPercent } from '@/lib/queries/prize-level';
import { useMyBets, type BetsState } from '../api/get-my-bets';
import { MY_BETS_KEY } from '../api/keys';
import { usePicksText } from './slip-lines';
import { StateTabs } from './state-tabs';
import styles from './board.module.css';

/**
 * When an open slip leaves the open list (its draw settled or was refunded), the settled list and
 * the balance are read again: the win is paid by then or moments later.
 */
function useSettleWatch(open: LotterySlip[] | undefined) {
  const qc = useQueryClient();
  const seen = useRef<Set<number>>(new Set());
  useEffect(() => {
    if (!open) return;
    const now = new Set(open.map((s) => s.slipId));
    const gone = [...seen.current].some((id) => !now.has(id));
    seen.current = now;
    if (gone) {
      void qc.invalidateQueries({ queryKey: [...MY_BETS_KEY, 'settled'] });
      void qc.invalidateQueries({ queryKey: BALANCE_KEY });
    }
  }, [open, qc]);
}

function SlipRow({ slip, money }: { slip: LotterySlip; money: (n: number) => string }) {
  const { t } = useTranslation();
  const picksText = usePicksText();
  const outcome =
    slip.status === 'REFUNDED'
      ? t('lottery.bets.refunded')
      : slip.win === null
        ? t('lottery.bets.waiting')
        : slip.win > 0
          ? t('lottery.bets.won', { win: money(slip.win) })
          : t('lottery.bets.lost');
  return (
    <li className={styles.bet} data-testid="my-bet" data-status={slip.status} data-draw={slip.drawNo}>
      <p>
        <strong>{t('lottery.draw', { drawNo: slip.drawNo })}</strong> · {t('lottery.bets.stake', { total: money(slip.total) })} ·{' '}
        <span data-testid="my-bet-outcome" className={slip.win ? styles.good : undefined}>
          {outcome}
        </span>
        {slip.level < LOTTERY_LEVEL_MAX ? (
          <small className={styles.hint} data-testid="my-bet-level">
            {' · '}
            {t('lottery.bets.level', { level: levelPercent(slip.level) })}
          </small>
        ) : null}
      </p>
      <ul>
        {slip.lines.map((l, i) => (
          <li key={i}>
            {t(`lottery.type.${l.type}`)} <span className={styles.picks}>{picksText(l)}</span> ·{' '}
            {t('lottery.board.tickets', { count: l.tickets })}
            {l.hits !== null ? (
              <span data-testid="my-bet-hits">
                {' · '}
                {l.hits.length ? t('lottery.bets.hits', { hits: l.hits.join(' ') }) : t('lottery.bets.noHits')}
                {' · '}
                {t('lottery.bets.lineWin', { win: money(l.win ?? 0) })}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </li>
  );
}

/** The member's slips of this game: open ones (waiting for their draw) and settled ones with hits and wins. */
export function MyBets({ gameCode, money }: { gameCode: string; money: (n: number) => string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<BetsState>('open');
  const open = useMyBets('open', gameCode);
  const settled = useMyBets('settled', gameCode);
  useSettleWatch(open.data?.list);
  const q = state === 'open' ? open : settled;
  return (
    <section className={styles.myBets} aria-labelledby="lottery-my-bets">
      <h2 id="lottery-my-bets">{t('lottery.bets.title')}</h2>
      <StateTabs
        states={['open', 'settled'] as const}
        value={state}
        label={t('lottery.bets.title')}
        labelOf={(s) => t(`lottery.bets.${s}`)}
        onChange={setState}
      />
      <QueryState query={q} empty={(q.data?.list.length ?? 0) === 0} emptyText={t('lottery.bets.empty')}>
        <ul className={styles.bets}>
          {q.data?.list.map((s) => (
            <SlipRow key={s.slipId} slip={s} money={money} />
          ))}
        </ul>
      </QueryState>
    </section>
  );
}
