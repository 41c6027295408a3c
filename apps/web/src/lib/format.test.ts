import { describe, expect, it } from 'vitest';
import {
  datePattern,
  formatDate,
  formatDateTime,
  formatDay,
  formatMessageTime,
  formatMoneyDisplay,
  formatPhoneDisplay,
  formatRelativeTime,
  formatShiftTime,
  formatTime,
  formatTimeIn,
  formatTimeRange,
  parseDay,
} from './format';

const now = new Date(2026, 10, 22, 15, 30, 0);

describe('format', () => {
  it('shows times of day on a 12-hour clock', () => {
    expect(formatTime('00:05')).toBe('12:05 AM');
    expect(formatTime('13:45')).toBe('1:45 PM');
    expect(formatTime(new Date(2026, 0, 1, 12, 0))).toBe('12:00 PM');
  });

  it('writes every shift in one 12-hour format, the stored "HH:mm - HH:mm" text too (issue 29)', () => {
    expect(formatTimeRange('14:00', '22:00')).toBe('2:00 PM – 10:00 PM');
    expect(formatShiftTime('22:00 - 06:00')).toBe('10:00 PM – 6:00 AM');
    expect(formatShiftTime('07:00–15:00')).toBe('7:00 AM – 3:00 PM');
    expect(formatShiftTime('Turno libre')).toBe('Turno libre');
    // A moment's time in the company's zone, never the browser's: 02:30 UTC is 10:30 PM in Puerto Rico.
    expect(formatTimeIn('2027-01-01T02:30:00Z', 'America/Puerto_Rico')).toBe('10:30 PM');
  });

  it('says how long ago something happened, in the chosen language', () => {
    expect(formatRelativeTime(new Date(now.getTime() - 20_000), 'es', now)).toBe('ahora');
    expect(formatRelativeTime(new Date(now.getTime() - 5 * 60_000), 'en', now)).toBe('5 minutes ago');
    expect(formatRelativeTime(new Date(now.getTime() - 2 * 3_600_000), 'es', now)).toBe('hace 2 horas');
    expect(formatRelativeTime(new Date(now.getTime() - 86_400_000), 'en', now)).toBe('yesterday');
  });

  it('labels message times: today, yesterday, this week, older (spec section 9)', () => {
    expect(formatMessageTime(new Date(2026, 10, 22, 9, 5), 'en', 'Yesterday', now)).toBe('9:05 AM');
    expect(formatMessageTime(new Date(2026, 10, 21, 18, 0), 'en', 'Yesterday', now)).toBe('Yesterday 6:00 PM');
    expect(formatMessageTime(new Date(2026, 10, 18, 8, 0), 'en', 'Yesterday', now)).toBe('Wednesday 8:00 AM');
    expect(formatMessageTime(new Date(2026, 9, 2, 8, 0), 'en', 'Yesterday', now)).toBe('Oct 2 8:00 AM');
  });

  it('shows US phone numbers as (XXX) XXX-XXXX', () => {
    expect(formatPhoneDisplay('+17875550123')).toBe('(787) 555-0123');
    expect(formatPhoneDisplay('+52 55 1234 5678')).toBe('+52 55 1234 5678');
    expect(formatPhoneDisplay(null)).toBe('');
  });
});

describe('dates in the language (decision 0010)', () => {
  it('shows a calendar date as dd/MM/yyyy in Spanish and MM/dd/yyyy in English, whatever the browser', () => {
    expect(formatDay('2026-12-31', 'es')).toBe('31/12/2026');
    expect(formatDay('2026-12-31', 'en')).toBe('12/31/2026');
    expect(formatDay('2026-03-01', 'en')).toBe('03/01/2026');
    expect(formatDay(null, 'en')).toBe('');
    expect(datePattern('es')).toBe('dd/MM/yyyy');
    expect(datePattern('en')).toBe('MM/dd/yyyy');
  });
  it('reads what a person types in the language and refuses impossible dates', () => {
    expect(parseDay('31/12/2026', 'es')).toBe('2026-12-31');
    expect(parseDay('12/31/2026', 'en')).toBe('2026-12-31');
    expect(parseDay('1/2/2026', 'es')).toBe('2026-02-01');
    expect(parseDay('1/2/2026', 'en')).toBe('2026-01-02');
    expect(parseDay('', 'es')).toBeNull();
    for (const bad of ['31/12/2026x', '12/31/2026', '29/02/2026', '2026-12-31', '31/12/26']) expect(parseDay(bad, 'es')).toBeUndefined();
    expect(parseDay('31/12/2026', 'en')).toBeUndefined();
  });
  it("shows the date of a moment in the company's time zone, not the browser's", () => {
    // 02:30 UTC on Jan 1 is still Dec 31 in Puerto Rico.
    expect(formatDate('2027-01-01T02:30:00Z', 'es', 'America/Puerto_Rico')).toBe('31/12/2026');
    expect(formatDate('2027-01-01T02:30:00Z', 'en', 'Europe/Madrid')).toBe('01/01/2027');
    expect(formatDateTime('2027-01-01T02:30:00Z', 'en', 'America/Puerto_Rico')).toBe('12/31/2026, 10:30 PM');
  });
  it('formats integer cents in the language and currency', () => {
    expect(formatMoneyDisplay(1875, 'en', 'USD')).toBe('$18.75');
    expect(formatMoneyDisplay(1875, 'en', 'MXN')).toBe('MX$18.75');
    // In the company's locale (issue 29): Puerto Rico's Spanish writes $1,000.00; Mexico's pesos too.
    expect(formatMoneyDisplay(100000, 'es', 'USD')).toBe('$1,000.00');
    expect(formatMoneyDisplay(100000, 'es', 'MXN')).toBe('$1,000.00');
    expect(formatMoneyDisplay(null, 'en', 'USD')).toBe('');
  });
});
