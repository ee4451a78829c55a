import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Deposit, PaymentChannel } from '@jade/contract/payments';
import { Button } from '@/components/ui/button';
import { fieldStyles, TextField } from '@/components/ui/text-field';
import { errorText } from '@/lib/errors';
import { parseMoney } from '@/lib/money';
import { useCreateDeposit } from '../api/create-deposit';
import { AmountField, amountProblem } from './amount-field';
import { BankAccountCard } from './bank-account-card';
import { DepositPreview } from './deposit-preview';
import { ImagePicker, type PickedImage } from '@/components/ui/image-picker';
import { attemptFor, type Attempt } from './payment-rules';
import styles from './payments.module.css';

type Props = { channel: PaymentChannel; symbol: string; onDone: (deposit: Deposit) => void };

/**
 * The deposit form of one channel. BANK: the receiving account, amount, the transfer's reference
 * and an optional receipt image. GATEWAY: the amount, then the gateway's own checkout page.
 */
export function DepositForm({ channel, symbol, onDone }: Props) {
  const { t } = useTranslation();
  const create = useCreateDeposit();
  const [amount, setAmount] = useState('');
  const [reference, setReference] = useState('');
  const [receipt, setReceipt] = useState<PickedImage[]>([]);
  const [tried, setTried] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  const attempt = useRef<Attempt | null>(null);
  const bank = channel.kind === 'BANK' ? channel.bank : null;
  const problem = amountProblem(t, amount, channel.minAmount, channel.maxAmount, symbol);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    const minor = parseMoney(amount);
    if (problem || minor === null) return;
    const body = {
      channelId: channel.id,
      amount: minor,
      ...(bank && reference.trim() ? { reference: reference.trim() } : {}),
      ...(bank && receipt[0] ? { receiptUploadId: receipt[0].id } : {}),
    };
    attempt.current = attemptFor(attempt.current, JSON.stringify(body));
    create.mutate(
      { ...body, requestId: attempt.current.id },
      {
        onSuccess: (deposit) => {
          attempt.current = null;
          if (deposit.kind === 'GATEWAY' && deposit.redirectUrl) {
            setRedirecting(true);
            window.location.assign(deposit.redirectUrl);
          } else onDone(deposit);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className={styles.form} aria-label={channel.name}>
      {bank ? <BankAccountCard bank={bank} /> : <p className={styles.muted}>{t('payments.deposit.gatewayIntro')}</p>}
      <AmountField
        value={amount}
        onChange={setAmount}
        min={channel.minAmount}
        max={channel.maxAmount}
        symbol={symbol}
        error={tried ? problem : null}
      />
      <DepositPreview amount={problem ? null : parseMoney(amount)} fee={channel.fee} symbol={symbol} />
      {bank ? (
        <>
          <TextField
            label={t('payments.deposit.reference')}
            name="reference"
            maxLength={100}
            value={reference}
            onChange={(e) => setReference(e.target.value)}
          />
          <p className={styles.hint}>{t('payments.deposit.referenceHint')}</p>
          <ImagePicker
            label={t('payments.deposit.receipt')}
            hint={t('payments.images.hintOne')}
            max={1}
            images={receipt}
            onChange={setReceipt}
          />
        </>
      ) : null}
      {create.isError ? (
        <p className={fieldStyles.alert} role="alert">
          {errorText(t, create.error)}
        </p>
      ) : null}
      {redirecting ? (
        <p className={styles.muted} role="status">
          {t('payments.deposit.redirecting')}
        </p>
      ) : null}
      <Button type="submit" disabled={create.isPending || redirecting}>
        {bank ? t('payments.deposit.submit') : t('payments.deposit.pay')}
      </Button>
    </form>
  );
}
