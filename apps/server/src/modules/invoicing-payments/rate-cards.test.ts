import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemLogs, taxProfiles } from '../../db/schema';
import { buildTestApp, type TTestApp } from '../../../test/app';
import {
  clientFor,
  createCompany,
  createCustomerCompany,
  createPost,
  createRoleRecord,
  createTwoTenantWorld,
  createUser,
  signIn,
} from '../../../test/factories';
import { invoicingPaymentsArea } from './invoicing-payments.area';

let t: TTestApp;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
let admin: ReturnType<typeof clientFor>;
let adminB: ReturnType<typeof clientFor>;
let customerAdmin: ReturnType<typeof clientFor>;
let guard: ReturnType<typeof clientFor>;
let taxId: string;

beforeAll(async () => {
  t = await buildTestApp({ LOG_LEVEL: 'error' });
  world = await createTwoTenantWorld(t.database.db);
  admin = clientFor(t.app, await signIn(t.app, world.a.admin));
  adminB = clientFor(t.app, await signIn(t.app, world.b.admin));
  customerAdmin = clientFor(t.app, await signIn(t.app, world.a.customerAdmin));
  guard = clientFor(t.app, await signIn(t.app, world.a.guard));
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
  expect(tax.statusCode, tax.body).toBe(201);
  taxId = tax.json().id;
});
afterAll(() => t.close());

const card = (overrides: Record<string, unknown> = {}) => ({
  customerCompanyId: world.a.customer.id,
  postId: world.a.post.id,
  fromDate: '2026-01-01',
  billRateCents: 2_250,
  overtimeBilling: 'factor',
  overtimeFactor: 150,
  holidayBilling: 'flat',
  holidayRateCents: 4_000,
  minimumMinutes: 240,
  roundingMinutes: 15,
  roundingMode: 'nearest',
  paymentTermsDays: 30,
  poNumber: 'PO-7781',
  billingCycle: 'monthly',
  taxProfileId: taxId,
  ...overrides,
});

