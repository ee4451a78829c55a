import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GAME_CATEGORIES } from '@jade/contract/catalog';
import type { BetPage, BetRecord } from '@jade/contract/wallet';
import { Card } from '@/components/ui/card';
import { DateRangeFilter, useDateRange, type DateRangeValue } from '@/components/ui/date-range-filter';
import { tableStyles } from '@/components/ui/data-table';
import { PagedTable } from '@/components/ui/paged-table';
import { SignedMoney } from '@/components/ui/signed-money';
import { formatDateTime } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { useBets } from '../api/get-bets';
import { BetDetailDialog } from './bet-detail-dialog';
import { sportsLegs, sportsResult } from './bet-legs';
import { categoryLabel } from './category-label';
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
  const changeRange = (r: DateRangeValue) => {
    setRange(r);
    setPageNo(1);
  };
  return (
    <div className={styles.page} data-testid="bet-history">
      <h1>{t('records.bets.title')}</h1>
      <Card as="div" className={styles.filters}>
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
      </Card>
      <Card aria-label={t('records.bets.title')}>
        <PagedTable
          query={query}
          emptyText={t('records.empty')}
          onPage={setPageNo}
          layout="stack"
          rowProps={(b) => ({ className: tableStyles.clickable, onClick: () => setOpen(b) })}
          columns={[
            {
              header: t('records.bets.game'),
              cell: (b) => (
                <>
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
                </>
              ),
            },
            { header: t('records.bets.stake'), num: true, cell: (b) => formatMoney(b.stake) },
            { header: t('records.bets.win'), num: true, cell: (b) => formatMoney(b.win) },
            { header: t('records.bets.profit'), num: true, cell: (b) => <SignedMoney minor={b.profit} /> },
            {
              header: t('records.bets.result'),
              cell: (b) => (sportsLegs(b.detail) ? sportsResult(t, b.result) : b.result) || '—',
            },
            {
              header: t('records.bets.status'),
              cell: (b) => <span className={styles.badge}>{t(`records.bets.statuses.${b.status}`)}</span>,
            },
            {
              header: t('records.time'),
              cell: (b) => <time dateTime={b.createdAt}>{formatDateTime(b.createdAt, i18n.language)}</time>,
            },
          ]}
          totalsTestId="record-totals"
          totals={(d) => <BetTotals page={d} />}
        />
      </Card>
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
  return rows.map(([scope, sums]) => (
    <div key={scope}>
      <dt>{t('records.bets.totalsOf', { scope })}</dt>
      <dd>
        {t('records.bets.stake')} {formatMoney(sums.stake)} · {t('records.bets.win')} {formatMoney(sums.win)} ·{' '}
        {t('records.bets.profit')} <SignedMoney minor={sums.profit} />
      </dd>
    </div>
  ));
}
