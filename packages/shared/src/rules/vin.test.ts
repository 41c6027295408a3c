import { describe, expect, it } from 'vitest';
import { isValidVin, normalizeVin, vinCheckDigit, vinProblem } from './vin';

// Real VINs: the classic worked example (check digit X), a 2003 Honda Accord, a 1993 Acura Legend and a 2017 Tesla
// Model S.
const REAL_VINS = ['1M8GDM9AXKP042788', '1HGCM82633A004352', 'JH4KA7561PC008269', '5YJSA1E25HF184290'];

describe('VIN check digit', () => {
  it.each(REAL_VINS)('accepts the real VIN %s', (vin) => {
    expect(vinProblem(vin)).toBeNull();
    expect(isValidVin(vin)).toBe(true);
  });

  it('computes X when the remainder is 10', () => {
    expect(vinCheckDigit('1M8GDM9AXKP042788')).toBe('X');
  });

  it('refuses a VIN whose check digit was mistyped', () => {
    expect(vinProblem('1HGCM82653A004352')).toBe('checkDigit');
    // one character changed elsewhere: the check digit no longer matches
    expect(vinProblem('1HGCM82633A004353')).toBe('checkDigit');
  });

  it('refuses I, O and Q and a wrong length', () => {
    expect(vinProblem('1HGCM82633A00435O')).toBe('characters');
    expect(vinProblem('1HGCM82633A00435')).toBe('length');
    expect(vinProblem('1HGCM82633A0043522')).toBe('length');
  });

  it('normalises case, spaces and dashes', () => {
    expect(normalizeVin(' 1hgcm8263-3a004352 ')).toBe('1HGCM82633A004352');
    expect(isValidVin('1hgcm82633a004352')).toBe(true);
  });
});
