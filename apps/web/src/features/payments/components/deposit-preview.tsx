import { useTranslation } from 'react-i18next';
import type { FeeRule } from '@jade/contract/payments';
import { formatMoney } from '@/lib/money';
import { creditedAmount, depositFee } from './payment-rules';
import styles from './payments.module.css';

/** The fee and what reaches the wallet for the amount typed so far. */
export function DepositPreview({ amount, fee, symbol }: { amount: number | null; fee: FeeRule; symbol: string }) {
  const { t } = useTranslation();
  if (!amount) return null;
  return (
    <dl className={styles.rows} aria-live="polite" data-testid="deposit-preview">
      <dt>{t('payments.fee')}</dt>
      <dd>{formatMoney(depositFee(amount, fee), symbol)}</dd>
      <dt>{t('payments.credited')}</dt>
      <dd>{formatMoney(creditedAmount(amount, fee), symbol)}</dd>
    </dl>
  );
}
