import { useTranslation } from 'react-i18next';
import { fieldStyles } from '@/components/ui/text-field';
import { errorText } from '@/lib/errors';
import { formatMoney } from '@/lib/money';
import { useWithdrawInfo } from '../api/get-withdraw-info';
import { AddPayoutAccountForm } from './add-payout-account-form';
import { PayoutAccounts } from './payout-accounts';
import { WithdrawForm } from './withdraw-form';
import { WithdrawalList } from './withdrawal-list';
import styles from './payments.module.css';

/** Personal centre → withdraw: balance and withdrawable, payout accounts, the form, the withdrawals. */
export function WithdrawPage() {
  const { t } = useTranslation();
  const info = useWithdrawInfo();
  if (info.isPending) return <p>{t('common.loading')}</p>;
  if (info.isError) return <p className={fieldStyles.alert}>{errorText(t, info.error)}</p>;
  const i = info.data;
  const money = (n: number) => formatMoney(n, i.currencySymbol);
  return (
    <div className={styles.page} data-testid="withdraw-page">
      <h1>{t('payments.withdraw.title')}</h1>
      <dl className={styles.summary}>
        <div>
          <dt>{t('payments.withdraw.balance')}</dt>
          <dd data-testid="withdraw-balance">{money(i.balance)}</dd>
        </div>
        <div>
          <dt>{t('payments.withdraw.withdrawable')}</dt>
          <dd data-testid="withdrawable">{money(i.withdrawable)}</dd>
        </div>
        {i.locked > 0 ? (
          <div>
            <dt>{t('payments.withdraw.locked')}</dt>
            <dd>{money(i.locked)}</dd>
          </div>
        ) : null}
      </dl>
      <WithdrawForm key={i.accounts.map((a) => a.id).join()} info={i} />
      <PayoutAccounts accounts={i.accounts} />
      <AddPayoutAccountForm realName={i.realName} />
      <WithdrawalList symbol={i.currencySymbol} />
    </div>
  );
}
