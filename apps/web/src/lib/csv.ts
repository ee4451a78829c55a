/**
 * A CSV file (RFC 4180) from rows of cells: every cell is quoted when it holds a comma, a quote or a
 * line break, and a text cell that a spreadsheet would run as a formula (=, +, -, @, tab, CR first)
 * is written with a leading apostrophe. Numbers are written as they are, so a negative amount stays
 * a number. CRLF line ends and a byte-order mark, so spreadsheets read the UTF-8 (Nepali) right.
 */
export type CsvCell = string | number;

const FORMULA = /^[=+\-@\t\r]/;
const NUMERAL = /^-?\d+(\.\d+)?$/;

function cellText(cell: CsvCell): string {
  const text = typeof cell === 'number' || NUMERAL.test(cell) || !FORMULA.test(cell) ? String(cell) : `'${cell}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(cellText).join(',')).join('\r\n')}\r\n`;
}

/** Integer minor units as a plain amount in major units ("-70000.00"), from the digits (no float). */
export function csvAmount(minor: number): string {
  const units = Math.abs(Math.round(minor));
  return `${minor < 0 && units > 0 ? '-' : ''}${Math.floor(units / 100)}.${String(units % 100).padStart(2, '0')}`;
}

/** Offers `rows` as a CSV file named `name` (the browser's download). */
export function downloadCsv(name: string, rows: readonly (readonly CsvCell[])[]) {
  const url = URL.createObjectURL(new Blob([toCsv(rows)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once started; the address is let go after this task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
