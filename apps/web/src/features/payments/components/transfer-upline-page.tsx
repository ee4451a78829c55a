import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PaymentPasswordField } from '@/components/ui/payment-password-field';
import { fieldStyles } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { errorText } from '@/lib/errors';
import { formatMoney, parseMoney } from '@/lib/money';
import { useTransferUpline } from '../api/transfer-upline';
import { useUpline } from '../api/get-upline';
import { AmountField, amountProblem } from './amount-field';
import { attemptFor, withdrawableOf, type Attempt } from './payment-rules';
import styles from './payments.module.css';

/** Personal centre → transfer to upline: moves balance to the member's agent (encrypted, payment password). */
export function TransferUplinePage({ symbol }: { symbol: string }) {
  const { t } = useTranslation();
  const upline = useUpline();
  const transfer = useTransferUpline();
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [tried, setTried] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const attempt = useRef<Attempt | null>(null);

  if (upline.isPending) return <p>{t('common.loading')}</p>;
  if (upline.isError) return <p className={fieldStyles.alert}>{errorText(t, upline.error)}</p>;
  const u = upline.data;
  // A refusal above what can be spent names the amount (the server's `amount` issue).
  const failure = (err: unknown) => {
    const spendable = withdrawableOf(err);
    return spendable === null
      ? errorText(t, err)
      : t('payments.upline.aboveSpendable', { amount: formatMoney(spendable, symbol) });
  };
  const errors = {
    amount: amountProblem(t, amount, 1, u.balance, symbol),
    password: /^\d{6}$/.test(password) ? null : t('payments.sixDigits'),
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    setDone(null);
    const minor = parseMoney(amount);
    if (errors.amount || errors.password || minor === null) return;
    attempt.current = attemptFor(attempt.current, String(minor));
    transfer.mutate(
      { amount: minor, paymentPassword: password, requestId: attempt.current.id },
      {
        onSuccess: (r) => {
          attempt.current = null;
          setAmount('');
          setPassword('');
          setTried(false);
          setDone(t('payments.upline.success', { upline: r.upline, balance: formatMoney(r.balance, symbol) }));
        },
      },
    );
  };

  return (
    <div className={styles.page} data-testid="transfer-upline-page">
      <h1>{t('payments.upline.title')}</h1>
      <Card aria-labelledby="upline-title">
        <h2 id="upline-title">{t('payments.upline.upline')}</h2>
        {u.upline === null ? (
          <p className={styles.muted}>{t('payments.upline.none')}</p>
        ) : (
          <>
            <dl className={styles.rows}>
              <dt>{t('payments.upline.upline')}</dt>
              <dd>{u.upline}</dd>
              <dt>{t('payments.upline.balance')}</dt>
              <dd>{formatMoney(u.balance, symbol)}</dd>
            </dl>
            {!u.hasPaymentPassword ? (
              <>
                <p className={fieldStyles.alert}>{t('payments.withdraw.noPassword')}</p>
                <Link to={`${paths.member}?page=securityCenter`}>{t('payments.withdraw.setPassword')}</Link>
              </>
            ) : (
              <form onSubmit={submit} noValidate className={styles.form}>
                <AmountField
                  value={amount}
                  onChange={setAmount}
                  min={1}
                  max={Math.max(1, u.balance)}
                  symbol={symbol}
                  error={tried ? errors.amount : null}
                />
                <PaymentPasswordField
                  label={t('payments.paymentPassword')}
                  value={password}
                  onChange={setPassword}
                  error={tried ? errors.password : null}
                />
                {transfer.isError ? <p className={fieldStyles.alert}>{failure(transfer.error)}</p> : null}
                {done ? (
                  <p className={styles.success} role="status">
                    {done}
                  </p>
                ) : null}
                <Button type="submit" disabled={transfer.isPending}>
                  {t('payments.upline.submit')}
                </Button>
              </form>
            )}
          </>
        )}
      </Card>
    </div>
  );
}
