import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TransactionType } from '@jade/contract/wallet';
import { DateRangeFilter, useDateRange, type DateRangeValue } from '@/components/ui/date-range-filter';
import { Pager } from '@/components/ui/pager';
import { formatDateTime } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { useTransactions } from '../api/get-transactions';
import { SignedMoney } from './money-text';
import { QueryState } from '@/components/ui/query-state';
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
  const data = query.data;
  const changeRange = (r: DateRangeValue) => {
    setRange(r);
    setPageNo(1);
  };
  const inOut = (label: string, sums: { in: number; out: number }) => (
    <>
      <dt>{t('records.totalsIn', { scope: label })}</dt>
      <dd className={styles.in}>{formatMoney(sums.in)}</dd>
      <dt>{t('records.totalsOut', { scope: label })}</dt>
      <dd className={styles.out}>{formatMoney(Math.abs(sums.out))}</dd>
    </>
  );
  return (
    <div className={styles.page} data-testid="transaction-history">
      <h1>{t('records.transactions.title')}</h1>
      <div className={`${styles.card} ${styles.filters}`}>
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
      </div>
      <section className={styles.card} aria-label={t('records.transactions.title')}>
        <QueryState query={query} empty={data?.list.length === 0} emptyText={t('records.empty')}>
          {data ? (
            <>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">{t('records.transactions.type')}</th>
                    <th scope="col" className={styles.num}>
                      {t('records.transactions.amount')}
                    </th>
                    <th scope="col" className={styles.num}>
                      {t('records.transactions.balanceAfter')}
                    </th>
                    <th scope="col">{t('records.time')}</th>
                    <th scope="col">{t('records.transactions.reference')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.list.map((r) => (
                    <tr key={r.id}>
                      <td data-label={t('records.transactions.type')}>{t(`records.types.${r.type}`)}</td>
                      <td data-label={t('records.transactions.amount')} className={styles.num}>
                        <SignedMoney minor={r.amount} />
                      </td>
                      <td data-label={t('records.transactions.balanceAfter')} className={styles.num}>
                        {formatMoney(r.balanceAfter)}
                      </td>
                      <td data-label={t('records.time')}>
                        <time dateTime={r.createdAt}>{formatDateTime(r.createdAt, i18n.language)}</time>
                      </td>
                      <td data-label={t('records.transactions.reference')}>{r.reference ?? '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <dl className={styles.totals} data-testid="record-totals">
                {inOut(t('records.thisPage'), data.pageTotals)}
                {inOut(t('records.wholePeriod'), data.totals)}
              </dl>
              <Pager
                page={data.pageNo}
                pageSize={data.pageSize}
                total={data.total}
                onChange={setPageNo}
                disabled={query.isPlaceholderData}
              />
            </>
          ) : null}
        </QueryState>
      </section>
    </div>
  );
}
