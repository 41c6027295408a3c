// Phones typed without "+" are read in the company's country (decision 0024): a Mexican company's numbers are never +1.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../../test/app';
import { clientFor, createTwoTenantWorld, signIn } from '../../../test/factories';
import { companies } from '../../db/schema';
import { companyPhoneCountry } from './company-phone';

let t: TTestApp;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
/** Company A: Puerto Rico (the factories' time zone, no address). Company B: Mexico (address country MX). */
let adminPr: ReturnType<typeof clientFor>;
let adminMx: ReturnType<typeof clientFor>;

beforeAll(async () => {
  t = await buildTestApp();
  world = await createTwoTenantWorld(t.database.db);
  await t.database.db
    .update(companies)
    .set({ address: { city: 'Ciudad de México', country: 'MX' }, timeZone: 'America/Mexico_City' })
    .where(eq(companies.id, world.b.company.id));
  adminPr = clientFor(t.app, await signIn(t.app, world.a.admin));
  adminMx = clientFor(t.app, await signIn(t.app, world.b.admin));
});
afterAll(() => t.close());

describe('the company’s country for phones', () => {
  it('is the address country, else the time zone’s', async () => {
    expect(await companyPhoneCountry(t.database.db, world.a.company.id)).toBe('PR');
    expect(await companyPhoneCountry(t.database.db, world.b.company.id)).toBe('MX');
  });
});

describe('company phone', () => {
  it('reads a Puerto Rico number in a Puerto Rico company and a Mexican one in a Mexican company', async () => {
    const pr = await adminPr.put(`/api/companies/${world.a.company.id}`, { phone: '787-555-0101' });
    expect(pr.statusCode).toBe(200);
    expect(pr.json().phone).toBe('+17875550101');
    const mx = await adminMx.put(`/api/companies/${world.b.company.id}`, { phone: '55 1234 5678' });
    expect(mx.statusCode).toBe(200);
    expect(mx.json().phone).toBe('+525512345678');
  });

  it('keeps a number of another country that the form sends back unchanged; a new one is read in the country', async () => {
    const set = await adminMx.put(`/api/companies/${world.b.company.id}`, { phone: '+1 787 555 0100' });
    expect(set.json().phone).toBe('+17875550100');
    // The form shows it as formatPhone does, '(787) 555-0100', and sends that back with another change.
    const again = await adminMx.put(`/api/companies/${world.b.company.id}`, { phone: '(787) 555-0100', legalName: 'Seguridad SA' });
    expect(again.json().phone).toBe('+17875550100');
    const typed = await adminMx.put(`/api/companies/${world.b.company.id}`, { phone: '(33) 1234-5678' });
    expect(typed.json().phone).toBe('+523312345678');
  });

  it('reads the phone by the country the same change gives the company', async () => {
    const moved = await adminPr.put(`/api/companies/${world.a.company.id}`, {
      address: { country: 'MX' },
      timeZone: 'America/Mexico_City',
      phone: '55 8765 4321',
    });
    expect(moved.json().phone).toBe('+525587654321');
    await t.database.db
      .update(companies)
      .set({ address: null, timeZone: 'America/Puerto_Rico' })
      .where(eq(companies.id, world.a.company.id));
  });
});

describe('other phones of the company', () => {
  it('customer companies, the SMS line, SMS messages and the emergency directory use the company’s country', async () => {
    const customer = await adminMx.post('/api/customer-companies', { name: `Plaza Reforma ${Date.now()}`, phone: '55 1111 2222' });
    expect(customer.statusCode).toBe(201);
    expect(customer.json().phone).toBe('+525511112222');

    const twilio = await adminMx.put('/api/integrations/twilio', { accountSid: '', messagingNumber: '55 3333 4444' });
    expect(twilio.statusCode).toBe(200);
    expect(twilio.json().messagingNumber).toBe('+525533334444');

    const sms = await adminMx.post('/api/sms/send', { phoneNumber: '55 1234 5678', message: 'Turno confirmado' });
    expect(sms.statusCode).toBe(201);
    expect(sms.json().recipientPhone).toBe('+525512345678');
    const thread = await adminMx.get(`/api/sms/conversation/${encodeURIComponent('55 1234 5678')}`);
    expect(thread.json().messages.map((m: { id: string }) => m.id)).toContain(sms.json().id);

    const contact = await adminMx.post('/api/emergency-contacts', { kind: 'police', name: 'Policía', phones: ['911', '55 5555 0000'] });
    expect(contact.statusCode).toBe(201);
    expect(contact.json().phones).toEqual(['911', '+525555550000']);

    const prSms = await adminPr.post('/api/sms/send', { phoneNumber: '787-555-0101', message: 'Hola' });
    expect(prSms.json().recipientPhone).toBe('+17875550101');
  });
});
