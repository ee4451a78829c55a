import type { HTMLAttributes, Key, ReactNode } from 'react';
import clsx from 'clsx';
import styles from './table.module.css';

/**
 * One column: its header (also the label of the cell when a stacked row shows it on a phone),
 * whether it holds amounts (right-aligned, tabular figures), whether its cell names the row
 * (`<th scope="row">`), and the cell itself. `hideHeader` keeps the header for screen readers
 * only (an actions column); `key` tells apart columns whose header is the same or empty.
 */
export type Column<R> = {
  header: string;
  cell: (row: R) => ReactNode;
  num?: boolean;
  rowHeader?: boolean;
  hideHeader?: boolean;
  key?: string;
};

/** What a row element may carry besides its cells: a click, a class, a `data-*` hook for tests. */
export type RowProps = HTMLAttributes<HTMLTableRowElement> & { [data: `data-${string}`]: string | number | boolean | undefined };

export type DataTableProps<R> = {
  rows: R[];
  columns: Column<R>[];
  /** The row's identity; its `id` when it has one. */
  rowKey?: (row: R) => Key;
  rowProps?: (row: R) => RowProps;
  /** Rows of totals under the body (`<tr>` elements), aligned with the columns. */
  foot?: ReactNode;
  /**
   * How a table wider than a phone fits it: `scroll` (the default) scrolls it sideways inside its
   * box; `stack` turns each row into a card of label and value pairs below 640 px.
   */
  layout?: 'scroll' | 'stack';
  'data-testid'?: string;
};

const idOf = (row: unknown, index: number): Key => {
  const id = (row as { id?: unknown }).id;
  return typeof id === 'number' || typeof id === 'string' ? id : index;
};

/**
 * The one table of the site: its look, its amount columns and its phone layout, so a feature
 * only says which columns it shows and what goes in each cell.
 */
export function DataTable<R>({ rows, columns, rowKey, rowProps, foot, layout = 'scroll', ...rest }: DataTableProps<R>) {
  const keyOf = (c: Column<R>) => c.key ?? c.header;
  const num = (c: Column<R>) => (c.num ? styles.num : undefined);
  return (
    <div className={styles.wrap}>
      <table className={clsx(styles.table, layout === 'stack' && styles.stack)} data-testid={rest['data-testid']}>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={keyOf(c)} scope="col" className={num(c)}>
                {c.hideHeader ? <span className="visually-hidden">{c.header}</span> : c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={rowKey ? rowKey(row) : idOf(row, i)} {...rowProps?.(row)}>
              {columns.map((c) =>
                c.rowHeader ? (
                  <th key={keyOf(c)} scope="row" data-label={c.header} className={num(c)}>
                    {c.cell(row)}
                  </th>
                ) : (
                  <td key={keyOf(c)} data-label={c.header} className={num(c)}>
                    {c.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
        {foot ? <tfoot>{foot}</tfoot> : null}
      </table>
    </div>
  );
}

/** The table's classes, for a totals row written by hand (`tableStyles.num`) or a clickable row. */
export { styles as tableStyles };
