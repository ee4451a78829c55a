import type { TFunction } from 'i18next';
import type { TeamBetPage, TeamTransactionPage } from '@jade/contract/agents';
import type { Column } from '@/components/ui/data-table';
import { SignedMoney } from '@/components/ui/signed-money';
import { formatDateTime } from '@/lib/dates';
import { formatMoney } from '@/lib/money';

type BetRow = TeamBetPage['list'][number];
type TransactionRow = TeamTransactionPage['list'][number];

const timeColumn = (t: TFunction, lang: string) => ({
  header: t('agent.reports.time'),
  cell: (r: { createdAt: string }) => <time dateTime={r.createdAt}>{formatDateTime(r.createdAt, lang)}</time>,
});
const userColumn = (t: TFunction) => ({ header: t('agent.team.username'), cell: (r: { username: string }) => r.username });

/** The columns of team rounds; `withUser` for the whole team's report. */
export function betColumns(t: TFunction, lang: string, { withUser = false, withWin = false } = {}): Column<BetRow>[] {
  return [
    ...(withUser ? [userColumn(t)] : []),
    { header: t('agent.reports.game'), cell: (r) => r.gameName },
    { header: t('agent.reports.stake'), num: true, cell: (r) => formatMoney(r.stake) },
    ...(withWin ? [{ header: t('agent.reports.win'), num: true, cell: (r: BetRow) => formatMoney(r.win) }] : []),
    { header: t('agent.reports.profit'), num: true, cell: (r) => <SignedMoney minor={r.profit} /> },
    timeColumn(t, lang),
  ];
}

/** The columns of team ledger movements; `withUser` and `withReference` for the whole team's report. */
export function transactionColumns(
  t: TFunction,
  lang: string,
  { withUser = false, withReference = false } = {},
): Column<TransactionRow>[] {
  return [
    ...(withUser ? [userColumn(t)] : []),
    { header: t('agent.reports.type'), cell: (r) => t(`agent.reports.types.${r.type}`) },
    { header: t('agent.reports.amount'), num: true, cell: (r) => <SignedMoney minor={r.amount} /> },
    { header: t('agent.reports.balanceAfter'), num: true, cell: (r) => formatMoney(r.balanceAfter) },
    ...(withReference ? [{ header: t('agent.reports.reference'), cell: (r: TransactionRow) => r.reference ?? '—' }] : []),
    timeColumn(t, lang),
  ];
}
