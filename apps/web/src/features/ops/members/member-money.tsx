import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BetRecord, BonusRecord, TransactionRecord } from '@jade/contract/wallet';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { QueryState } from '@/components/ui/query-state';
import { csvAmount } from '@/lib/csv';
import { formatDateTime } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { allPages, CsvButton } from '../shell/csv-button';
import { memberBets, memberBonuses, memberKey, memberLedger } from './members-api';
import styles from './members.module.css';

const PAGE = 20;

function Pager({ pageNo, total, onPage }: { pageNo: number; total: number; onPage: (n: number) => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.pager}>
      <Button variant="secondary" disabled={pageNo <= 1} onClick={() => onPage(pageNo - 1)}>
        {t('ops.members.previous')}
      </Button>
      <span>{t('ops.members.page', { page: pageNo })}</span>
      <Button variant="secondary" disabled={pageNo * PAGE >= total} onClick={() => onPage(pageNo + 1)}>
        {t('ops.members.next')}
      </Button>
    </div>
  );
}

/** The member's account record (the wallet's ledger), newest first. */
export function LedgerTab({ username }: { username: string }) {
  const { t, i18n } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const q = useQuery({
    queryKey: memberKey(username, 'ledger', pageNo),
    queryFn: () => memberLedger(username, pageNo, PAGE),
    placeholderData: keepPreviousData,
  });
  const rows = q.data?.list ?? [];
  // The member site's names of the movements (records.types.*).
  const type = (r: TransactionRecord) => t(`records.types.${r.type}`);
  return (
    <QueryState query={q} empty={rows.length === 0} emptyText={t('ops.shell.common.noRows')}>
      <CsvButton
        name={`ledger-${username}`}
        load={() =>
          allPages(async (n) => memberLedger(username, n, 100).then((p) => ({ rows: p.list, more: n * 100 < p.total })))
        }
        columns={[
          { header: t('ops.shell.common.time'), cell: (r: TransactionRecord) => r.createdAt },
          { header: t('ops.members.txType'), cell: type },
          { header: t('ops.shell.common.amount'), cell: (r) => csvAmount(r.amount) },
          { header: t('ops.members.balanceAfter'), cell: (r) => csvAmount(r.balanceAfter) },
          { header: t('ops.members.reference'), cell: (r) => r.reference ?? '' },
        ]}
      />
      <DataTable
        rows={rows}
        layout="stack"
        data-testid="member-ledger"
        columns={[
          { header: t('ops.shell.common.time'), cell: (r) => formatDateTime(r.createdAt, i18n.language), rowHeader: true },
          { header: t('ops.members.txType'), cell: type },
          { header: t('ops.shell.common.amount'), num: true, cell: (r) => formatMoney(r.amount) },
          { header: t('ops.members.balanceAfter'), num: true, cell: (r) => formatMoney(r.balanceAfter) },
          { header: t('ops.members.reference'), cell: (r) => r.reference ?? '—' },
        ]}
      />
      <Pager pageNo={pageNo} total={q.data?.total ?? 0} onPage={setPageNo} />
    </QueryState>
  );
}

/** The member's rounds, newest first. */
export function BetsTab({ username }: { username: string }) {
  const { t, i18n } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const q = useQuery({
    queryKey: memberKey(username, 'bets', pageNo),
    queryFn: () => memberBets(username, pageNo, PAGE),
    placeholderData: keepPreviousData,
  });
  const rows = q.data?.list ?? [];
  const status = (r: BetRecord) => t(`ops.members.betStatus.${r.status}`);
  return (
    <QueryState query={q} empty={rows.length === 0} emptyText={t('ops.shell.common.noRows')}>
      <CsvButton
        name={`bets-${username}`}
        load={() => allPages(async (n) => memberBets(username, n, 100).then((p) => ({ rows: p.list, more: n * 100 < p.total })))}
        columns={[
          { header: t('ops.shell.common.time'), cell: (r: BetRecord) => r.createdAt },
          { header: t('ops.members.game'), cell: (r) => `${r.vendor} ${r.gameName}` },
          { header: t('ops.members.round'), cell: (r) => r.roundRef },
          { header: t('ops.members.stake'), cell: (r) => csvAmount(r.stake) },
          { header: t('ops.members.win'), cell: (r) => csvAmount(r.win) },
          { header: t('ops.shell.common.status'), cell: status },
        ]}
      />
      <DataTable
        rows={rows}
        layout="stack"
        data-testid="member-bets"
        columns={[
          { header: t('ops.shell.common.time'), cell: (r) => formatDateTime(r.createdAt, i18n.language), rowHeader: true },
          { header: t('ops.members.game'), cell: (r) => `${r.vendor} · ${r.gameName}` },
          { header: t('ops.members.round'), cell: (r) => r.roundRef },
          { header: t('ops.members.stake'), num: true, cell: (r) => formatMoney(r.stake) },
          { header: t('ops.members.win'), num: true, cell: (r) => formatMoney(r.win) },
          { header: t('ops.shell.common.status'), cell: status },
        ]}
      />
      <Pager pageNo={pageNo} total={q.data?.total ?? 0} onPage={setPageNo} />
    </QueryState>
  );
}

/** The member's bonuses and their turnover. */
export function BonusesTab({ username }: { username: string }) {
  const { t, i18n } = useTranslation();
  const q = useQuery({ queryKey: memberKey(username, 'bonuses'), queryFn: () => memberBonuses(username) });
  const rows = q.data?.list ?? [];
  const status = (r: BonusRecord) => t(`ops.members.bonusStatus.${r.status}`);
  return (
    <QueryState query={q} empty={rows.length === 0} emptyText={t('ops.shell.common.noRows')}>
      <p>{t('ops.members.lockedNow', { amount: formatMoney(q.data?.locked ?? 0) })}</p>
      <CsvButton
        name={`bonuses-${username}`}
        load={async () => (await memberBonuses(username)).list}
        columns={[
          { header: t('ops.shell.common.time'), cell: (r: BonusRecord) => r.createdAt },
          { header: t('ops.members.bonusName'), cell: (r) => r.name },
          { header: t('ops.shell.common.amount'), cell: (r) => csvAmount(r.amount) },
          { header: t('ops.members.turnover'), cell: (r) => `${csvAmount(r.turnoverDone)} / ${csvAmount(r.turnoverRequired)}` },
          { header: t('ops.shell.common.status'), cell: status },
        ]}
      />
      <DataTable
        rows={rows}
        layout="stack"
        data-testid="member-bonuses"
        columns={[
          { header: t('ops.shell.common.time'), cell: (r) => formatDateTime(r.createdAt, i18n.language), rowHeader: true },
          { header: t('ops.members.bonusName'), cell: (r) => r.name },
          { header: t('ops.shell.common.amount'), num: true, cell: (r) => formatMoney(r.amount) },
          {
            header: t('ops.members.turnover'),
            num: true,
            cell: (r) => `${formatMoney(r.turnoverDone)} / ${formatMoney(r.turnoverRequired)}`,
          },
          { header: t('ops.shell.common.status'), cell: status },
        ]}
      />
    </QueryState>
  );
}
