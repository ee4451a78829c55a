import { useState, type ReactNode } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { Column, RowProps } from '@/components/ui/data-table';
import { PagedTable } from '@/components/ui/paged-table';
import { CsvButton, type CsvColumn } from './csv-button';
import type { Outcome } from './decision-dialog';
import { pageHeadStyles } from './page-head';
import { SelectField } from './select-field';
import type { Queue } from './use-queue';
import styles from './queue-table.module.css';

/** A row's button and the decision it opens; a row's first button is the primary one. */
export type QueueAction<D> = { label: string; opens: D };

type Props<S extends string, F extends { status: S | '' }, R, D> = {
  queue: Queue<F, R>;
  /** The statuses of the status filter (after "All"), each shown as `statusText`. */
  statuses: readonly S[];
  statusText: (status: S) => string;
  /** More filter fields after the status (a member, days). */
  filters?: ReactNode;
  /** The export: its file's name and columns (every row of the filter). */
  csv: { name: string; columns: readonly CsvColumn<R>[] };
  columns: Column<R>[];
  'data-testid': string;
  rowProps?: (row: R) => RowProps;
  /** The row's buttons (none once decided, or for an operator who only reads). */
  actions: (row: R) => readonly QueueAction<D>[];
  /** What stands in the actions' place when a row has none (a remark, a time); '—' by default. */
  settled?: (row: R) => ReactNode;
  /** The opened decision's dialog; `close` ends it with its outcome (null: cancelled). */
  dialog: (decision: D, close: (outcome: Outcome | null) => void) => ReactNode;
  /** What a closed decision refreshes (the lists it changes, a menu's count). */
  refresh: QueryKey;
  /** What the last decision did, above the table. */
  notice?: (outcome: Outcome | null) => ReactNode;
};

/**
 * A console queue — deposits, withdrawals, disputes, promotion applications, points redemptions:
 * its filters with the CSV export, the page of rows with their loading, error and empty states
 * and the pager, each row's decisions, and the decision's dialog. A queue names its columns, its
 * buttons and its dialog.
 */
export function QueueTable<S extends string, F extends { status: S | '' }, R, D>({
  queue,
  statuses,
  statusText,
  filters,
  csv,
  columns,
  actions,
  settled,
  dialog,
  refresh,
  notice,
  ...table
}: Props<S, F, R, D>) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState<{ decision: D } | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const close = (o: Outcome | null) => {
    setOpened(null);
    if (o) setOutcome(o);
    void queryClient.invalidateQueries({ queryKey: refresh });
  };
  const actionsCell = (row: R) => {
    const buttons = actions(row);
    if (buttons.length === 0) return settled ? settled(row) : '—';
    return (
      <span className={pageHeadStyles.filters}>
        {buttons.map((b, i) => (
          <Button key={b.label} variant={i === 0 ? 'primary' : 'secondary'} onClick={() => setOpened({ decision: b.opens })}>
            {b.label}
          </Button>
        ))}
      </span>
    );
  };
  return (
    <>
      <div className={pageHeadStyles.filters} role="search" aria-label={t('ops.shell.common.filters')}>
        <SelectField
          all
          label={t('ops.shell.common.status')}
          value={queue.filter.status}
          options={statuses}
          text={statusText}
          onChange={(status) => queue.setFilter({ ...queue.filter, status })}
        />
        {filters}
        <span className={styles.tools}>
          <CsvButton name={csv.name} load={queue.exportRows} columns={csv.columns} />
        </span>
      </div>
      {notice?.(outcome)}
      <PagedTable
        query={queue.query}
        onPage={queue.setPageNo}
        emptyText={t('ops.shell.common.noRows')}
        layout="stack"
        columns={[...columns, { header: t('ops.shell.common.actions'), hideHeader: true, cell: actionsCell }]}
        {...table}
      />
      {opened ? dialog(opened.decision, close) : null}
    </>
  );
}
