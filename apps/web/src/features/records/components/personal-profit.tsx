import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfitReport } from '@jade/contract/wallet';
import { Card } from '@/components/ui/card';
import { DataTable, tableStyles } from '@/components/ui/data-table';
import { DateRangeFilter, useDateRange } from '@/components/ui/date-range-filter';
import { QueryState } from '@/components/ui/query-state';
import { SignedMoney } from '@/components/ui/signed-money';
import { Button } from '@/components/ui/button';
import { downloadCsv } from '@/lib/csv';
import { formatDay } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { useProfit } from '../api/get-profit';
import { categoryLabel } from './category-label';
import styles from './records.module.css';
import { statementRows } from './statement';

type Row = ProfitReport['total'] & { key: string; label: ReactNode };

/**
 * Personal centre → profit and loss (personalProfit): the member's result over a period, by category
 * and by day, with the money paid in and taken out and the net position (player protection). The
 * period's statement is downloaded as CSV or printed (the page prints without the site around it).
 */
export function PersonalProfit() {
  const { t, i18n } = useTranslation();
  const [range, setRange] = useDateRange('last7');
  const query = useProfit({ from: range.from, to: range.to });
  const r = query.data;
  const empty = r !== undefined && r.total.rounds === 0 && r.deposits === 0 && r.withdrawals === 0 && r.bonuses === 0;
  return (
    <div className={styles.page} data-testid="personal-profit">
      <h1>{t('records.profit.title')}</h1>
      <p className={styles.printOnly} data-testid="statement-period">
        {t('records.statement.period', { from: formatDay(range.from, i18n.language), to: formatDay(range.to, i18n.language) })}
      </p>
      <Card as="div" data-print="hide">
        <DateRangeFilter value={range} onChange={setRange} />
      </Card>
      <QueryState query={query} empty={empty} emptyText={t('records.empty')}>
        {r ? (
          <div className={styles.stack}>
            <Card aria-labelledby="profit-summary">
              <h2 id="profit-summary">{t('records.profit.summary')}</h2>
              <dl className={tableStyles.totals} data-testid="profit-totals">
                <div>
                  <dt>{t('records.bets.profit')}</dt>
                  <dd>
                    <SignedMoney minor={r.total.profit} />
                  </dd>
                </div>
                <div>
                  <dt>{t('records.profit.rounds')}</dt>
                  <dd>{r.total.rounds.toLocaleString(i18n.language)}</dd>
                </div>
                <div>
                  <dt>{t('records.bets.stake')}</dt>
                  <dd>{formatMoney(r.total.stake)}</dd>
                </div>
                <div>
                  <dt>{t('records.bets.win')}</dt>
                  <dd>{formatMoney(r.total.win)}</dd>
                </div>
                <div>
                  <dt>{t('records.profit.deposits')}</dt>
                  <dd>{formatMoney(r.deposits)}</dd>
                </div>
                <div>
                  <dt>{t('records.profit.withdrawals')}</dt>
                  <dd>{formatMoney(r.withdrawals)}</dd>
                </div>
                <div>
                  <dt>{t('records.statement.netPosition')}</dt>
                  <dd data-testid="net-position">
                    <SignedMoney minor={r.netPosition} />
                  </dd>
                </div>
                <div>
                  <dt>{t('records.profit.bonuses')}</dt>
                  <dd>{formatMoney(r.bonuses)}</dd>
                </div>
              </dl>
              <p className={styles.muted}>{t('records.statement.netHint')}</p>
              <div className={styles.actions} data-print="hide">
                <Button
                  variant="secondary"
                  onClick={() => downloadCsv(`statement-${range.from}-${range.to}.csv`, statementRows(t, r, range))}
                >
                  {t('records.statement.download')}
                </Button>
                <Button variant="secondary" onClick={() => window.print()}>
                  {t('records.statement.print')}
                </Button>
              </div>
            </Card>
            <ProfitTable
              id="profit-by-category"
              title={t('records.profit.byCategory')}
              first={t('records.bets.category')}
              rows={r.byCategory.map((c) => ({ ...c, key: c.category, label: categoryLabel(t, c.category) }))}
            />
            <ProfitTable
              id="profit-by-day"
              title={t('records.profit.byDay')}
              first={t('records.profit.day')}
              rows={r.byDay.map((d) => ({
                ...d,
                key: d.day,
                label: <time dateTime={d.day}>{formatDay(d.day, i18n.language)}</time>,
              }))}
            />
          </div>
        ) : null}
      </QueryState>
    </div>
  );
}

/** Rounds, stake, win and profit per category or per day. */
function ProfitTable({ id, title, first, rows }: { id: string; title: string; first: string; rows: Row[] }) {
  const { t, i18n } = useTranslation();
  return (
    <Card aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {rows.length === 0 ? (
        <p className={styles.muted}>{t('records.empty')}</p>
      ) : (
        <DataTable
          rows={rows}
          rowKey={(row) => row.key}
          layout="stack"
          columns={[
            { header: first, rowHeader: true, cell: (row) => row.label },
            { header: t('records.profit.rounds'), num: true, cell: (row) => row.rounds.toLocaleString(i18n.language) },
            { header: t('records.bets.stake'), num: true, cell: (row) => formatMoney(row.stake) },
            { header: t('records.bets.win'), num: true, cell: (row) => formatMoney(row.win) },
            { header: t('records.bets.profit'), num: true, cell: (row) => <SignedMoney minor={row.profit} /> },
          ]}
        />
      )}
    </Card>
  );
}
