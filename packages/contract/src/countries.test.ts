import { describe, expect, test } from 'vitest';
import { checkMobile, COUNTRIES, Country, findCountry } from './countries';

describe('countries', () => {
  test('lists about twenty valid countries with Nepal first', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(18);
    expect(COUNTRIES[0]).toEqual({ countryCode: 'NP', countryDialingCode: '+977', digits: 10, name: 'Nepal' });
    for (const country of COUNTRIES) expect(Country.parse(country)).toEqual(country);
  });

  test('uses each country code and each dialing code once', () => {
    expect(new Set(COUNTRIES.map((c) => c.countryCode)).size).toBe(COUNTRIES.length);
    expect(new Set(COUNTRIES.map((c) => c.countryDialingCode)).size).toBe(COUNTRIES.length);
  });

  test('keeps the national number lengths of the main markets', () => {
    const digits = (code: string) => findCountry(code)?.digits;
    expect(digits('+977')).toBe(10);
    expect(digits('+91')).toBe(10);
    expect(digits('+880')).toBe(10);
    expect(digits('+94')).toBe(9);
    expect(digits('+86')).toBe(11);
    expect(digits('+65')).toBe(8);
  });

  test('finds a country by dialing code with or without the plus sign', () => {
    expect(findCountry('+977')?.countryCode).toBe('NP');
    expect(findCountry('977')?.countryCode).toBe('NP');
    expect(findCountry(' +1 ')?.countryCode).toBe('US');
    expect(findCountry('+999')).toBeUndefined();
    expect(findCountry('')).toBeUndefined();
  });

  test('accepts a number of the right length, ignoring spaces and dashes', () => {
    expect(checkMobile('+977', '9841234567')).toBe('ok');
    expect(checkMobile('+977', '984-123 4567')).toBe('ok');
    expect(checkMobile('977', '9841234567')).toBe('ok');
    expect(checkMobile('+65', '91234567')).toBe('ok');
    expect(checkMobile('+86', '13812345678')).toBe('ok');
  });

  test('refuses an unknown dialing code before looking at the number', () => {
    expect(checkMobile('+999', '9841234567')).toBe('unknown_country');
    expect(checkMobile('+999', 'abc')).toBe('unknown_country');
  });

  test('refuses anything but digits', () => {
    expect(checkMobile('+977', '98412345a7')).toBe('not_digits');
    expect(checkMobile('+977', '+9779841234567')).toBe('not_digits');
    expect(checkMobile('+977', '९८४१२३४५६७')).toBe('not_digits');
    expect(checkMobile('+977', '')).toBe('not_digits');
    expect(checkMobile('+977', ' - ')).toBe('not_digits');
  });

  test('refuses a number of the wrong length or with the trunk prefix 0', () => {
    expect(checkMobile('+977', '984123456')).toBe('wrong_length');
    expect(checkMobile('+977', '98412345678')).toBe('wrong_length');
    expect(checkMobile('+94', '0771234567')).toBe('wrong_length');
    expect(checkMobile('+977', '0984123456')).toBe('wrong_length');
  });
});
