// The words of a notification the server sends (SMS, e-mail, digest): phone numbers written for people (issue 29:
// "SMS de +17875551021" → "SMS de (787) 555-1021"), in the company's country.
import { describe, expect, it } from 'vitest';
import { notificationText } from './texts';

describe('notificationText', () => {
  it('writes a Puerto Rico number as (787) 555-1021 in both languages', () => {
    expect(notificationText('es', 'sms.received', { phone: '+17875551021', text: 'Hola' })).toEqual({
      title: 'SMS de (787) 555-1021',
      message: 'Hola',
    });
    expect(notificationText('en', 'sms.received', { phone: '+17875551021', text: 'Hi' }, 'PR').title).toBe('SMS from (787) 555-1021');
  });

  it("writes a number of the company's country nationally and any other internationally", () => {
    expect(notificationText('es', 'sms.received', { phone: '+525512345678', text: 'x' }, 'MX').title).toBe('SMS de 55 1234 5678');
    expect(notificationText('es', 'sms.received', { phone: '+525512345678', text: 'x' }, 'PR').title).toBe('SMS de +52 55 1234 5678');
  });

  it('leaves what is not a phone number as it is', () => {
    expect(notificationText('es', 'sms.received', { phone: 'Desconocido', text: '+17875551021' })).toEqual({
      title: 'SMS de Desconocido',
      message: '+17875551021',
    });
  });

  it('counts unusable face photos with plurals, never "foto(s)"', () => {
    const params = (count: number) => ({ guard: 'Luis Rivera', count, photos: 'a.jpg' });
    expect(notificationText('es', 'face.photosUnusable', params(1)).message).toBe(
      '1 foto facial de Luis Rivera no sirve para el registro de asistencia (sin rostro o con varios): a.jpg.',
    );
    expect(notificationText('es', 'face.photosUnusable', params(2)).message).toMatch(/^2 fotos faciales de Luis Rivera no sirven/);
    expect(notificationText('en', 'face.photosUnusable', params(1)).message).toMatch(/^1 face photo of Luis Rivera cannot/);
  });
});
