import { describe, expect, it } from 'vitest';
import { formatMessageTime, formatPhoneDisplay, formatRelativeTime, formatTime } from './format';

const now = new Date(2026, 10, 22, 15, 30, 0);

describe('format', () => {
  it('shows times of day on a 12-hour clock', () => {
    expect(formatTime('00:05')).toBe('12:05 AM');
    expect(formatTime('13:45')).toBe('1:45 PM');
    expect(formatTime(new Date(2026, 0, 1, 12, 0))).toBe('12:00 PM');
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