describe('rate cards', () => {
  it('adds a version with every contract term, names its customer, post and tax, and logs it', async () => {
    const res = await admin.post('/api/invoicing/rate-cards', card());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      customerCompanyName: world.a.customer.name,
      postName: world.a.post.name,
      rank: null,
      fromDate: '2026-01-01',
      toDate: null,
      state: 'current',
      billRateCents: 2_250,
      overtimeBilling: 'factor',
      overtimeFactor: 150,
      overtimeRateCents: null,
      holidayBilling: 'flat',
      holidayFactor: null,
      holidayRateCents: 4_000,
      minimumMinutes: 240,
      roundingMinutes: 15,
      paymentTermsDays: 30,
      poNumber: 'PO-7781',
      taxProfileName: 'IVU 11.5',
      can: { update: true, delete: true },
    });
    const logs = await t.database.db
      .select()
      .from(systemLogs)
      .where(and(eq(systemLogs.entityType, 'invoicing-payments'), eq(systemLogs.entityId, res.json().id)));
    expect(logs).toHaveLength(1);
    await admin.delete(`/api/invoicing/rate-cards/${res.json().id}`);
  });

  it('dates versions: a later version ends the earlier one the day before, and each has its state against today', async () => {
    const customer = await createCustomerCompany(t.database.db, { companyId: world.a.company.id, name: 'Plaza Versiones' });
    const post = await createPost(t.database.db, { companyId: world.a.company.id, customerCompanyId: customer.id });
    const base = { customerCompanyId: customer.id, postId: post.id };
    const past = await admin.post('/api/invoicing/rate-cards', card({ ...base, fromDate: '2024-01-01', billRateCents: 1_900 }));
    const current = await admin.post('/api/invoicing/rate-cards', card({ ...base, fromDate: '2025-03-01', billRateCents: 2_100 }));
    const future = await admin.post('/api/invoicing/rate-cards', card({ ...base, fromDate: '2099-01-01', billRateCents: 2_500 }));
    expect([past.statusCode, current.statusCode, future.statusCode]).toEqual([201, 201, 201]);
    const list = (await admin.get(`/api/invoicing/rate-cards?customerCompanyId=${customer.id}`)).json();
    expect(list.total).toBe(3);
    expect(list.items.map((c: { fromDate: string; toDate: string | null; state: string }) => [c.fromDate, c.toDate, c.state])).toEqual([
      ['2099-01-01', null, 'future'],
      ['2025-03-01', '2098-12-31', 'current'],
      ['2024-01-01', '2025-02-28', 'past'],
    ]);
    const onlyCurrent = (await admin.get(`/api/invoicing/rate-cards?customerCompanyId=${customer.id}&state=current`)).json();
    expect(onlyCurrent.items.map((c: { billRateCents: number }) => c.billRateCents)).toEqual([2_100]);
    const onlyPast = (await admin.get(`/api/invoicing/rate-cards?customerCompanyId=${customer.id}&state=past`)).json();
    expect(onlyPast.items.map((c: { billRateCents: number }) => c.billRateCents)).toEqual([1_900]);
  });

  it('keeps one version per customer, post, rank and day — customer-wide cards too (409 on the date)', async () => {
    const wide = card({ postId: null, fromDate: '2026-02-01' });
    expect((await admin.post('/api/invoicing/rate-cards', wide)).statusCode).toBe(201);
    const again = await admin.post('/api/invoicing/rate-cards', wide);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'RATE_CARD_VERSION_TAKEN',
      details: { fieldErrors: { fromDate: ['invoicingPayments:validation.versionTaken'] } },
    });
    // Another rank on the same day is another card.
    expect((await admin.post('/api/invoicing/rate-cards', { ...wide, rank: 'supervisor' })).statusCode).toBe(201);
  });

  it('keeps one version when six requests add it at once: the others get the same 409 on the date, never a 500', async () => {
    const same = card({ fromDate: '2027-05-01' });
    const answers = await Promise.all(Array.from({ length: 6 }, () => admin.post('/api/invoicing/rate-cards', same)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(refused.json()).toMatchObject({
        code: 'RATE_CARD_VERSION_TAKEN',
        details: { fieldErrors: { fromDate: ['invoicingPayments:validation.versionTaken'] } },
      });
    }
  });

  it("refuses another customer's post (400) and bad terms with the field at fault, in the user's words", async () => {
    const other = await createCustomerCompany(t.database.db, { companyId: world.a.company.id });
    const wrongPost = await admin.post('/api/invoicing/rate-cards', card({ customerCompanyId: other.id }));
    expect(wrongPost.statusCode).toBe(400);
    expect(wrongPost.json().code).toBe('RATE_CARD_POST_NOT_OF_CUSTOMER');
    const bad = await admin.post(
      '/api/invoicing/rate-cards',
      card({ overtimeFactor: null, holidayRateCents: null, billRateCents: 0, roundingMinutes: 7, minimumMinutes: 1500 }),
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().details.fieldErrors).sort()).toEqual(
      ['billRateCents', 'holidayRateCents', 'minimumMinutes', 'overtimeFactor', 'roundingMinutes'].sort(),
    );
    expect(bad.json().message).not.toContain('invoicingPayments:');
  });

  it('edits a version (PUT, the whole card) and drops a factor the chosen billing does not use', async () => {
    const created = (await admin.post('/api/invoicing/rate-cards', card({ fromDate: '2026-03-01' }))).json();
    const res = await admin.put(
      `/api/invoicing/rate-cards/${created.id}`,
      card({ fromDate: '2026-03-01', overtimeBilling: 'flat', overtimeRateCents: 3_300, billRateCents: 2_400 }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ billRateCents: 2_400, overtimeBilling: 'flat', overtimeRateCents: 3_300, overtimeFactor: null });
  });

  it('warns when the post pays at or above the bill rate', async () => {
    const post = await createPost(t.database.db, { companyId: world.a.company.id, customerCompanyId: world.a.customer.id });
    expect(
      (await admin.post(`/api/posts/${post.id}/pay-rates`, { fromDate: '2025-01-01', rateCents: 1_500, differentialCents: 100 }))
        .statusCode,
    ).toBe(201);
    const loss = (await admin.post('/api/invoicing/rate-cards', card({ postId: post.id, billRateCents: 1_600 }))).json();
    expect(loss).toMatchObject({ payRateCents: 1_600, payAtOrAboveBill: true });
    const fine = (await admin.put(`/api/invoicing/rate-cards/${loss.id}`, card({ postId: post.id, billRateCents: 2_200 }))).json();
    expect(fine).toMatchObject({ payRateCents: 1_600, payAtOrAboveBill: false });
    const picker = (await admin.get(`/api/invoicing/posts?customerCompanyId=${world.a.customer.id}`)).json();
    expect(picker.items.find((p: { id: string }) => p.id === post.id)).toMatchObject({ payRateCents: 1_600 });
  });

  it('warns on the post and in the posts report: the card in force, else the customer-wide card, else the post rates', async () => {
    const customer = await createCustomerCompany(t.database.db, { companyId: world.a.company.id, name: 'Márgenes S.A.' });
    const post = await createPost(t.database.db, {
      companyId: world.a.company.id,
      customerCompanyId: customer.id,
      billRateCents: 2_000,
      payRateCents: 1_200,
    });
    const marginOf = async () => (await admin.get(`/api/posts/${post.id}`)).json().margin;
    expect(await marginOf()).toEqual({ billRateCents: 2_000, payRateCents: 1_200, payAtOrAboveBill: false });
    await admin.post(`/api/posts/${post.id}/pay-rates`, { fromDate: '2025-01-01', rateCents: 1_900, differentialCents: 150 });
    expect(await marginOf()).toEqual({ billRateCents: 2_000, payRateCents: 2_050, payAtOrAboveBill: true });
    const wide = (
      await admin.post('/api/invoicing/rate-cards', card({ customerCompanyId: customer.id, postId: null, billRateCents: 2_500 }))
    ).json();
    expect(await marginOf()).toEqual({ billRateCents: 2_500, payRateCents: 2_050, payAtOrAboveBill: false });
    // The post's own card wins over the customer's; a future version does not count yet.
    await admin.post('/api/invoicing/rate-cards', card({ customerCompanyId: customer.id, postId: post.id, billRateCents: 2_050 }));
    await admin.post(
      '/api/invoicing/rate-cards',
      card({ customerCompanyId: customer.id, postId: post.id, fromDate: '2099-01-01', billRateCents: 3_000 }),
    );
    expect(await marginOf()).toEqual({ billRateCents: 2_050, payRateCents: 2_050, payAtOrAboveBill: true });
    const report = (await admin.get(`/api/reports/posts?customerCompanyId=${customer.id}`)).json();
    expect(report.items.find((r: { postId: string }) => r.postId === post.id).margin).toMatchObject({ payAtOrAboveBill: true });
    const csv = (await admin.get(`/api/reports/posts/csv?customerCompanyId=${customer.id}&lang=en`)).body
      .replace('\uFEFF', '')
      .trim()
      .split('\r\n');
    expect(csv[0]).toContain('Billed today,Paid today,Pay at or above bill');
    expect(csv[1]).toContain('20.50,20.50,Yes');
    // Rates are internal: a customer admin's view of the post carries none.
    expect(wide.id).toBeTruthy();
    const customerView = await customerAdmin.get(`/api/posts/${world.a.post.id}`);
    expect(customerView.json().margin).toBeNull();
  });

  it('finds cards by customer or post name without accents or case', async () => {
    const customer = await createCustomerCompany(t.database.db, { companyId: world.a.company.id, name: 'Condominio Peñón del Mar' });
    await admin.post('/api/invoicing/rate-cards', card({ customerCompanyId: customer.id, postId: null }));
    const found = (await admin.get('/api/invoicing/rate-cards?search=PENON')).json();
    expect(found.items.map((c: { customerCompanyName: string }) => c.customerCompanyName)).toEqual(['Condominio Peñón del Mar']);
  });

  it("keeps each company's cards its own: another company sees none, and its ids are 404", async () => {
    const mine = (await admin.post('/api/invoicing/rate-cards', card({ fromDate: '2026-04-01' }))).json();
    const theirs = (await adminB.get('/api/invoicing/rate-cards')).json();
    expect(theirs.items.some((c: { id: string }) => c.id === mine.id)).toBe(false);
    expect((await adminB.put(`/api/invoicing/rate-cards/${mine.id}`, card())).statusCode).toBe(404);
    expect((await adminB.delete(`/api/invoicing/rate-cards/${mine.id}`)).statusCode).toBe(404);
    // B naming A's customer, or A's tax profile on B's own customer.
    expect((await adminB.post('/api/invoicing/rate-cards', card())).statusCode).toBe(404);
    const bCard = card({ customerCompanyId: world.b.customer.id, postId: world.b.post.id });
    expect((await adminB.post('/api/invoicing/rate-cards', bCard)).statusCode).toBe(404);
    expect((await adminB.post('/api/invoicing/rate-cards', { ...bCard, taxProfileId: null })).statusCode).toBe(201);
  });

  it('keeps a contract: a post or a customer with rate cards is not deleted (409), the card stays', async () => {
    const customer = await createCustomerCompany(t.database.db, { companyId: world.a.company.id, name: 'Contrato Vigente' });
    const post = await createPost(t.database.db, { companyId: world.a.company.id, customerCompanyId: customer.id });
    const kept = (await admin.post('/api/invoicing/rate-cards', card({ customerCompanyId: customer.id, postId: post.id }))).json();
    expect((await admin.delete(`/api/posts/${post.id}`)).statusCode).toBe(409);
    expect((await admin.delete(`/api/customer-companies/${customer.id}`)).statusCode).toBe(409);
    expect(
      (await admin.get(`/api/invoicing/rate-cards?customerCompanyId=${customer.id}`)).json().items.map((c: { id: string }) => c.id),
    ).toEqual([kept.id]);
  });

  it('shows rates only from the sources the viewer may read: no payroll pay rate without payroll, no card without invoicing', async () => {
    const post = await createPost(t.database.db, {
      companyId: world.a.company.id,
      customerCompanyId: world.a.customer.id,
      billRateCents: 2_000,
      payRateCents: 1_000,
    });
    await admin.post(`/api/posts/${post.id}/pay-rates`, { fromDate: '2025-01-01', rateCents: 1_900 });
    await admin.post('/api/invoicing/rate-cards', card({ postId: post.id, billRateCents: 1_800 }));
    const role = await createRoleRecord(t.database.db, {
      companyId: world.a.company.id,
      name: 'Solo puestos',
      permissions: { view: ['posts'], edit: ['posts'] },
    });
    const clerk = await createUser(t.database.db, { companyId: world.a.company.id, role: 'security_company_admin', roleRecordId: role.id });
    const clerkClient = clientFor(t.app, await signIn(t.app, clerk));
    // The post's own rates only: 1,000 paid against 2,000 billed, no warning.
    expect((await clerkClient.get(`/api/posts/${post.id}`)).json().margin).toEqual({
      billRateCents: 2_000,
      payRateCents: 1_000,
      payAtOrAboveBill: false,
    });
    expect((await admin.get(`/api/posts/${post.id}`)).json().margin).toEqual({
      billRateCents: 1_800,
      payRateCents: 1_900,
      payAtOrAboveBill: true,
    });
    const billing = await createRoleRecord(t.database.db, {
      companyId: world.a.company.id,
      name: 'Solo facturación',
      permissions: { view: ['invoicing-payments'] },
    });
    const biller = await createUser(t.database.db, {
      companyId: world.a.company.id,
      role: 'security_company_admin',
      roleRecordId: billing.id,
    });
    const billerClient = clientFor(t.app, await signIn(t.app, biller));
    const cards = (await billerClient.get(`/api/invoicing/rate-cards?postId=${post.id}`)).json();
    expect(cards.items[0]).toMatchObject({ billRateCents: 1_800, payRateCents: null, payAtOrAboveBill: false });
    const customers = (await billerClient.get('/api/invoicing/customers')).json();
    expect(customers.items.map((c: { id: string }) => c.id)).toContain(world.a.customer.id);
  });

  it('refuses guards and customer company admins (403)', async () => {
    for (const client of [guard, customerAdmin]) {
      expect((await client.get('/api/invoicing/rate-cards')).statusCode).toBe(403);
      expect((await client.post('/api/invoicing/rate-cards', card())).statusCode).toBe(403);
      expect((await client.get('/api/invoicing/tax-profiles')).statusCode).toBe(403);
    }
  });
});

