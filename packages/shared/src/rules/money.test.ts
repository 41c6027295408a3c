import { describe, expect, it } from 'vitest';
import { ZCents, ZOptionalCents } from '../contracts/money';
import { centsToDecimal, currencyForCountry, formatHours, formatMoney, formatMoneyInput, formatPercent, parseMoney } from './money';

const cents = (text: string, language: 'es' | 'en') => {
  const r = parseMoney(text, language);
  if (!r.ok) throw new Error(`${text} (${language}): ${r.error}`);
  return r.cents;
};

describe('parseMoney', () => {
  it('reads amounts as each language writes them', () => {
    expect(cents('12.5', 'en')).toBe(1250);
    expect(cents('12,50', 'es')).toBe(1250);
    expect(cents('12,50', 'en')).toBe(1250);
    expect(cents('12.5', 'es')).toBe(1250);
    expect(cents('1,234.56', 'en')).toBe(123456);
    expect(cents('1.234,56', 'es')).toBe(123456);
    expect(cents('1,234', 'en')).toBe(123400);
    // Issue 29: Spanish in Puerto Rico and Mexico groups with commas, as it writes amounts ($1,234.56).
    expect(cents('1,234', 'es')).toBe(123400);
    expect(cents('1,234.56', 'es')).toBe(123456);
    expect(cents('$ 18.75', 'en')).toBe(1875);
    expect(cents('18,75 US$', 'es')).toBe(1875);
    expect(cents('0', 'es')).toBe(0);
    expect(cents('', 'es')).toBeNull();
    expect(cents('  ', 'en')).toBeNull();
  });

  it('is exact where floating point is not (0.1 + 0.2 style amounts round-trip)', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    const a = cents('0.1', 'en') ?? 0;
    const b = cents('0,2', 'es') ?? 0;
    expect(a + b).toBe(30);
    expect(cents('0.3', 'en')).toBe(a + b);
    for (const text of ['0.07', '1.10', '4.35', '8.20', '19.99', '1005.85', '99999.99']) {
      const c = cents(text, 'en') ?? -1;
      expect(Number.isInteger(c)).toBe(true);
      expect(centsToDecimal(c)).toBe(text.includes('.') && text.split('.')[1]?.length === 2 ? text : `${text}0`);
      expect(cents(formatMoneyInput(c, 'es'), 'es')).toBe(c);
      expect(cents(formatMoneyInput(c, 'en'), 'en')).toBe(c);
      expect(cents(formatMoney(c, 'en', 'USD'), 'en')).toBe(c);
      expect(cents(formatMoney(c, 'es', 'USD'), 'es')).toBe(c);
    }
    // 4.35 * 100 is 434.99999999999994 in floating point; the parser never multiplies.
    expect(cents('4.35', 'en')).toBe(435);
  });

  it('refuses malformed, negative, over-precise and too large amounts', () => {
    expect(parseMoney('abc', 'en')).toEqual({ ok: false, error: 'invalid' });
    expect(parseMoney('1.2.3', 'en')).toEqual({ ok: false, error: 'invalid' });
    expect(parseMoney('12,3456', 'es')).toEqual({ ok: false, error: 'tooManyDecimals' });
    expect(parseMoney('1.234', 'es')).toEqual({ ok: false, error: 'tooManyDecimals' });
    expect(parseMoney('1.234', 'en')).toEqual({ ok: false, error: 'tooManyDecimals' });
    expect(parseMoney('12,34,5', 'en')).toEqual({ ok: false, error: 'invalid' });
    expect(parseMoney('-3', 'en')).toEqual({ ok: false, error: 'negative' });
    expect(parseMoney('100000', 'en')).toEqual({ ok: false, error: 'tooLarge' });
    expect(parseMoney('1e3', 'en')).toEqual({ ok: false, error: 'invalid' });
    expect(parseMoney('12.', 'en')).toEqual({ ok: false, error: 'invalid' });
  });
});

describe('formatMoney', () => {
  it('formats by language and currency: USD for Puerto Rico and the US, MXN for Mexico', () => {
    expect(formatMoney(1875, 'en', 'USD')).toBe('$18.75');
    expect(formatMoney(123456, 'en', 'USD')).toBe('$1,234.56');
    expect(formatMoney(1875, 'en', 'MXN')).toBe('MX$18.75');
    // Issue 29: Spanish in Puerto Rico writes $1,000.00 (not Spain's '1000,00 US$'); Mexico writes its pesos $1,000.00.
    expect(formatMoney(100000, 'es', 'USD')).toBe('$1,000.00');
    expect(formatMoney(1875, 'es', 'USD')).toBe('$18.75');
    expect(formatMoney(100000, 'es', 'MXN')).toBe('$1,000.00');
    expect(formatMoney(100000, 'en', 'MXN')).toBe('MX$1,000.00');
    expect(formatMoney(5, 'en', 'USD')).toBe('$0.05');
    expect(currencyForCountry('MX')).toBe('MXN');
    expect(currencyForCountry('PR')).toBe('USD');
    expect(currencyForCountry('US')).toBe('USD');
    expect(currencyForCountry(null)).toBe('USD');
  });
  it('shows an amount for editing in the language, without grouping', () => {
    // Issue 29: the field being edited writes the amount as the screen does (1234.56), not Spain's 1234,56.
    expect(formatMoneyInput(123456, 'es')).toBe('1234.56');
    expect(formatMoneyInput(123456, 'en')).toBe('1234.56');
    expect(formatMoneyInput(5, 'en')).toBe('0.05');
    expect(formatMoneyInput(null, 'en')).toBe('');
    expect(centsToDecimal(1250)).toBe('12.50');
  });
});

describe('money schemas', () => {
  it('take non-negative integer cents only', () => {
    expect(ZCents.parse(1875)).toBe(1875);
    expect(ZOptionalCents.parse(undefined)).toBeNull();
    for (const bad of [18.75, -1, '1875', Number.NaN, 10_000_000]) expect(ZCents.safeParse(bad).success).toBe(false);
  });
});

describe('formatHours and formatPercent', () => {
  it('write hours and rates as our users do, in both languages (issue 29: PDFs printed 8,50 and 11,5%)', () => {
    expect(formatHours(510, 'es')).toBe('8.50');
    expect(formatHours(510, 'en')).toBe('8.50');
    expect(formatHours(510, 'es', { exact: false })).toBe('8.5');
    expect(formatHours(60_000, 'es')).toBe('1,000.00');
    expect(formatPercent(1150, 'es')).toBe('11.5%');
    expect(formatPercent(1150, 'en')).toBe('11.5%');
  });
});
