// Phone numbers read by the company's country (libphonenumber-js), stored in E.164, shown nationally or internationally.
import { describe, expect, it } from 'vitest';
import { formatPhone, phoneCountryOf, phoneFromForm, toE164 } from './phone';

describe('toE164 (phones typed as people write them, stored as +digits, read in the company’s country)', () => {
  it('reads Puerto Rico and US numbers with or without separators', () => {
    expect(toE164('787-555-0101', 'PR')).toBe('+17875550101');
    expect(toE164('(787) 555-0100', 'PR')).toBe('+17875550100');
    expect(toE164('787.555.0100', 'US')).toBe('+17875550100');
    expect(toE164('1 787 555 0100', 'US')).toBe('+17875550100');
    expect(toE164('(212) 555-0199', 'US')).toBe('+12125550199');
  });

  it('reads a Mexican number as Mexican, never as +1', () => {
    expect(toE164('55 1234 5678', 'MX')).toBe('+525512345678');
    expect(toE164('(33) 1234-5678', 'MX')).toBe('+523312345678');
    expect(toE164('664 123 4567', 'MX')).toBe('+526641234567');
    expect(toE164('55 1234 5678', 'MX')).not.toMatch(/^\+1/);
  });

  it('keeps a number typed with its country code, whatever the company’s country', () => {
    expect(toE164('+52 33 1234 5678', 'US')).toBe('+523312345678');
    expect(toE164('+1 787 555 0100', 'MX')).toBe('+17875550100');
    expect(toE164('+52 55 1234 5678', null)).toBe('+525512345678');
  });

  it('keeps what is not a full number as typed', () => {
    expect(toE164('555 0100', 'US')).toBe('555 0100');
    expect(toE164(' 911 ', 'PR')).toBe('911');
    expect(toE164('(787) 555-0100', null)).toBe('(787) 555-0100');
  });
});

describe('formatPhone', () => {
  it('shows numbers of the country nationally and the others internationally', () => {
    expect(formatPhone('+17875550123')).toBe('(787) 555-0123');
    expect(formatPhone('+17875550123', 'PR')).toBe('(787) 555-0123');
    expect(formatPhone('+52 55 1234 5678')).toBe('+52 55 1234 5678');
    expect(formatPhone('+525512345678', 'MX')).toBe('55 1234 5678');
    expect(formatPhone('+17875550123', 'MX')).toBe('+1 787 555 0123');
    expect(formatPhone('911')).toBe('911');
    expect(formatPhone(null)).toBe('');
  });

  it('shows a number that reads back as the same number in the same country', () => {
    for (const [stored, country] of [
      ['+17875550100', 'PR'],
      ['+525512345678', 'MX'],
      ['+17875550100', 'MX'],
      ['+525512345678', 'US'],
    ] as const) {
      expect(toE164(formatPhone(stored, country), country)).toBe(stored);
    }
    expect(formatPhone(toE164('(787) 555-0100', 'PR'))).toBe('(787) 555-0100');
  });
});

describe('phoneCountryOf (the company’s country for phones)', () => {
  it('takes the address country, else the time zone’s, else US', () => {
    expect(phoneCountryOf({ country: 'MX', timeZone: 'America/Puerto_Rico' })).toBe('MX');
    expect(phoneCountryOf({ country: 'pr' })).toBe('PR');
    expect(phoneCountryOf({ country: 'México' })).toBe('MX');
    expect(phoneCountryOf({ country: null, timeZone: 'America/Mexico_City' })).toBe('MX');
    expect(phoneCountryOf({ country: '', timeZone: 'America/Puerto_Rico' })).toBe('PR');
    expect(phoneCountryOf({ country: 'Narnia', timeZone: 'Europe/Madrid' })).toBe('US');
    expect(phoneCountryOf({})).toBe('US');
  });
});

describe('phoneFromForm (a phone field sent back by a form)', () => {
  it('reads a new number in the company’s country', () => {
    expect(phoneFromForm('55 1234 5678', 'MX')).toBe('+525512345678');
    expect(phoneFromForm('787-555-0101', 'PR', '+17875550100')).toBe('+17875550101');
    expect(phoneFromForm('  ', 'PR', '+17875550100')).toBeNull();
    expect(phoneFromForm(null, 'PR', '+17875550100')).toBeNull();
  });

  it('keeps a stored number of another country shown unchanged in the national way', () => {
    // A Mexican company's form shows a stored Puerto Rico number as formatPhone does: '(787) 555-0100'.
    expect(phoneFromForm('(787) 555-0100', 'MX', '+17875550100')).toBe('+17875550100');
    expect(phoneFromForm('+17875550100', 'MX', '+17875550100')).toBe('+17875550100');
    // Typed anew without "+", it is a Mexican number.
    expect(phoneFromForm('(787) 555-0100', 'MX')).toBe('+527875550100');
  });
});
