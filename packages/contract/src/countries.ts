import { z } from 'zod';

export const Country = z.object({
  /** ISO 3166-1 alpha-2. */
  countryCode: z.string().regex(/^[A-Z]{2}$/),
  countryDialingCode: z.string().regex(/^\+[1-9]\d{0,3}$/),
  /** Length of the national significant number (mobile), without the trunk prefix 0. */
  digits: z.number().int().min(4).max(15),
  name: z.string().min(1),
});
export type Country = z.infer<typeof Country>;

/**
 * Countries offered for mobile numbers, Nepal first as the home market. One country per dialing
 * code, so a dialing code alone finds its country (Canada, sharing +1, is left out).
 */
export const COUNTRIES: readonly Country[] = [
  { countryCode: 'NP', countryDialingCode: '+977', digits: 10, name: 'Nepal' },
  { countryCode: 'IN', countryDialingCode: '+91', digits: 10, name: 'India' },
  { countryCode: 'BD', countryDialingCode: '+880', digits: 10, name: 'Bangladesh' },
  { countryCode: 'PK', countryDialingCode: '+92', digits: 10, name: 'Pakistan' },
  { countryCode: 'LK', countryDialingCode: '+94', digits: 9, name: 'Sri Lanka' },
  { countryCode: 'TH', countryDialingCode: '+66', digits: 9, name: 'Thailand' },
  { countryCode: 'VN', countryDialingCode: '+84', digits: 9, name: 'Vietnam' },
  { countryCode: 'PH', countryDialingCode: '+63', digits: 10, name: 'Philippines' },
  { countryCode: 'ID', countryDialingCode: '+62', digits: 10, name: 'Indonesia' },
  { countryCode: 'MY', countryDialingCode: '+60', digits: 9, name: 'Malaysia' },
  { countryCode: 'MM', countryDialingCode: '+95', digits: 9, name: 'Myanmar' },
  { countryCode: 'KH', countryDialingCode: '+855', digits: 9, name: 'Cambodia' },
  { countryCode: 'CN', countryDialingCode: '+86', digits: 11, name: 'China' },
  { countryCode: 'JP', countryDialingCode: '+81', digits: 10, name: 'Japan' },
  { countryCode: 'KR', countryDialingCode: '+82', digits: 10, name: 'South Korea' },
  { countryCode: 'SG', countryDialingCode: '+65', digits: 8, name: 'Singapore' },
  { countryCode: 'AE', countryDialingCode: '+971', digits: 9, name: 'United Arab Emirates' },
  { countryCode: 'GB', countryDialingCode: '+44', digits: 10, name: 'United Kingdom' },
  { countryCode: 'US', countryDialingCode: '+1', digits: 10, name: 'United States' },
  { countryCode: 'AU', countryDialingCode: '+61', digits: 9, name: 'Australia' },
];

/** Accepts '+977', '977' or ' +977 ', since forms and older clients send each. */
export const findCountry = (dialingCode: string): Country | undefined => {
  const code = dialingCode.trim();
  const normalized = code.startsWith('+') ? code : `+${code}`;
  return COUNTRIES.find((c) => c.countryDialingCode === normalized);
};

export type MobileCheck = 'ok' | 'unknown_country' | 'not_digits' | 'wrong_length';

/**
 * Checks a mobile number typed without its dialing code. Spaces and dashes are what people type
 * to group digits, so they are dropped; the national trunk prefix 0 is not (numbers are stored as
 * dialing code plus national significant number), so "0981..." is refused as the wrong length.
 */
export const checkMobile = (dialingCode: string, number: string): MobileCheck => {
  const country = findCountry(dialingCode);
  if (!country) return 'unknown_country';
  const digits = number.replace(/[\s-]/g, '');
  if (!/^[0-9]+$/.test(digits)) return 'not_digits';
  if (digits.startsWith('0') || digits.length !== country.digits) return 'wrong_length';
  return 'ok';
};
