import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GAME_CATEGORIES } from '@jade/contract/catalog';
import type { BetPage, BetRecord } from '@jade/contract/wallet';
import { DateRangeFilter, useDateRange, type DateRangeValue } from '@/components/ui/date-range-filter';
import { Pager } from '@/components/ui/pager';
import { formatDateTime } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { useBets } from '../api/get-bets';
import { BetDetailDialog } from './bet-detail-dialog';
import { categoryLabel } from './category-label';
import { SignedMoney } from './money-text';
import { QueryState } from '@/components/ui/query-state';
import styles from './records.module.css';

const PAGE_SIZE = 20;

/** Personal centre → betting record (personalHistoryCopy): the member's rounds; a row opens its detail. */
export function BetHistory() {
  const { t, i18n } = useTranslation();
  const categoryId = useId();
  const [range, setRange] = useDateRange('last30');
  const [category, setCategory] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const [open, setOpen] = useState<BetRecord | null>(null);
  const query = useBets({ pageNo, pageSize: PAGE_SIZE, from: range.from, to: range.to, category: category || undefined });
  const data = query.data;
  const changeRange = (r: DateRangeValue) => {
    setRange(r);
    setPageNo(1);
  };
  const cols = {
    game: t('records.bets.game'),
    stake: t('records.bets.stake'),
    win: t('records.bets.win'),
    profit: t('records.bets.profit'),
    result: t('records.bets.result'),
    status: t('records.bets.status'),
    time: t('records.time'),
  };
  return (
    <div className={styles.page} data-testid="bet-history">
      <h1>{t('records.bets.title')}</h1>
      <div className={`${styles.card} ${styles.filters}`}>
        <div className={styles.selectField}>
          <label htmlFor={categoryId}>{t('records.bets.category')}</label>
          <select
            id={categoryId}
            className={styles.select}
            value={category}
            onChange={(e) => {
              setCategory(e.target.value);
              setPageNo(1);
            }}
          >
            <option value="">{t('records.bets.allCategories')}</option>
            {GAME_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {categoryLabel(t, c)}
              </option>
            ))}
          </select>
        </div>
        <DateRangeFilter value={range} onChange={changeRange} />
      </div>
      <section className={styles.card} aria-label={t('records.bets.title')}>
        <QueryState query={query} empty={data?.list.length === 0} emptyText={t('records.empty')}>
          {data ? (
            <>
              <table className={styles.table}>
                <thead>
                  <tr>
                    {Object.entries(cols).map(([key, label]) => (
                      <th key={key} scope="col" className={['stake', 'win', 'profit'].includes(key) ? styles.num : undefined}>
                        {label}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {data.list.map((b) => (
                    <tr key={b.id} className={styles.clickable} onClick={() => setOpen(b)}>
                      <td data-label={cols.game}>
                        <button
                          type="button"
                          className={styles.linkButton}
                          aria-haspopup="dialog"
                          onClick={(e) => {
                            e.stopPropagation();
                            setOpen(b);
                          }}
                        >
                          {b.gameName}
                        </button>
                        <div className={styles.muted}>
                          {b.vendor} · {categoryLabel(t, b.category)}
                        </div>
                      </td>
                      <td data-label={cols.stake} className={styles.num}>
                        {formatMoney(b.stake)}
                      </td>
                      <td data-label={cols.win} className={styles.num}>
                        {formatMoney(b.win)}
                      </td>
                      <td data-label={cols.profit} className={styles.num}>
                        <SignedMoney minor={b.profit} />
                      </td>
                      <td data-label={cols.result}>{b.result || '—'}</td>
                      <td data-label={cols.status}>
                        <span className={styles.badge}>{t(`records.bets.statuses.${b.status}`)}</span>
                      </td>
                      <td data-label={cols.time}>
                        <time dateTime={b.createdAt}>{formatDateTime(b.createdAt, i18n.language)}</time>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <BetTotals page={data} />
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
      <BetDetailDialog bet={open} onClose={() => setOpen(null)} />
    </div>
  );
}

/** Stake, win and profit of the page shown and of the whole period. */
function BetTotals({ page }: { page: BetPage }) {
  const { t } = useTranslation();
  const rows = [
    [t('records.thisPage'), page.pageTotals],
    [t('records.wholePeriod'), page.totals],
  ] as const;
  return (
    <dl className={styles.totals} data-testid="record-totals">
      {rows.map(([scope, sums]) => (
        <div key={scope}>
          <dt>{t('records.bets.totalsOf', { scope })}</dt>
          <dd>
            {t('records.bets.stake')} {formatMoney(sums.stake)} · {t('records.bets.win')} {formatMoney(sums.win)} ·{' '}
            {t('records.bets.profit')} <SignedMoney minor={sums.profit} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
