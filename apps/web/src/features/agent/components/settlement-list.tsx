import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractKind } from '@jade/contract/agents';
import { DateRangeFilter, useDateRange, type DateRangeValue } from '@/components/ui/date-range-filter';
import { Pager } from '@/components/ui/pager';
import { QueryState } from '@/components/ui/query-state';
import { formatDateTime } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { useSettlements } from '../api/get-settlements';
import styles from './agent.module.css';
import { percent } from './contract-tiers';

/** Settlement statements (my income): per period, the volume, rate, amount and the downline lines. */
export function SettlementList({ kind }: { kind?: ContractKind }) {
  const { t, i18n } = useTranslation();
  const [range, setRange] = useDateRange('last30');
  const [pageNo, setPageNo] = useState(1);
  const query = useSettlements({ pageNo, pageSize: 20, from: range.from, to: range.to, ...(kind ? { kind } : {}) });
  const data = query.data;
  return (
    <section className={styles.card} aria-label={t('agent.income.statements')}>
      <h2>{t('agent.income.statements')}</h2>
      <DateRangeFilter
        value={range}
        onChange={(r: DateRangeValue) => {
          setRange(r);
          setPageNo(1);
        }}
      />
      <QueryState query={query} empty={data?.list.length === 0} emptyText={t('agent.reports.empty')}>
        {data ? (
          <>
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">{t('agent.income.period')}</th>
                    <th scope="col">{t('agent.income.kind')}</th>
                    <th scope="col" className={styles.num}>
                      {t('agent.income.volume')}
                    </th>
                    <th scope="col" className={styles.num}>
                      {t('agent.contracts.rate')}
                    </th>
                    <th scope="col" className={styles.num}>
                      {t('agent.reports.amount')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.list.map((s) => (
                    <tr key={s.id}>
                      <td>{formatDateTime(s.periodStart, i18n.language)}</td>
                      <td>{t(`agent.contracts.kinds.${s.kind}`)}</td>
                      <td className={styles.num}>{formatMoney(s.volume)}</td>
                      <td className={styles.num}>{percent(s.rate)}</td>
                      <td className={styles.num}>{formatMoney(s.amount)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <dl className={styles.totals}>
              <dt>{t('agent.reports.sumOf', { scope: t('agent.reports.thisPage'), what: t('agent.reports.amount') })}</dt>
              <dd>{formatMoney(data.pageTotal)}</dd>
              <dt>{t('agent.reports.sumOf', { scope: t('agent.reports.wholePeriod'), what: t('agent.reports.amount') })}</dt>
              <dd>{formatMoney(data.totalAmount)}</dd>
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
  );
}
