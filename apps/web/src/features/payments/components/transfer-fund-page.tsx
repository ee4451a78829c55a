import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { WalletTransferRequest } from '@jade/contract/wallet';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { fieldStyles } from '@/components/ui/text-field';
import { errorText } from '@/lib/errors';
import { formatMoney, parseMoney } from '@/lib/money';
import { useMerchantWallet } from '../api/get-merchant-wallet';
import { useVendorWallets } from '../api/get-vendor-wallets';
import { useWalletTransfer } from '../api/wallet-transfer';
import { AmountField, amountProblem } from './amount-field';
import { attemptFor, type Attempt } from './payment-rules';
import styles from './payments.module.css';

const MAIN = 'MAIN';

/** Personal centre → transfer funds: moves money between the main wallet and vendor sub-wallets. */
export function TransferFundPage({ symbol }: { symbol: string }) {
  const { t } = useTranslation();
  const mode = useMerchantWallet();
  const transfer = mode.data ? !mode.data.isSingle : false;
  const wallets = useVendorWallets(transfer);
  const move = useWalletTransfer();
  const [from, setFrom] = useState(MAIN);
  const [to, setTo] = useState('');
  const [amount, setAmount] = useState('');
  const [tried, setTried] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const attempt = useRef<Attempt | null>(null);

  const send = (body: Omit<WalletTransferRequest, 'requestId'>, message: string) => {
    attempt.current = attemptFor(attempt.current, JSON.stringify(body));
    setDone(null);
    move.mutate({ ...body, requestId: attempt.current.id } as WalletTransferRequest, {
      onSuccess: () => {
        attempt.current = null;
        setAmount('');
        setTried(false);
        setDone(message);
      },
    });
  };

  if (mode.isPending) return <p>{t('common.loading')}</p>;
  if (mode.isError) return <p className={fieldStyles.alert}>{errorText(t, mode.error)}</p>;
  if (!transfer)
    return (
      <div className={styles.page} data-testid="transfer-fund-page">
        <h1>{t('payments.transfer.title')}</h1>
        <Card as="p">{t('payments.transfer.single')}</Card>
      </div>
    );

  const list = wallets.data?.wallets ?? [];
  const target = to || list[0]?.vendor || '';
  const options = [{ vendor: MAIN, name: t('payments.transfer.main'), balance: wallets.data?.main ?? 0 }, ...list];
  const available = options.find((o) => o.vendor === from)?.balance ?? 0;
  const problem =
    from === target ? t('payments.transfer.same') : amountProblem(t, amount, Math.min(1, available), available, symbol);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    const minor = parseMoney(amount);
    if (problem || minor === null) return;
    send({ from, to: target, amount: minor }, t('payments.transfer.done'));
  };
  const select = (id: string, label: string, value: string, onChange: (v: string) => void) => (
    <div className={styles.selectField}>
      <label htmlFor={id}>{label}</label>
      <select id={id} className={styles.select} value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map((o) => (
          <option key={o.vendor} value={o.vendor}>
            {o.name}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <div className={styles.page} data-testid="transfer-fund-page">
      <h1>{t('payments.transfer.title')}</h1>
      <Card aria-labelledby="wallets-title">
        <h2 id="wallets-title">{t('payments.transfer.wallets')}</h2>
        {wallets.isError ? <p className={fieldStyles.alert}>{errorText(t, wallets.error)}</p> : null}
        <ul className={styles.list}>
          <li className={styles.listItem}>
            <strong>{t('payments.transfer.main')}</strong>
            <span>{wallets.data ? formatMoney(wallets.data.main, symbol) : '—'}</span>
          </li>
          {list.map((w) => (
            <li key={w.vendor} className={styles.listItem}>
              <span>
                {w.name}
                {w.maintenance ? <span className={styles.note}>{t('payments.transfer.maintenance')}</span> : null}
              </span>
              <span>{formatMoney(w.balance, symbol)}</span>
            </li>
          ))}
        </ul>
      </Card>
      <Card aria-labelledby="transfer-form">
        <h2 id="transfer-form">{t('payments.transfer.formTitle')}</h2>
        <form onSubmit={submit} noValidate className={styles.form}>
          {select('transfer-from', t('payments.transfer.from'), from, setFrom)}
          {select('transfer-to', t('payments.transfer.to'), target, setTo)}
          <AmountField
            value={amount}
            onChange={setAmount}
            min={Math.min(1, available)}
            max={available}
            symbol={symbol}
            error={tried ? problem : null}
          />
          {move.isError ? <p className={fieldStyles.alert}>{errorText(t, move.error)}</p> : null}
          {done ? (
            <p className={styles.success} role="status">
              {done}
            </p>
          ) : null}
          <div className={styles.actions}>
            <Button type="submit" disabled={move.isPending}>
              {t('payments.transfer.submit')}
            </Button>
            <Button
              variant="secondary"
              disabled={move.isPending}
              onClick={() => send({ recallAll: true }, t('payments.transfer.recalled'))}
            >
              {t('payments.transfer.recallAll')}
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
