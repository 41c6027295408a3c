// Money (decision 0010): integer cents from the database to the screen, never a float. Amounts are typed in the
// language's format and parsed digit by digit (no floating-point arithmetic); they are shown with Intl.NumberFormat
// in the language and the company's currency. No zod here (the sign-in page formats nothing but must stay light): the
// API schemas of money are in contracts/money.ts.
import type { TLanguage } from '../enums';

export const CURRENCIES = ['USD', 'MXN'] as const;
export type TCurrency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: TCurrency = 'USD';

/** The currency of a company in a country: Mexico pays in pesos; Puerto Rico, the US (and the rest) in dollars. */
export const currencyForCountry = (country: string | null | undefined): TCurrency => (country === 'MX' ? 'MXN' : 'USD');

/** The largest amount a rate or wage field takes: 99,999.99. */
export const MAX_MONEY_CENTS = 9_999_999;

/** Translation keys (decision 0014): the field error carries the key, the web app shows its text. */
export const MONEY_MESSAGES = {
  invalid: 'common:money.invalid',
  negative: 'common:money.negative',
  tooManyDecimals: 'common:money.tooManyDecimals',
  tooLarge: 'common:money.tooLarge',
} as const;
export type TMoneyError = keyof typeof MONEY_MESSAGES;

export type TMoneyParse = { ok: true; cents: number | null } | { ok: false; error: TMoneyError };

/**
 * The separators amounts are written with: our users' Spanish (Puerto Rico, Mexico, the US) writes 1,234.56 as English
 * does (numberLocaleOf), never Spain's 1.234,56 — one way on the screen, in the field being edited and in documents.
 * A comma typed as a decimal mark is still read ('12,50': see parseMoney).
 */
const separators = (_language: TLanguage | string) => ({ group: ',', decimal: '.' });

/**
 * A typed amount → integer cents ('' → null). Accepts an optional leading currency sign, grouping ('1,234.56'; and
 * '1.234,56' when both marks are present, the last one being the decimal point) and, when only one kind of mark is
 * present, either mark as the decimal point if 1 or 2 digits follow it ('12,50' and '12.5' in both languages). More than 2 decimals, a negative
 * sign or anything else is an error; the conversion joins digit strings, so '0.1' is exactly 10 cents.
 */
export const parseMoney = (text: string, language: TLanguage | string, max: number = MAX_MONEY_CENTS): TMoneyParse => {
  let s = text.replace(/[\s\u00a0\u202f]/g, '');
  if (s === '') return { ok: true, cents: null };
  if (s.startsWith('-')) return { ok: false, error: 'negative' };
  s = s.replace(/^(US\$|MX\$|USD|MXN|\$)/i, '').replace(/(US\$|MX\$|USD|MXN|\$)$/i, '');
  if (s.startsWith('-')) return { ok: false, error: 'negative' };
  if (!/^[0-9.,]+$/.test(s) || !/[0-9]/.test(s)) return { ok: false, error: 'invalid' };
  const { group } = separators(language);
  const dots = s.split('.').length - 1;
  const commas = s.split(',').length - 1;
  let decimalMark: string | null = null;
  let groupMark: string | null = null;
  if (dots > 0 && commas > 0) {
    // Both marks: the last one is the decimal point, the other groups thousands.
    decimalMark = s.lastIndexOf('.') > s.lastIndexOf(',') ? '.' : ',';
    groupMark = decimalMark === '.' ? ',' : '.';
    if (s.split(decimalMark).length - 1 > 1) return { ok: false, error: 'invalid' };
  } else if (dots + commas > 0) {
    const mark = dots > 0 ? '.' : ',';
    const count = dots + commas;
    const after = s.length - s.lastIndexOf(mark) - 1;
    if (count > 1) groupMark = mark;
    else if (mark === group && after === 3) groupMark = mark;
    else decimalMark = mark;
  }
  const [whole = '', fraction = ''] = decimalMark ? s.split(decimalMark) : [s];
  if (groupMark) {
    const groups = whole.split(groupMark);
    if (groups.some((g, i) => (i === 0 ? g.length < 1 || g.length > 3 : g.length !== 3))) return { ok: false, error: 'invalid' };
  }
  const digits = groupMark ? whole.split(groupMark).join('') : whole;
  if (!/^[0-9]*$/.test(digits) || !/^[0-9]*$/.test(fraction) || (digits === '' && fraction === '')) {
    return { ok: false, error: 'invalid' };
  }
  if (decimalMark && fraction === '') return { ok: false, error: 'invalid' };
  if (fraction.length > 2) return { ok: false, error: 'tooManyDecimals' };
  const units = digits.replace(/^0+(?=\d)/, '') || '0';
  if (units.length > 15) return { ok: false, error: 'tooLarge' };
  const cents = Number(units) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents) || cents > max) return { ok: false, error: 'tooLarge' };
  return { ok: true, cents };
};

