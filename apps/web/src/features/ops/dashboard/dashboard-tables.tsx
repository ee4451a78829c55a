import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { DashboardCategory, DashboardDay, DashboardVendor, OpsDashboard } from '@jade/contract/ops-dashboard';
import { DataTable, type Column } from '@/components/ui/data-table';
import { csvAmount } from '@/lib/csv';
import { formatDay } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { CsvButton, type CsvColumn } from '../shell/csv-button';
import { formatCount, type FigureKey } from './dashboard-api';
import styles from './dashboard.module.css';

type Play = DashboardCategory | DashboardDay | DashboardVendor;
type Field<R> = { key: keyof R & FigureKey; money: boolean };

const PLAY: Field<Play>[] = [
  { key: 'rounds', money: false },
  { key: 'stake', money: true },
  { key: 'validBet', money: true },
  { key: 'win', money: true },
  { key: 'ggr', money: true },
];
const DAY: Field<DashboardDay>[] = [
  { key: 'deposits', money: true },
  { key: 'withdrawals', money: true },
  ...(PLAY as Field<DashboardDay>[]),
  { key: 'bonus', money: true },
  { key: 'ngr', money: true },
];

const head = (t: TFunction, key: FigureKey) => t(`ops.dashboard.figures.${key}`);

/** A figures table with its CSV export (the same columns, amounts in major units). */
function FiguresTable<R extends Play>(props: {
  title: string;
  name: string;
  rows: R[];
  first: { header: string; cell: (r: R) => string; csv: (r: R) => string };
  fields: Field<R>[];
  currency: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const { title, name, rows, first, fields, currency, testId } = props;
  const value = (r: R, f: Field<R>) => r[f.key] as number;
  const columns: Column<R>[] = [
    { header: first.header, cell: first.cell, rowHeader: true },
    ...fields.map((f) => ({
      header: head(t, f.key),
      num: true,
      cell: (r: R) => (f.money ? formatMoney(value(r, f), currency) : formatCount(value(r, f))),
    })),
  ];
  const csv: CsvColumn<R>[] = [
    { header: first.header, cell: first.csv },
    ...fields.map((f) => ({ header: head(t, f.key), cell: (r: R) => (f.money ? csvAmount(value(r, f)) : value(r, f)) })),
  ];
  return (
    <section className={styles.section} aria-label={title}>
      <div className={styles.sectionHead}>
        <h2>{title}</h2>
        <CsvButton name={name} columns={csv} load={() => Promise.resolve(rows)} />
      </div>
      {rows.length === 0 ? (
        <p>{t('ops.shell.common.noRows')}</p>
      ) : (
        <DataTable rows={rows} columns={columns} layout="stack" rowKey={first.csv} data-testid={testId} />
      )}
    </section>
  );
}

/** The period's figures by category, by vendor (most stake first) and by business day, as tables. */
export function DashboardTables({ data }: { data: OpsDashboard }) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <FiguresTable<DashboardCategory>
        title={t('ops.dashboard.byCategory')}
        name={`dashboard-categories-${data.from}-${data.to}`}
        rows={data.categories}
        first={{ header: t('ops.dashboard.category'), cell: (c) => c.category, csv: (c) => c.category }}
        fields={PLAY as Field<DashboardCategory>[]}
        currency={data.currency}
        testId="dash-categories"
      />
      <FiguresTable<DashboardVendor>
        title={t('ops.dashboard.byVendor')}
        name={`dashboard-vendors-${data.from}-${data.to}`}
        rows={data.vendors}
        first={{ header: t('ops.dashboard.vendor'), cell: (v) => `${v.name} (${v.vendor})`, csv: (v) => v.vendor }}
        fields={PLAY as Field<DashboardVendor>[]}
        currency={data.currency}
        testId="dash-vendors"
      />
      <FiguresTable<DashboardDay>
        title={t('ops.dashboard.byDay')}
        name={`dashboard-days-${data.from}-${data.to}`}
        rows={[...data.days].reverse()}
        first={{ header: t('ops.dashboard.day'), cell: (d) => formatDay(d.day, i18n.language), csv: (d) => d.day }}
        fields={DAY}
        currency={data.currency}
        testId="dash-days"
      />
    </>
  );
}

/** The headline figures of the period as rows of a CSV (figure, value). */
export function totalsCsv(t: TFunction, data: OpsDashboard) {
  const x = data.totals;
  const rows: [string, number | string][] = [
    [t('ops.shell.common.from'), data.from],
    [t('ops.shell.common.to'), data.to],
    ...(['deposits', 'withdrawals', 'stake', 'validBet', 'win', 'ggr', 'bonus', 'ngr'] as const).map(
      (k) => [head(t, k), csvAmount(x[k])] as [string, string],
    ),
    ...(['depositCount', 'withdrawalCount', 'rounds', 'settledRounds', 'newPlayers', 'activePlayers'] as const).map(
      (k) => [head(t, k), x[k]] as [string, number],
    ),
    [t('ops.dashboard.pending.deposits'), data.pending.deposits],
    [t('ops.dashboard.pending.withdrawals'), data.pending.withdrawals],
    [t('ops.dashboard.pending.disputes'), data.pending.disputes],
  ];
  return rows;
}
