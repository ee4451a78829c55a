import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PayoutAccount } from '@jade/contract/payments';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { fieldStyles } from '@/components/ui/text-field';
import { errorText } from '@/lib/errors';
import { useDeletePayoutAccount } from '../api/delete-payout-account';
import styles from './payments.module.css';

/** The bound payout accounts (numbers masked by the server), each deletable after a confirmation. */
export function PayoutAccounts({ accounts }: { accounts: PayoutAccount[] }) {
  const { t } = useTranslation();
  const remove = useDeletePayoutAccount();
  const [confirming, setConfirming] = useState<PayoutAccount | null>(null);
  return (
    <Card aria-labelledby="payout-accounts">
      <h2 id="payout-accounts">{t('payments.withdraw.accounts')}</h2>
      {accounts.length === 0 ? <p className={styles.muted}>{t('payments.withdraw.noAccounts')}</p> : null}
      <ul className={styles.list}>
        {accounts.map((a) => (
          <li key={a.id} className={styles.listItem}>
            <span>
              <strong>{a.provider}</strong> · {t(`payments.withdraw.kinds.${a.kind}`)}
              <span className={styles.note}>
                {a.accountName} · <span className={styles.mono}>{a.accountNumber}</span>
              </span>
            </span>
            <Button
              variant="secondary"
              onClick={() => setConfirming(a)}
              aria-label={t('payments.withdraw.deleteNamed', { provider: a.provider, number: a.accountNumber })}
            >
              {t('payments.withdraw.delete')}
            </Button>
          </li>
        ))}
      </ul>
      <Dialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t('payments.withdraw.deleteTitle')}
      >
        {confirming ? (
          <>
            <p>{t('payments.withdraw.deleteConfirm', { provider: confirming.provider, number: confirming.accountNumber })}</p>
            {remove.isError ? <p className={fieldStyles.alert}>{errorText(t, remove.error)}</p> : null}
            <div className={styles.actions}>
              <Button
                disabled={remove.isPending}
                onClick={() => remove.mutate(confirming.id, { onSuccess: () => setConfirming(null) })}
              >
                {t('payments.withdraw.delete')}
              </Button>
              <Button variant="secondary" onClick={() => setConfirming(null)}>
                {t('common.cancel')}
              </Button>
            </div>
          </>
        ) : null}
      </Dialog>
    </Card>
  );
}
