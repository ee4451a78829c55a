import { useTranslation } from 'react-i18next';
import styles from './agent.module.css';
import { SettlementList } from './settlement-list';
import { TransferForm } from './transfer-form';

/** Agent centre → my income (agentRevenueReport): earnings by contract kind and period, and a transfer to the upline. */
export function MyIncomePage({ upline }: { upline: string | null }) {
  const { t } = useTranslation();
  return (
    <div className={styles.page} data-testid="my-income">
      <h1>{t('agent.income.title')}</h1>
      <SettlementList />
      {upline ? <TransferForm to={upline} fixedTo /> : null}
    </div>
  );
}
