import { useTranslation } from 'react-i18next';
import type { Contract } from '@jade/contract/agents';
import { DataTable, type Column } from '@/components/ui/data-table';
import { formatMoney } from '@/lib/money';

/** A rate in basis points as a percentage ("2.5 %"). */
export const percent = (bp: number) => `${(bp / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })} %`;

/** The rates of a contract's tiers, lowest tier first ("1 % / 2 %"). */
export const tierRates = (tiers: { rate: number }[]) => tiers.map((x) => percent(x.rate)).join(' / ');

/** A contract's tiers: the conditions of each and its rate. */
export function ContractTiers({ contract }: { contract: Pick<Contract, 'kind' | 'tiers'> }) {
  const { t } = useTranslation();
  type Tier = Contract['tiers'][number];
  const columns: Column<Tier>[] = [
    { header: t('agent.contracts.activeMembers'), num: true, cell: (tier) => tier.activeMembers },
    { header: t('agent.contracts.validBet'), num: true, cell: (tier) => formatMoney(tier.validBet) },
    ...(contract.kind === 'DIVIDEND'
      ? [{ header: t('agent.contracts.netLoss'), num: true, cell: (tier: Tier) => formatMoney(tier.profitLoss) }]
      : []),
    { header: t('agent.contracts.rate'), num: true, cell: (tier) => percent(tier.rate) },
  ];
  return <DataTable rows={contract.tiers} columns={columns} />;
}
