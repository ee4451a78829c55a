/** Formats integer minor units with 2 decimals and thousand separators (spec §9), at render time only. */
export function formatMoney(minor: number, symbol = ''): string {
  const text = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(minor / 100);
  return symbol ? `${symbol} ${text}` : text;
}

/**
 * Reads an amount typed in major units ("1,234.5") as integer minor units (123450) by its digits,
 * never through a float, so 0.29 stays 29. Null when it is not a non-negative amount with at most
 * 2 decimals.
 */
export function parseMoney(text: string): number | null {
  const m = /^(\d*)(?:\.(\d{0,2}))?$/.exec(text.trim().replace(/,/g, ''));
  if (!m || (!m[1] && !m[2])) return null;
  const minor = Number(m[1] || '0') * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(minor) ? minor : null;
}
