// The SMS dialogs' rules: the 9+ badge, when Send is allowed (trimmed, ≤ 160, a recipient, nothing pending), the
// WhatsApp click-to-chat link, and the spec's message time labels.
import { describe, expect, it } from 'vitest';
import { formatMessageTime } from '@/lib/format';
import { countBadgeText as smsBadgeText } from '@/components/ui/CountButton';
import { canSendSms, whatsappLink } from './lib';

describe('SMS dialogs', () => {
  it('shows 9+ above 9 unread', () => {
    expect(smsBadgeText(1)).toBe('1');
    expect(smsBadgeText(9)).toBe('9');
    expect(smsBadgeText(10)).toBe('9+');
  });

  it('allows Send only for a trimmed non-empty text of at most 160 characters, with a recipient, nothing pending', () => {
    expect(canSendSms('hola', '+17875550100', false)).toBe(true);
    expect(canSendSms('   ', '+17875550100', false)).toBe(false);
    expect(canSendSms('x'.repeat(160), '+17875550100', false)).toBe(true);
    expect(canSendSms('x'.repeat(161), '+17875550100', false)).toBe(false);
    expect(canSendSms(`  ${'x'.repeat(160)}  `, '+17875550100', false)).toBe(true);
    expect(canSendSms('hola', '', false)).toBe(false);
    expect(canSendSms('hola', null, false)).toBe(false);
    expect(canSendSms('hola', '+17875550100', true)).toBe(false);
  });

  it('links WhatsApp-enabled numbers to https://wa.me/<digits> (10 digits are +1)', () => {
    expect(whatsappLink('+1 (787) 555-0100')).toBe('https://wa.me/17875550100');
    expect(whatsappLink('(787) 555-0100')).toBe('https://wa.me/17875550100');
    expect(whatsappLink('+52 55 1234 5678')).toBe('https://wa.me/525512345678');
    expect(whatsappLink('12')).toBeNull();
    expect(whatsappLink(null)).toBeNull();
  });

  it('labels message times: today HH:mm, yesterday, weekday under 7 days, else month and day', () => {
    const now = new Date(2026, 10, 24, 15, 0);
    expect(formatMessageTime(new Date(2026, 10, 24, 9, 5), 'en', 'Yesterday', now)).toMatch(/09:05|9:05/);
    expect(formatMessageTime(new Date(2026, 10, 23, 9, 5), 'es', 'Ayer', now)).toMatch(/^Ayer /);
    expect(formatMessageTime(new Date(2026, 10, 20, 9, 5), 'en', 'Yesterday', now)).toMatch(/^Friday /);
    expect(formatMessageTime(new Date(2026, 9, 1, 9, 5), 'en', 'Yesterday', now)).toMatch(/^Oct 1/);
  });
});
