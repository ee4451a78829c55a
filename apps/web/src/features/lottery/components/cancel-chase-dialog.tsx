import { useTranslation } from 'react-i18next';
import type { LotteryChase } from '@jade/contract/lottery';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import type { useCancelChase } from '../api/cancel-chase';
import { refundable } from '../chase';
import styles from './board.module.css';

type Props = {
  /** The chase asked about (null: closed). */
  chase: LotteryChase | null;
  cancel: ReturnType<typeof useCancelChase>;
  money: (n: number) => string;
  /** A refused cancel in the member's words. */
  refusal: (err: unknown) => string;
  onConfirm: (chase: LotteryChase) => void;
  onClose: () => void;
};

/**
 * Asks before a chase's remaining draws are cancelled: what stops (every draw not played) and what
 * comes back (the stake of its draw still taking bets; a draw that closes first still plays).
 */
export function CancelChaseDialog({ chase, cancel, money, refusal, onConfirm, onClose }: Props) {
  const { t } = useTranslation();
  const back = chase ? refundable(chase) : 0;
  return (
    <Dialog open={chase !== null} onOpenChange={(open) => !open && onClose()} title={t('lottery.chases.cancelTitle')}>
      {chase ? (
        <div className={styles.confirmBody}>
          <p>
            {t('lottery.chases.cancelBody', {
              chaseId: chase.chaseId,
              count: chase.multipliers.length - chase.draws.length,
            })}
          </p>
          <p>{back > 0 ? t('lottery.chases.cancelRefund', { amount: money(back) }) : t('lottery.chases.cancelNoRefund')}</p>
          {cancel.isError ? (
            <p className={styles.bad} role="alert" data-testid="chase-cancel-error">
              {refusal(cancel.error)}
            </p>
          ) : null}
          <p className={styles.addRow}>
            <Button disabled={cancel.isPending} onClick={() => onConfirm(chase)} data-testid="chase-cancel-confirm">
              {cancel.isPending ? t('lottery.chases.cancelling') : t('lottery.chases.cancel')}
            </Button>
            <Button variant="secondary" onClick={onClose}>
              {t('lottery.chases.keep')}
            </Button>
          </p>
        </div>
      ) : null}
    </Dialog>
  );
}
