// Recurring charges (issue 30): an RFC 5545 rule's occurrences billed once each — on the cycle's invoice ('cycle') or
// as a draft of their own on the day ('alone', the daily job); the next dates shown; a voided invoice frees its
// occurrences; the invoicing settings' prefixes number the invoices; tenants and roles apart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../../test/app';
import { clientFor, createCustomerCompany, createPost, createTwoTenantWorld, signIn } from '../../../test/factories';
import { runRecurringCharges } from './recurring-charges.billing';

let t: TTestApp;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
let admin: ReturnType<typeof clientFor>;
let adminB: ReturnType<typeof clientFor>;
let guardClient: ReturnType<typeof clientFor>;
let customerAdmin: ReturnType<typeof clientFor>;
let mall: { id: string; name: string };
let post: { id: string };
let taxId: string;

const charge = (over: Record<string, unknown> = {}) => ({
  customerCompanyId: mall.id,
  postId: post.id,
  description: 'Patrullaje',
  amountCents: 50_000,
  taxProfileId: taxId,
  frequency: 'monthly',
  interval: 1,
  startDate: '2026-01-01',
  billing: 'cycle',
  ...over,
});

beforeAll(async () => {
  t = await buildTestApp({ LOG_LEVEL: 'error' });
  const db = t.database.db;
  world = await createTwoTenantWorld(db);
  admin = clientFor(t.app, await signIn(t.app, world.a.admin));
  adminB = clientFor(t.app, await signIn(t.app, world.b.admin));
  guardClient = clientFor(t.app, await signIn(t.app, world.a.guard));
  customerAdmin = clientFor(t.app, await signIn(t.app, world.a.customerAdmin));
  mall = await createCustomerCompany(db, { companyId: world.a.company.id, name: 'Mall del Sur', billing: { paymentTermsDays: 15 } });
  post = await createPost(db, { companyId: world.a.company.id, customerCompanyId: mall.id, name: 'Garita' });
  const tax = await admin.post('/api/invoicing/tax-profiles', {
    name: 'IVU 11.5',
    kind: 'pr_ivu',
    rates: [
      {
        fromDate: '2020-01-01',
        components: [
          { label: 'IVU estatal', rateMilliPercent: 10_500 },
          { label: 'IVU municipal', rateMilliPercent: 1_000 },
        ],
      },
    ],
  });
  taxId = tax.json().id;
});

afterAll(async () => {
  await t?.close();
});