describe('tax profiles', () => {
  it('lists rates oldest first with the rate in force today; refuses a taken name and deleting one in use', async () => {
    const list = (await admin.get('/api/invoicing/tax-profiles')).json();
    expect(list.items.find((p: { id: string }) => p.id === taxId)).toMatchObject({ rateTodayMilliPercent: 11_500, can: { delete: false } });
    expect(
      (
        await admin.post('/api/invoicing/tax-profiles', {
          name: 'ivu 11.5',
          kind: 'pr_ivu',
          rates: [{ fromDate: '2020-01-01', components: [{ label: 'IVU', rateMilliPercent: 1 }] }],
        })
      ).json(),
    ).toMatchObject({
      code: 'TAX_PROFILE_NAME_TAKEN',
    });
    const inUse = await admin.delete(`/api/invoicing/tax-profiles/${taxId}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json()).toMatchObject({ code: 'TAX_PROFILE_IN_USE' });
  });

  it('dates a state rate change (Washington from 1 Oct 2025) and requires a certificate of an exempt customer', async () => {
    const wa = await admin.post('/api/invoicing/tax-profiles', {
      name: 'Washington (Seattle)',
      kind: 'us_sales',
      jurisdiction: 'WA',
      rates: [
        { fromDate: '2025-10-01', components: [{ label: 'WA state + Seattle', rateMilliPercent: 10_350 }] },
        { fromDate: '2099-01-01', components: [{ label: 'WA state + Seattle', rateMilliPercent: 10_550 }] },
      ],
    });
    expect(wa.statusCode).toBe(201);
    // A US state's profile rounds on the invoice's total with its components as one rate (Texas: rules/invoice-tax.ts).
    expect(wa.json()).toMatchObject({ rateTodayMilliPercent: 10_350, rounding: 'per_invoice', componentRounding: 'combined' });
    const perLine = await admin.put(`/api/invoicing/tax-profiles/${wa.json().id}`, {
      name: 'Washington (Seattle)',
      kind: 'us_sales',
      rates: [{ fromDate: '2025-10-01', components: [{ label: 'WA', rateMilliPercent: 10_350 }] }],
      rounding: 'per_line',
    });
    expect(perLine.json()).toMatchObject({ rounding: 'per_line', componentRounding: 'combined' });
    const exempt = await admin.post('/api/invoicing/tax-profiles', { name: 'Exento', kind: 'exempt' });
    expect(exempt.statusCode).toBe(400);
    expect(Object.keys(exempt.json().details.fieldErrors)).toEqual(['exemptionCertificate']);
    const ok = await admin.post('/api/invoicing/tax-profiles', { name: 'Exento', kind: 'exempt', exemptionCertificate: 'EX-2026-114' });
    expect(ok.json()).toMatchObject({ rateTodayMilliPercent: 0, rates: [] });
    const renamed = await admin.put(`/api/invoicing/tax-profiles/${ok.json().id}`, {
      name: 'Exento municipal',
      kind: 'exempt',
      exemptionCertificate: 'EX-2026-114',
    });
    expect(renamed.json()).toMatchObject({ name: 'Exento municipal' });
    expect((await admin.delete(`/api/invoicing/tax-profiles/${ok.json().id}`)).statusCode).toBe(204);
    expect((await adminB.delete(`/api/invoicing/tax-profiles/${wa.json().id}`)).statusCode).toBe(404);
  });

  it("gives a new company its country's profiles: Puerto Rico's IVU, Mexico's IVA and the dated border rate", async () => {
    const pr = await createCompany(t.database.db, {
      address: { street: '', city: 'San Juan', state: 'PR', zipCode: '00901', country: 'PR' },
    });
    const mx = await createCompany(t.database.db, {
      address: { street: '', city: 'Tijuana', state: 'BC', zipCode: '22000', country: 'MX' },
    });
    const us = await createCompany(t.database.db, {
      address: { street: '', city: 'Austin', state: 'TX', zipCode: '73301', country: 'US' },
    });
    for (const [company, language] of [
      [pr, 'es'],
      [mx, 'es'],
      [us, 'en'],
    ] as const) {
      await t.database.db.transaction((tx) =>
        invoicingPaymentsArea.onCompanyCreated({ tx, companyId: company.id, language, roleGrants: [] }),
      );
    }
    const of = (companyId: string) => t.database.db.select().from(taxProfiles).where(eq(taxProfiles.companyId, companyId));
    const prProfiles = await of(pr.id);
    expect(prProfiles.map((p) => [p.kind, p.rates.at(-1)?.components.map((c) => c.rateMilliPercent)])).toEqual([
      ['pr_ivu', [10_500, 1_000]],
    ]);
    expect(prProfiles[0]).toMatchObject({ rounding: 'per_invoice', componentRounding: 'each' });
    const mxProfiles = await of(mx.id);
    expect(mxProfiles.map((p) => p.rounding)).toEqual(['per_line', 'per_line']);
    expect(mxProfiles.map((p) => p.rates.map((r) => [r.fromDate, r.components[0].rateMilliPercent])).sort()).toEqual(
      [
        [['2010-01-01', 16_000]],
        [
          ['2019-01-01', 8_000],
          ['2026-01-01', 16_000],
        ],
      ].sort(),
    );
    expect(await of(us.id)).toEqual([]);
  });
});
