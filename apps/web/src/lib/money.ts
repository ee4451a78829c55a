import i18n from './i18n';

/**
 * The sign shown before an amount, per currency and language (`default` for languages without
 * their own). The Nepali rupee is "रु" in Nepali and "Rs" in every other language: the Latin sign
 * needs no Devanagari font, so a visitor reading English downloads none (styles/fonts.css loads it
 * only for Devanagari text), and each language reads money in its own script.
 */
const SYMBOLS: Readonly<Record<string, { default: string } & Readonly<Partial<Record<string, string>>>>> = {
  NPR: { default: 'Rs', ne: 'रु' },
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

/** A whole non-negative number's digits with "," between thousands. */
const thousands = (whole: number) => String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Integer minor units as major units with 2 decimals and "," between thousands, from the digits (no float, no Intl). */
function amountText(minor: number): string {
  const units = Math.round(Math.abs(minor));
  const text = `${thousands(Math.floor(units / 100))}.${String(units % 100).padStart(2, '0')}`;
  return minor < 0 && units > 0 ? `-${text}` : text;
}

/**
 * The one notation of money on screen (spec §9), at render time only: the currency's sign for the
 * language (by default the interface's), a space, then the amount of integer minor units with 2 decimals, "," between
 * thousands and "." before the decimals, in Latin digits (the same in English and Nepali, so
 * figures read and measure alike everywhere). Without a currency, the bare amount (tables whose
 * column names the unit).
 */
export function formatMoney(minor: number, currency = '', language: string = i18n.language || 'en'): string {
  const text = amountText(minor);
  const symbol = currency ? currencySymbol(currency, language) : '';
  return symbol ? `${symbol} ${text}` : text;
}

/**
 * A count ("10,000 games") in money's notation: Latin digits, "," between thousands, in every
 * language. Without Intl: a page's first number format builds the number data of ICU, which took
 * 30–100 ms of the game list's first render on a phone-speed core.
 */
export function formatCount(n: number): string {
  const whole = Math.round(Math.abs(n));
  return n < 0 && whole > 0 ? `-${thousands(whole)}` : thousands(whole);
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