/**
 * The locale an amount is written in: the language as the company's country writes it (issue 29). The currency tells
 * the country: pesos are Mexico's (es-MX: '$1,000.00'); dollars are Puerto Rico's and the US's, whose Spanish writes
 * them '$1,000.00' as well (es-PR), never Spain's '1000,00 US$'. English is en-US ('$1,000.00', 'MX$1,000.00').
 */
const localeOf = (language: TLanguage | string, currency: string) =>
  language.slice(0, 2) === 'es' ? (currency === 'MXN' ? 'es-MX' : 'es-PR') : 'en-US';

/**
 * The locale a plain number (hours, percentages, counts with decimals) is written in: Spanish as Puerto Rico, Mexico
 * and the US write it ('1,234.50', as their amounts), never Spain's '1234,50' — one separator on a screen.
 */
export const numberLocaleOf = (language: TLanguage | string) => (language.slice(0, 2) === 'es' ? 'es-PR' : 'en-US');

const formatters = new Map<string, Intl.NumberFormat>();
const formatterOf = (language: string, currency: string) => {
  const key = `${language}|${currency}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(localeOf(language, currency), {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(key, f);
  }
  return f;
};

/**
 * Cents → the amount in the language and currency: en '$1,234.56' / 'MX$1,234.56', es '$1,234.56' (Puerto Rico's
 * dollars and Mexico's pesos alike, each in its country's Spanish).
 * The division by 100 of an integer below 2^53 is exact to the cent in what Intl prints.
 */
export const formatMoney = (cents: number, language: TLanguage | string, currency: TCurrency | string): string =>
  formatterOf(language, currency).format(cents / 100);

/** Cents → the text a money field shows for editing, without grouping: '1234.56' in both languages; null → ''. */
export const formatMoneyInput = (cents: number | null | undefined, language: TLanguage | string): string => {
  if (cents === null || cents === undefined) return '';
  const text = centsToDecimal(cents);
  return separators(language).decimal === ',' ? text.replace('.', ',') : text;
};

/** Cents → '1234.56' (CSV exports and other machine-read text); built from the digits, never a float. */
export const centsToDecimal = (cents: number): string => {
  const sign = cents < 0 ? '-' : '';
  const abs = String(Math.abs(cents)).padStart(3, '0');
  return `${sign}${abs.slice(0, -2)}.${abs.slice(-2)}`;
};

const numberFormatters = new Map<string, Intl.NumberFormat>();
const numberFormatterOf = (language: string, key: string, options: Intl.NumberFormatOptions) => {
  const id = `${numberLocaleOf(language)}|${key}`;
  let f = numberFormatters.get(id);
  if (!f) {
    f = new Intl.NumberFormat(numberLocaleOf(language), options);
    numberFormatters.set(id, f);
  }
  return f;
};

/**
 * Minutes as hours, as our users write them on screens and in documents alike: 510 → '8.50' (two decimals, a pay stub's
 * columns) or, with `exact: false`, '8.5' (up to two decimals, a quote's line).
 */
export const formatHours = (minutes: number, language: TLanguage | string, { exact = true }: { exact?: boolean } = {}) =>
  numberFormatterOf(language, exact ? 'hours2' : 'hours', { minimumFractionDigits: exact ? 2 : 0, maximumFractionDigits: 2 }).format(
    minutes / 60,
  );

/** Basis points as a percentage: 1150 → '11.5 %' (es-PR) / '11.5%' (en). */
export const formatPercent = (basisPoints: number, language: TLanguage | string) =>
  numberFormatterOf(language, 'percent', { style: 'percent', maximumFractionDigits: 2 }).format(basisPoints / 10000);
