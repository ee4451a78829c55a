import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TransactionType } from '@jade/contract/wallet';
import { Card } from '@/components/ui/card';
import { DateRangeFilter, useDateRange, type DateRangeValue } from '@/components/ui/date-range-filter';
import { PagedTable } from '@/components/ui/paged-table';
import { moneyStyles, SignedMoney } from '@/components/ui/signed-money';
import { formatDateTime } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { useTransactions } from '../api/get-transactions';
import styles from './records.module.css';

const PAGE_SIZE = 20;

/** Personal centre → account record (transactionHistory): every movement of the wallet, filtered by type and period. */
export function TransactionHistory() {
  const { t, i18n } = useTranslation();
  const typeId = useId();
  const [range, setRange] = useDateRange('last30');
  const [type, setType] = useState<TransactionType | ''>('');
  const [pageNo, setPageNo] = useState(1);
  const query = useTransactions({
    pageNo,
    pageSize: PAGE_SIZE,
    from: range.from,
    to: range.to,
    ...(type ? { type } : {}),
  });
  const changeRange = (r: DateRangeValue) => {
    setRange(r);
    setPageNo(1);
  };
  const inOut = (label: string, sums: { in: number; out: number }) => (
    <>
      <dt>{t('records.totalsIn', { scope: label })}</dt>
      <dd className={moneyStyles.in}>{formatMoney(sums.in)}</dd>
      <dt>{t('records.totalsOut', { scope: label })}</dt>
      <dd className={moneyStyles.out}>{formatMoney(Math.abs(sums.out))}</dd>
    </>
  );
  return (
    <div className={styles.page} data-testid="transaction-history">
      <h1>{t('records.transactions.title')}</h1>
      <Card as="div" className={styles.filters}>
        <div className={styles.selectField}>
          <label htmlFor={typeId}>{t('records.transactions.type')}</label>
          <select
            id={typeId}
            className={styles.select}
            value={type}
            onChange={(e) => {
              setType(e.target.value as TransactionType | '');
              setPageNo(1);
            }}
          >
            <option value="">{t('records.transactions.allTypes')}</option>
            {TransactionType.options.map((x) => (
              <option key={x} value={x}>
                {t(`records.types.${x}`)}
              </option>
            ))}
          </select>
        </div>
        <DateRangeFilter value={range} onChange={changeRange} />
      </Card>
      <Card aria-label={t('records.transactions.title')}>
        <PagedTable
          query={query}
          emptyText={t('records.empty')}
          onPage={setPageNo}
          layout="stack"
          columns={[
            { header: t('records.transactions.type'), cell: (r) => t(`records.types.${r.type}`) },
            { header: t('records.transactions.amount'), num: true, cell: (r) => <SignedMoney minor={r.amount} /> },
            { header: t('records.transactions.balanceAfter'), num: true, cell: (r) => formatMoney(r.balanceAfter) },
            {
              header: t('records.time'),
              cell: (r) => <time dateTime={r.createdAt}>{formatDateTime(r.createdAt, i18n.language)}</time>,
            },
            { header: t('records.transactions.reference'), cell: (r) => r.reference ?? '—' },
          ]}
          totalsTestId="record-totals"
          totals={(d) => (
            <>
              {inOut(t('records.thisPage'), d.pageTotals)}
              {inOut(t('records.wholePeriod'), d.totals)}
            </>
          )}
        />
      </Card>
    </div>
  );
}
