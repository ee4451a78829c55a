import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Deposit } from '@jade/contract/payments';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { fieldStyles } from '@/components/ui/text-field';
import { errorText } from '@/lib/errors';
import { formatMoney } from '@/lib/money';
import { useChannels } from '../api/get-channels';
import { DepositForm } from './deposit-form';
import { DepositList } from './deposit-list';
import { OrderStatus } from './order-status';
import { percentText } from './payment-rules';
import styles from './payments.module.css';

type Props = { symbol: string; orderNo?: string | null };

/** Personal centre → deposit (depositv2): channels, the chosen channel's form, recent deposits. */
export function DepositPage({ symbol, orderNo }: Props) {
  const { t } = useTranslation();
  const channels = useChannels();
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [done, setDone] = useState<Deposit | null>(null);
  const chosen = channels.data?.find((c) => c.id === chosenId) ?? null;

  const feeText = (fee: { percentBp: number; fixed: number }) =>
    fee.percentBp === 0 && fee.fixed === 0
      ? t('payments.noFee')
      : t('payments.feeRule', { percent: percentText(fee.percentBp), fixed: formatMoney(fee.fixed, symbol) });

  return (
    <div className={styles.page} data-testid="deposit-page">
      <h1>{t('payments.deposit.title')}</h1>
      {orderNo ? <OrderStatus orderNo={orderNo} symbol={symbol} /> : null}
      <Card aria-labelledby="deposit-channels">
        <h2 id="deposit-channels">{t('payments.deposit.channels')}</h2>
        {channels.isPending ? <p>{t('common.loading')}</p> : null}
        {channels.isError ? <p className={fieldStyles.alert}>{errorText(t, channels.error)}</p> : null}
        {channels.data?.length === 0 ? <p className={styles.muted}>{t('payments.deposit.noChannels')}</p> : null}
        {done ? (
          <div className={styles.success} role="status" data-testid="deposit-success">
            <strong>{t('payments.deposit.successTitle')}</strong>
            <p>{t('payments.deposit.successText', { orderNo: done.orderNo })}</p>
            <Button variant="secondary" onClick={() => setDone(null)}>
              {t('payments.deposit.another')}
            </Button>
          </div>
        ) : (
          <>
            <ul className={styles.channels}>
              {channels.data?.map((c) => (
                <li key={c.id}>
                  <button
                    type="button"
                    className={styles.channel}
                    aria-pressed={c.id === chosenId}
                    onClick={() => setChosenId(c.id)}
                  >
                    <strong>{c.name}</strong>
                    <span>
                      {t('payments.range', { min: formatMoney(c.minAmount, symbol), max: formatMoney(c.maxAmount, symbol) })}
                    </span>
                    <span>{feeText(c.fee)}</span>
                  </button>
                </li>
              ))}
            </ul>
            {chosen ? (
              <div className={styles.formArea}>
                <DepositForm key={chosen.id} channel={chosen} symbol={symbol} onDone={setDone} />
              </div>
            ) : null}
          </>
        )}
      </Card>
      <DepositList symbol={symbol} />
    </div>
  );
}
