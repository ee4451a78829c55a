import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LotteryChase } from '@jade/contract/lottery';
import { QueryState } from '@/components/ui/query-state';
import { BALANCE_KEY } from '@/lib/queries/balance-key';
import { useCancelChase } from '../api/cancel-chase';
import { useLimits } from '../api/get-limits';
import { useMyChases, type ChasesState } from '../api/get-my-chases';
import { MY_BETS_KEY, MY_CHASES_KEY } from '../api/keys';
import { cancelRefund } from '../chase';
import { refusalCodeText, refusalText } from '../refusals';
import { CancelChaseDialog } from './cancel-chase-dialog';
import { ChaseCard } from './chase-card';
import { StateTabs } from './state-tabs';
import styles from './board.module.css';

type Props = { money: (n: number) => string; currency: string; gameName: (gameCode: string) => string };

/** The chases' draws in one string: which slips exist and in what state. */
const drawsOf = (list: LotteryChase[]) => list.map((c) => `${c.chaseId}:${c.draws.map((d) => d.status).join(',')}`).join(';');

/**
 * When the job moves an active chase on (a draw's slip placed, settled and paid, or the chase
 * ended), the balance, the member's slips and the ended chases are read again: the stake or win
 * has moved the balance by then.
 */
function useChaseWatch(active: LotteryChase[] | undefined) {
  const qc = useQueryClient();
  const seen = useRef<string | null>(null);
  useEffect(() => {
    if (!active) return;
    const now = drawsOf(active);
    const moved = seen.current !== null && seen.current !== now;
    seen.current = now;
    if (moved) {
      void qc.invalidateQueries({ queryKey: BALANCE_KEY });
      void qc.invalidateQueries({ queryKey: MY_BETS_KEY });
      void qc.invalidateQueries({ queryKey: [...MY_CHASES_KEY, 'ended'] });
    }
  }, [active, qc]);
}

/**
 * The member's number chases (of every game), active or ended: each with its draws, stakes and
 * wins; an active one's remaining draws can be cancelled (after a confirmation), and the refund
 * is shown and the balance read again.
 */
export function MyChases({ money, currency, gameName }: Props) {
  const { t } = useTranslation();
  const [state, setState] = useState<ChasesState>('active');
  const [asking, setAsking] = useState<LotteryChase | null>(null);
  const [result, setResult] = useState<{ chaseId: number; refund: number } | null>(null);
  const resultRef = useRef<HTMLParagraphElement>(null);
  const active = useMyChases('active');
  const ended = useMyChases('ended');
  const limits = useLimits();
  const cancel = useCancelChase();
  useChaseWatch(active.data?.list);
  const q = state === 'active' ? active : ended;
  const refusal = (err: unknown) => refusalText(t, err, limits.data, currency);

  useEffect(() => {
    // After the dialog has handed focus back (its card may be gone): the result is read next.
    if (!result) return;
    const timer = setTimeout(() => resultRef.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, [result]);

  const ask = (chase: LotteryChase) => {
    cancel.reset();
    setResult(null);
    setAsking(chase);
  };
  const confirm = (chase: LotteryChase) =>
    cancel.mutate(chase.chaseId, {
      onSuccess: (after) => {
        setAsking(null);
        setResult({ chaseId: after.chaseId, refund: cancelRefund(chase, after) });
      },
    });

  return (
    <section className={styles.myBets} aria-labelledby="lottery-my-chases">
      <h2 id="lottery-my-chases">{t('lottery.chases.title')}</h2>
      <StateTabs
        states={['active', 'ended'] as const}
        value={state}
        label={t('lottery.chases.title')}
        labelOf={(s) => t(`lottery.chases.${s}`)}
        onChange={setState}
      />
      {result ? (
        <p className={styles.good} role="status" tabIndex={-1} ref={resultRef} data-testid="chase-cancelled">
          {result.refund > 0
            ? t('lottery.chases.cancelled', { chaseId: result.chaseId, amount: money(result.refund) })
            : t('lottery.chases.cancelledNothing', { chaseId: result.chaseId })}
        </p>
      ) : null}
      <QueryState query={q} empty={(q.data?.list.length ?? 0) === 0} emptyText={t(`lottery.chases.empty.${state}`)}>
        <ul className={styles.bets}>
          {q.data?.list.map((c) => (
            <ChaseCard
              key={c.chaseId}
              chase={c}
              money={money}
              gameName={gameName}
              endReason={(code) => refusalCodeText(t, code, limits.data, currency)}
              onCancel={ask}
            />
          ))}
        </ul>
      </QueryState>
      <CancelChaseDialog
        chase={asking}
        cancel={cancel}
        money={money}
        refusal={refusal}
        onConfirm={confirm}
        onClose={() => setAsking(null)}
      />
    </section>
  );
}