describe('recurring charges', () => {
  it('validates the rule: weekly needs weekdays, the end is not before the start, the amount is positive', async () => {
    const res = await admin.post(
      '/api/invoicing/recurring-charges',
      charge({ frequency: 'weekly', daysOfWeek: [], endDate: '2025-12-01', amountCents: 0 }),
    );
    expect(res.statusCode).toBe(400);
    const fields = res.json().details.fieldErrors;
    expect(Object.keys(fields).sort()).toEqual(['amountCents', 'daysOfWeek', 'endDate']);
    expect((await admin.get('/api/invoicing/recurring-charges')).json().total).toBe(0);
  });

  it('bills a monthly charge once per month on the cycle invoice, taxed by its profile, never twice', async () => {
    const created = await admin.post('/api/invoicing/recurring-charges', charge());
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      customerCompanyName: 'Mall del Sur',
      postName: 'Garita',
      frequency: 'monthly',
      lastBilledDate: null,
    });
    expect(created.json().nextDates).toHaveLength(3);
    expect(created.json().nextDates.every((d: string) => d.endsWith('-01'))).toBe(true);
    const march = await admin.post('/api/invoicing/invoices/generate', {
      customerCompanyId: mall.id,
      periodStart: '2026-03-01',
      periodEnd: '2026-03-31',
    });
    expect(march.statusCode).toBe(201);
    const fixed = march.json().lines.filter((l: { kind: string }) => l.kind === 'fixed');
    expect(fixed).toHaveLength(1);
    expect(fixed[0]).toMatchObject({ description: 'Patrullaje (01/03/2026)', amountCents: 50_000, postId: post.id });
    // IVU 11.5 % of 500.00 = 57.50.
    expect(march.json()).toMatchObject({ subtotalCents: 50_000, taxCents: 5_750, totalCents: 55_750 });
    // Regenerating the same period replaces the draft: still one line. Two months around March bill Feb and Apr only.
    const again = await admin.post('/api/invoicing/invoices/generate', {
      customerCompanyId: mall.id,
      periodStart: '2026-03-01',
      periodEnd: '2026-03-31',
    });
    expect(again.json().lines.filter((l: { kind: string }) => l.kind === 'fixed')).toHaveLength(1);
    expect((await admin.post(`/api/invoicing/invoices/${again.json().id}/approve`)).statusCode).toBe(200);
    const quarter = await admin.post('/api/invoicing/invoices/generate', {
      customerCompanyId: mall.id,
      periodStart: '2026-02-01',
      periodEnd: '2026-04-01',
    });
    expect(quarter.json().lines.map((l: { description: string }) => l.description)).toEqual([
      'Patrullaje (01/02/2026)',
      'Patrullaje (01/04/2026)',
    ]);
    await admin.delete(`/api/invoicing/invoices/${quarter.json().id}`);
    const listed = (await admin.get(`/api/invoicing/recurring-charges?customerCompanyId=${mall.id}`)).json();
    expect(listed.items[0].lastBilledDate).toBe('2026-03-01');
    // Voiding March frees its occurrence: the next March draft bills it again.
    expect((await admin.post(`/api/invoicing/invoices/${again.json().id}/void`, { reason: 'Error de tarifa' })).statusCode).toBe(200);
    const rebill = await admin.post('/api/invoicing/invoices/generate', {
      customerCompanyId: mall.id,
      periodStart: '2026-03-01',
      periodEnd: '2026-03-31',
    });
    expect(rebill.json().lines).toHaveLength(1);
    await admin.delete(`/api/invoicing/invoices/${rebill.json().id}`);
    expect((await admin.get(`/api/invoicing/invoices?customerCompanyId=${mall.id}&status=draft`)).json().total).toBe(0);
    await admin.delete(`/api/invoicing/recurring-charges/${created.json().id}`);
  });

  it('every two weeks on Monday: the RFC 5545 dates, and an end date stops it', async () => {
    const res = await admin.post(
      '/api/invoicing/recurring-charges',
      charge({
        description: 'CCTV',
        amountCents: 12_345,
        frequency: 'weekly',
        interval: 2,
        daysOfWeek: [1],
        startDate: '2026-03-02',
        endDate: '2026-03-31',
        taxProfileId: null,
      }),
    );
    expect(res.statusCode).toBe(201);
    const draft = await admin.post('/api/invoicing/invoices/generate', {
      customerCompanyId: mall.id,
      periodStart: '2026-03-01',
      periodEnd: '2026-04-29',
    });
    expect(draft.json().lines.map((l: { description: string }) => l.description)).toEqual([
      'CCTV (02/03/2026)',
      'CCTV (16/03/2026)',
      'CCTV (30/03/2026)',
    ]);
    expect(draft.json()).toMatchObject({ subtotalCents: 37_035, taxCents: 0 });
    await admin.delete(`/api/invoicing/invoices/${draft.json().id}`);
    // Stopped: not billed, and listed only with the stopped ones.
    const stopped = await admin.put(`/api/invoicing/recurring-charges/${res.json().id}`, {
      ...charge({
        description: 'CCTV',
        amountCents: 12_345,
        frequency: 'weekly',
        interval: 2,
        daysOfWeek: [1],
        startDate: '2026-03-02',
        endDate: '2026-03-31',
        taxProfileId: null,
      }),
      isActive: false,
    });
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json().nextDates).toEqual([]);
    expect(
      (
        await admin.post('/api/invoicing/invoices/generate', {
          customerCompanyId: mall.id,
          periodStart: '2026-03-01',
          periodEnd: '2026-04-29',
        })
      ).statusCode,
    ).toBe(409);
    expect((await admin.get('/api/invoicing/recurring-charges')).json().total).toBe(0);
    expect((await admin.get('/api/invoicing/recurring-charges?includeInactive=true')).json().total).toBe(1);
    await admin.delete(`/api/invoicing/recurring-charges/${res.json().id}`);
  });

  it('a charge billed alone: the daily job makes one draft per date, once, numbered with the settings prefix on approval', async () => {
    const settings = await admin.put('/api/invoicing/settings', { invoicePrefix: 'FAC', creditNotePrefix: 'NCR', employerBurdenBp: 2_000 });
    expect(settings.statusCode).toBe(200);
    expect(settings.json()).toMatchObject({ invoicePrefix: 'FAC', employerBurdenBp: 2_000, cfdiProductCode: '92121504', cfdiIssuer: null });
    const res = await admin.post(
      '/api/invoicing/recurring-charges',
      charge({ description: 'Monitoreo', amountCents: 20_000, startDate: '2026-05-15', billing: 'alone' }),
    );
    // The job on 16 June (Puerto Rico) issues 15 May and 15 June; a second run issues nothing.
    expect(await runRecurringCharges(t.database.db, new Date('2026-06-16T12:00:00Z'))).toBe(2);
    expect(await runRecurringCharges(t.database.db, new Date('2026-06-16T13:00:00Z'))).toBe(0);
    const drafts = (await admin.get(`/api/invoicing/invoices?customerCompanyId=${mall.id}&status=draft`)).json().items;
    expect(drafts.map((d: { periodStart: string }) => d.periodStart).sort()).toEqual(['2026-05-15', '2026-06-15']);
    const june = drafts.find((d: { periodStart: string }) => d.periodStart === '2026-06-15');
    expect(june).toMatchObject({ totalCents: 22_300, periodEnd: '2026-06-15' });
    const approved = await admin.post(`/api/invoicing/invoices/${june.id}/approve`);
    expect(approved.json().number).toMatch(/^FAC-\d{4}-\d{4}$/);
    // The route does what the job does, up to a day: July's occurrence.
    const issued = await admin.post('/api/invoicing/recurring-charges/issue', { upTo: '2026-07-15' });
    expect(issued.json().generated).toBe(1);
    await admin.delete(`/api/invoicing/recurring-charges/${res.json().id}`);
  });

  it('keeps tenants and roles apart', async () => {
    const res = await admin.post('/api/invoicing/recurring-charges', charge({ description: 'Ronda' }));
    const id = res.json().id;
    expect((await adminB.get(`/api/invoicing/recurring-charges`)).json().total).toBe(0);
    expect(
      (
        await adminB.put(
          `/api/invoicing/recurring-charges/${id}`,
          charge({ customerCompanyId: world.b.customer.id, postId: null, taxProfileId: null }),
        )
      ).statusCode,
    ).toBe(404);
    expect((await adminB.delete(`/api/invoicing/recurring-charges/${id}`)).statusCode).toBe(404);
    // Another company's customer is not found.
    expect((await adminB.post('/api/invoicing/recurring-charges', charge({ postId: null, taxProfileId: null }))).statusCode).toBe(404);
    expect((await adminB.get('/api/invoicing/settings')).json().invoicePrefix).toBe('F');
    for (const client of [guardClient, customerAdmin]) {
      expect((await client.get('/api/invoicing/recurring-charges')).statusCode).toBe(403);
      expect((await client.get('/api/invoicing/settings')).statusCode).toBe(403);
      expect((await client.put('/api/invoicing/settings', {})).statusCode).toBe(403);
    }
  });

  it('refuses bad settings with field errors and keeps the old ones', async () => {
    const res = await admin.put('/api/invoicing/settings', {
      invoicePrefix: 'f-1',
      employerBurdenBp: 20_000,
      cfdiIssuer: { rfc: 'XYZ', name: 'X', taxRegime: '999', postalCode: '1' },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().details.fieldErrors).sort()).toEqual(
      [
        'cfdiIssuer.certificateNumber',
        'cfdiIssuer.postalCode',
        'cfdiIssuer.rfc',
        'cfdiIssuer.taxRegime',
        'employerBurdenBp',
        'invoicePrefix',
      ].sort(),
    );
    expect((await admin.get('/api/invoicing/settings')).json().invoicePrefix).toBe('FAC');
  });
});
