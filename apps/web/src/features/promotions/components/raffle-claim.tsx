import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/errors';
import { useClaimRaffle } from '../api/claim-raffle';
import styles from './raffle-panel.module.css';

/** `claimed`: the member's prize is claimed already (here or in the reward centre): no button then. */
type Props = { promotionId: number; money: (minor: number) => string; claimed: boolean };

/**
 * Claim my prize, for a member among a raffle's winners: sent once whatever the clicks; then the
 * amount claimed, or why not (nothing left to claim: already claimed, here or in the reward
 * centre, or expired).
 */
export function RaffleClaim({ promotionId, money, claimed }: Props) {
  const { t } = useTranslation();
  const claim = useClaimRaffle();
  const sending = useRef(false);
  const press = () => {
    if (sending.current) return;
    sending.current = true;
    claim.mutate(promotionId, { onError: () => (sending.current = false) });
  };
  const err = claim.error;
  const done = claim.data;
  if (done)
    return (
      <p className={styles.done} role="status" data-testid="raffle-claimed">
        {t('promotions.raffle.claimed', { amount: money(done.claimed.reduce((sum, r) => sum + r.amount, 0)) })}
      </p>
    );
  if (claimed) return null;
  return (
    <div className={styles.claim}>
      <Button data-testid="raffle-claim" disabled={claim.isPending} onClick={press}>
        {t('promotions.raffle.claim')}
      </Button>
      {err ? (
        <p className={styles.error} role="alert">
          {err instanceof ApiError && err.code === 'REWARD_NOT_CLAIMABLE'
            ? t('promotions.raffle.notClaimable')
            : errorText(t, err)}
        </p>
      ) : null}
    </div>
  );
}
