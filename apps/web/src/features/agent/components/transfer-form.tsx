import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PaymentPasswordField } from '@/components/ui/payment-password-field';
import { fieldStyles, TextField } from '@/components/ui/text-field';
import { errorText } from '@/lib/errors';
import { formatMoney, parseMoney } from '@/lib/money';
import { useAgentTransfer } from '../api/transfer';
import styles from './agent.module.css';

const newRequestId = () => crypto.randomUUID().replace(/-/g, '');

/**
 * Sends money to a team member or the upline with the payment password. A retry of the same
 * failed submit reuses its request id, so the server moves the money once.
 */
export function TransferForm({ to, fixedTo = false }: { to: string; fixedTo?: boolean }) {
  const { t } = useTranslation();
  const headingId = useId();
  const transfer = useAgentTransfer();
  const [payee, setPayee] = useState(to);
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [tried, setTried] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const attempt = useRef<{ key: string; id: string } | null>(null);
  const minor = parseMoney(amount);
  const errors = {
    payee: payee.trim() ? null : t('form.required'),
    amount: minor !== null && minor > 0 ? null : t('agent.transfer.amountInvalid'),
    password: /^\d{6}$/.test(password) ? null : t('agent.transfer.sixDigits'),
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    setDone(null);
    if (errors.payee || errors.amount || errors.password || minor === null) return;
    const key = `${payee}:${minor}`;
    if (attempt.current?.key !== key) attempt.current = { key, id: newRequestId() };
    transfer.mutate(
      { to: payee.trim(), amount: minor, paymentPassword: password, requestId: attempt.current.id },
      {
        onSuccess: (r) => {
          attempt.current = null;
          setAmount('');
          setPassword('');
          setTried(false);
          setDone(t('agent.transfer.success', { to: r.to, balance: formatMoney(r.balance) }));
        },
      },
    );
  };
  return (
    <Card aria-labelledby={headingId}>
      <h2 id={headingId}>{t('agent.transfer.title')}</h2>
      <form className={styles.form} onSubmit={submit} noValidate>
        {fixedTo ? null : (
          <TextField
            label={t('agent.transfer.to')}
            value={payee}
            autoComplete="off"
            onChange={(e) => setPayee(e.target.value)}
            error={tried ? errors.payee : null}
          />
        )}
        <TextField
          label={t('agent.transfer.amount')}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          error={tried ? errors.amount : null}
        />
        <PaymentPasswordField
          label={t('agent.transfer.paymentPassword')}
          value={password}
          onChange={setPassword}
          error={tried ? errors.password : null}
        />
        {transfer.isError ? (
          <p className={fieldStyles.alert} role="alert">
            {errorText(t, transfer.error)}
          </p>
        ) : null}
        {done ? (
          <p className={styles.success} role="status">
            {done}
          </p>
        ) : null}
        <div>
          <Button type="submit" disabled={transfer.isPending}>
            {fixedTo ? t('agent.transfer.submitTo', { to: payee }) : t('agent.transfer.submit')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
