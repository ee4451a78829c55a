import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentChannel } from '@jade/contract/payments';
import { Button } from '@/components/ui/button';
import styles from './payments.module.css';

/** The receiving account of a BANK channel, with the number one click away from the clipboard. */
export function BankAccountCard({ bank }: { bank: NonNullable<PaymentChannel['bank']> }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(bank.accountNumber);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <>
      <h3>{t('payments.deposit.receiving')}</h3>
      <dl className={styles.rows} data-testid="receiving-account">
        <dt>{t('payments.deposit.bank')}</dt>
        <dd>{bank.bankName}</dd>
        <dt>{t('payments.deposit.accountName')}</dt>
        <dd>{bank.accountName}</dd>
        <dt>{t('payments.deposit.accountNumber')}</dt>
        <dd>
          <span className={styles.mono}>{bank.accountNumber}</span>
          <Button variant="secondary" onClick={() => void copy()}>
            {copied ? t('payments.deposit.copied') : t('payments.deposit.copy')}
          </Button>
        </dd>
        {bank.branch ? (
          <>
            <dt>{t('payments.deposit.branch')}</dt>
            <dd>{bank.branch}</dd>
          </>
        ) : null}
      </dl>
    </>
  );
}
