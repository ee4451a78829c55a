/**
 * The sign shown before an amount, per currency and language (`default` for languages without
 * their own). The merchant's symbol for NPR (रु) is the rupee's own sign and reads the same in
 * English and Nepali; the web app ships the font that draws it (styles/fonts.css).
 */
const SYMBOLS: Readonly<Record<string, { default: string } & Readonly<Partial<Record<string, string>>>>> = {
  NPR: { default: 'रु' },
  INR: { default: '₹' },
  USD: { default: '$' },
};

/** Symbols the merchant may send in place of a code, read as that currency. */
const SYMBOL_CURRENCY: Readonly<Record<string, string>> = { रु: 'NPR', 'रु.': 'NPR', Rs: 'NPR', 'Rs.': 'NPR', NRs: 'NPR' };

/**
 * The sign of a currency in a language: `currency` is an ISO code (any case: "NPR", "npr") or a
 * symbol the merchant set ("रु"); a currency this table does not know keeps what was given.
 */
export function currencySymbol(currency: string, language = 'en'): string {
  const code = SYMBOL_CURRENCY[currency.trim()] ?? currency.trim().toUpperCase();
  const entry = SYMBOLS[code];
  if (!entry) return currency.trim();
  return entry[language.split('-')[0]!.toLowerCase()] ?? entry.default;
}

const NUMBER = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * The one notation of money on screen (spec §9), at render time only: the currency's sign for the
 * language, a space, then the amount of integer minor units with 2 decimals, "," between
 * thousands and "." before the decimals, in Latin digits (the same in English and Nepali, so
 * figures read and measure alike everywhere). Without a currency, the bare amount (tables whose
 * column names the unit).
 */
export function formatMoney(minor: number, currency = '', language = 'en'): string {
  const text = NUMBER.format(minor / 100);
  const symbol = currency ? currencySymbol(currency, language) : '';
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
