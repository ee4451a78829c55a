/** Formats integer minor units with 2 decimals and thousand separators (spec §9), at render time only. */
export function formatMoney(minor: number, symbol = ''): string {
  const text = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(minor / 100);
  return symbol ? `${symbol} ${text}` : text;
}
