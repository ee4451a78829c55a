import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { WithdrawInfo } from '@jade/contract/payments';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PaymentPasswordField } from '@/components/ui/payment-password-field';
import { fieldStyles } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { errorText } from '@/lib/errors';
import { formatMoney, parseMoney } from '@/lib/money';
import { useCreateWithdrawal } from '../api/create-withdrawal';
import { AmountField, amountProblem } from './amount-field';
import { attemptFor, withdrawableOf, type Attempt } from './payment-rules';
import styles from './payments.module.css';

/** Amount, payout account and payment password; sent encrypted. */
export function WithdrawForm({ info }: { info: WithdrawInfo }) {
  const { t } = useTranslation();
  const create = useCreateWithdrawal();
  const [accountId, setAccountId] = useState<number | null>(info.accounts[0]?.id ?? null);
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [tried, setTried] = useState(false);
  const [doneOrder, setDoneOrder] = useState<string | null>(null);
  const attempt = useRef<Attempt | null>(null);
  const symbol = info.currencySymbol;
  const chosen = info.accounts.find((a) => a.id === accountId) ?? info.accounts[0];

  if (!info.hasPaymentPassword)
    return (
      <Card aria-labelledby="withdraw-form">
        <h2 id="withdraw-form">{t('payments.withdraw.formTitle')}</h2>
        <p className={fieldStyles.alert}>{t('payments.withdraw.noPassword')}</p>
        <Link to={`${paths.member}?page=securityCenter`}>{t('payments.withdraw.setPassword')}</Link>
      </Card>
    );

  const errors = {
    amount: amountProblem(t, amount, info.minAmount, info.maxAmount, symbol),
    password: /^\d{6}$/.test(password) ? null : t('payments.sixDigits'),
    account: chosen ? null : t('payments.withdraw.chooseAccount'),
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    setDoneOrder(null);
    const minor = parseMoney(amount);
    if (errors.amount || errors.password || !chosen || minor === null) return;
    const body = { payoutAccountId: chosen.id, amount: minor };
    attempt.current = attemptFor(attempt.current, JSON.stringify(body));
    create.mutate(
      { ...body, paymentPassword: password, requestId: attempt.current.id },
      {
        onSuccess: (w) => {
          attempt.current = null;
          setAmount('');
          setPassword('');
          setTried(false);
          setDoneOrder(w.orderNo);
        },
      },
    );
  };
  const withdrawable = withdrawableOf(create.error);
  const failure =
    withdrawable !== null
      ? t('errors.WITHDRAW_ABOVE_WITHDRAWABLE', { amount: formatMoney(withdrawable, symbol) })
      : create.isError
        ? errorText(t, create.error)
        : null;

  return (
    <Card aria-labelledby="withdraw-form">
      <h2 id="withdraw-form">{t('payments.withdraw.formTitle')}</h2>
      <form onSubmit={submit} noValidate className={styles.form}>
        <div className={styles.selectField}>
          <label htmlFor="withdraw-account">{t('payments.withdraw.account')}</label>
          <select
            id="withdraw-account"
            className={styles.select}
            value={chosen?.id ?? ''}
            onChange={(e) => setAccountId(Number(e.target.value))}
          >
            {info.accounts.length === 0 ? <option value="">{t('payments.withdraw.noAccounts')}</option> : null}
            {info.accounts.map((a) => (
              <option key={a.id} value={a.id}>
                {`${a.provider} · ${a.accountNumber}`}
              </option>
            ))}
          </select>
          {tried && errors.account ? <p className={styles.error}>{errors.account}</p> : null}
        </div>
        <AmountField
          value={amount}
          onChange={setAmount}
          min={info.minAmount}
          max={info.maxAmount}
          symbol={symbol}
          error={tried ? errors.amount : null}
        />
        <PaymentPasswordField
          label={t('payments.paymentPassword')}
          value={password}
          onChange={setPassword}
          error={tried ? errors.password : null}
        />
        {failure ? (
          <p className={fieldStyles.alert} role="alert" data-testid="withdraw-error">
            {failure}
          </p>
        ) : null}
        {doneOrder ? (
          <p className={styles.success} role="status">
            {t('payments.withdraw.success', { orderNo: doneOrder })}
          </p>
        ) : null}
        <Button type="submit" disabled={create.isPending}>
          {t('payments.withdraw.submit')}
        </Button>
      </form>
    </Card>
  );
}
