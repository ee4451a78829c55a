import { useTranslation } from 'react-i18next';
import type { Contract } from '@jade/contract/agents';
import { formatMoney } from '@/lib/money';
import styles from './agent.module.css';

/** A rate in basis points as a percentage ("2.5 %"). */
export const percent = (bp: number) => `${(bp / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })} %`;

/** The rates of a contract's tiers, lowest tier first ("1 % / 2 %"). */
export const tierRates = (tiers: { rate: number }[]) => tiers.map((x) => percent(x.rate)).join(' / ');

/** A contract's tiers: the conditions of each and its rate. */
export function ContractTiers({ contract }: { contract: Pick<Contract, 'kind' | 'tiers'> }) {
  const { t } = useTranslation();
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col" className={styles.num}>
              {t('agent.contracts.activeMembers')}
            </th>
            <th scope="col" className={styles.num}>
              {t('agent.contracts.validBet')}
            </th>
            {contract.kind === 'DIVIDEND' ? (
              <th scope="col" className={styles.num}>
                {t('agent.contracts.netLoss')}
              </th>
            ) : null}
            <th scope="col" className={styles.num}>
              {t('agent.contracts.rate')}
            </th>
          </tr>
        </thead>
        <tbody>
          {contract.tiers.map((tier, i) => (
            <tr key={i}>
              <td className={styles.num}>{tier.activeMembers}</td>
              <td className={styles.num}>{formatMoney(tier.validBet)}</td>
              {contract.kind === 'DIVIDEND' ? <td className={styles.num}>{formatMoney(tier.profitLoss)}</td> : null}
              <td className={styles.num}>{percent(tier.rate)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
