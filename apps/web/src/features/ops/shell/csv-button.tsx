import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { downloadCsv, type CsvCell } from '@/lib/csv';
import { errorText } from '@/lib/errors';

/** A column of an exported list: its header and its cell as text or a number (amounts: `csvAmount`). */
export type CsvColumn<R> = { header: string; cell: (row: R) => CsvCell };

type Props<R> = {
  /** The file's name without the date, e.g. `deposits`: the file is `deposits-2026-11-28.csv`. */
  name: string;
  columns: readonly CsvColumn<R>[];
  /** Every row of the list as filtered (all its pages, not only the one on screen). */
  load: () => Promise<readonly R[]>;
};

/**
 * "Export CSV" of a console list: every row the list's filter selects, fetched when asked, as a
 * spreadsheet-safe CSV (lib/csv.ts: formulas neutralised, UTF-8 with its mark).
 */
export function CsvButton<R>({ name, columns, load }: Props<R>) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<unknown>(null);
  const run = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const rows = await load();
      const day = new Date().toISOString().slice(0, 10);
      downloadCsv(`${name}-${day}.csv`, [columns.map((c) => c.header), ...rows.map((r) => columns.map((c) => c.cell(r)))]);
    } catch (err) {
      setProblem(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <span>
      <Button variant="secondary" onClick={() => void run()} disabled={busy} data-testid="ops-csv">
        {busy ? t('ops.shell.common.exporting') : t('ops.shell.common.exportCsv')}
      </Button>
      {problem ? <span role="alert">{errorText(t, problem)}</span> : null}
    </span>
  );
}

/**
 * Every page of a paged /ops list, one after another (at most `maxPages`), for an export.
 * `fetchPage(n)` answers page n (from 1) with its rows and whether more follow.
 */
export async function allPages<R>(
  fetchPage: (pageNo: number) => Promise<{ rows: readonly R[]; more: boolean }>,
  maxPages = 200,
): Promise<R[]> {
  const out: R[] = [];
  for (let n = 1; n <= maxPages; n++) {
    const { rows, more } = await fetchPage(n);
    out.push(...rows);
    if (!more || rows.length === 0) break;
  }
  return out;
}
