// The header badge text, a notification's text in each language (dates as the reader writes them), and the template
// checks the e-mail templates page shares with the server.
import { NOTIFICATION_KINDS } from '@centinela/shared/contracts/notifications';
import { renderTemplate, templateProblem } from '@centinela/shared/contracts/email-templates';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import EN from '@/i18n/locales/en/notifications.json';
import ES from '@/i18n/locales/es/notifications.json';
import { countBadgeText as badgeText } from '@/components/ui/CountButton';
import { translateExternal } from '@/i18n/keys';
import { notificationMessage, notificationTitle } from './components/notificationText';

const i18n = i18next.createInstance();
await i18n.init({
  resources: { es: { notifications: ES }, en: { notifications: EN } },
  lng: 'es',
  ns: ['notifications'],
  interpolation: { escapeValue: false },
});

describe('badge', () => {
  it('shows the count, 9+ above 9', () => {
    expect(badgeText(1)).toBe('1');
    expect(badgeText(9)).toBe('9');
    expect(badgeText(10)).toBe('9+');
  });
});

describe('notification text', () => {
  const n = { kind: 'document.expiring', params: { document: 'Licencia', guard: 'Luis Rivera', expiryDate: '2026-12-03', days: 10 } };
  it('renders the kind in the reader’s language with dates in their format', () => {
    expect(notificationTitle(n, 'es')).toBe('Documento por vencer: Licencia');
    expect(notificationMessage(n, 'es')).toBe('Licencia de Luis Rivera vence el 03/12/2026 (en 10 días).');
    expect(notificationMessage(n, 'en')).toBe('Licencia of Luis Rivera expires on 12/03/2026 (in 10 days).');
  });

  it('writes the phone number of an SMS as (787) 555-1021 (issue 29), in both languages', () => {
    const sms = { kind: 'sms.received', params: { phone: '+17875551021', text: 'Hola' } };
    expect(notificationTitle(sms, 'es')).toBe('SMS de (787) 555-1021');
    expect(notificationTitle(sms, 'en')).toBe('SMS from (787) 555-1021');
  });

  it('says one shift or several in each language (plural forms by count)', () => {
    const removed = (count: number) => ({
      kind: 'shift.unassigned',
      params: { count, roster: 'Vestíbulo (Noche)', shifts: 'lun 18:00–06:00' },
    });
    expect(notificationMessage(removed(1), 'es')).toBe('Se le retiró de 1 turno de Vestíbulo (Noche): lun 18:00–06:00.');
    expect(notificationMessage(removed(3), 'es')).toBe('Se le retiró de 3 turnos de Vestíbulo (Noche): lun 18:00–06:00.');
    expect(notificationMessage(removed(1), 'en')).toBe('You were removed from 1 shift of Vestíbulo (Noche): lun 18:00–06:00.');
  });

  it('every kind has a title and a message in both languages', () => {
    for (const kind of NOTIFICATION_KINDS) {
      for (const lng of ['es', 'en']) {
        const path = `kinds.${kind}`;
        expect(i18n.exists(`notifications:${path}.title`, { lng }), `${lng} ${kind}`).toBe(true);
        // A message may have plural forms (message_one / message_other): asked for with a count, either form resolves.
        expect(i18n.exists(`notifications:${path}.message`, { lng, count: 2 }), `${lng} ${kind}`).toBe(true);
        expect(translateExternal(`notifications:${path}.title`, { lng })).not.toBe('');
      }
    }
  });
});

describe('template checks', () => {
  it('names unknown variables and unbalanced braces', () => {
    expect(templateProblem('Hola {{recipientName}}', ['recipientName'])).toBeNull();
    expect(templateProblem('Hola {{ nombre }}', ['recipientName'])).toEqual({ code: 'UNKNOWN_VARIABLE', name: 'nombre' });
    expect(templateProblem('Hola {{recipientName}', ['recipientName'])?.code).toBe('UNBALANCED_BRACES');
    expect(templateProblem('Hola recipientName}}', ['recipientName'])?.code).toBe('UNBALANCED_BRACES');
    expect(templateProblem('Hola {recipientName}', ['recipientName'])?.code).toBe('UNBALANCED_BRACES');
    expect(renderTemplate('{{a}} y {{ b }}', { a: 1, b: 'x' })).toBe('1 y x');
  });
});
