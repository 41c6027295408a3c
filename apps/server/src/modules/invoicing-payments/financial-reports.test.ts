// Financial reports (issue 30): revenue by customer / post / month (a credit note subtracted, void and drafts left out),
// a post's gross margin = billed − pay − employer burden (a 20 % burden), worked hours not billed (0 once invoiced),
// DSO by its formula, the CSV files, and who may read them (a guard never; another company never sees A's figures).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendanceRecords, invoices, invoicingSettings, postPayRates, rosters } from '../../db/schema';
import { buildTestApp, type TTestApp } from '../../../test/app';
import { clientFor, createCustomerCompany, createGuard, createPost, createTwoTenantWorld, signIn } from '../../../test/factories';

let t: TTestApp;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
let admin: ReturnType<typeof clientFor>;
let adminB: ReturnType<typeof clientFor>;
let guardClient: ReturnType<typeof clientFor>;
let plaza: { id: string };
let condado: { id: string };
let p1: { id: string };
let p2: { id: string };
let plazaInvoice: { id: string; lines: { id: string; postId: string; amountCents: number }[] };
let condadoDraftId: string;

const MARCH = 'from=2026-03-01&to=2026-03-31';
// Puerto Rico (UTC−4, no DST).
const at = (date: string, time: string) => new Date(`${date}T${time}:00-04:00`);
const shift = async (guardId: string, postId: string, date: string, from: string, to: string) => {
  const companyId = world.a.company.id;
  await t.database.db.insert(attendanceRecords).values([
    { companyId, guardId, postId, type: 'check_in', timestamp: at(date, from) },
    { companyId, guardId, postId, type: 'check_out', timestamp: at(date, to) },
  ]);
};
const json = async (url: string) => {
  const res = await admin.get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

beforeAll(async () => {
  t = await buildTestApp({ LOG_LEVEL: 'error' });
  const db = t.database.db;
  world = await createTwoTenantWorld(db);
  admin = clientFor(t.app, await signIn(t.app, world.a.admin));
  adminB = clientFor(t.app, await signIn(t.app, world.b.admin));
  guardClient = clientFor(t.app, await signIn(t.app, world.a.guard));
  const companyId = world.a.company.id;
  // The world's roster of A ends before the year, so A's figures are only this file's.
  await db.update(rosters).set({ effectiveFrom: '2025-01-01', effectiveTo: '2025-12-31' }).where(eq(rosters.companyId, companyId));
  plaza = await createCustomerCompany(db, { companyId, name: 'Plaza Las Américas' });
  condado = await createCustomerCompany(db, { companyId, name: 'Condado Vanderbilt' });
  p1 = await createPost(db, { companyId, customerCompanyId: plaza.id, name: 'Entrada norte', payRateCents: 900 });
  p2 = await createPost(db, { companyId, customerCompanyId: condado.id, name: 'Lobby', billRateCents: 1_800, payRateCents: 1_000 });
  // p1 pays its dated rate (12.00 + 1.00 differential), not the post's own 9.00; p2 its own 10.00.
  await db.insert(postPayRates).values({ companyId, postId: p1.id, fromDate: '2026-01-01', rateCents: 1_200, differentialCents: 100 });
  await db.insert(invoicingSettings).values({ companyId, employerBurdenBp: 2_000 });
  const card = await admin.post('/api/invoicing/rate-cards', {
    customerCompanyId: plaza.id,
    postId: p1.id,
    fromDate: '2026-01-01',
    billRateCents: 2_000,
    overtimeBilling: 'factor',
    overtimeFactor: 150,
    holidayBilling: 'none',
    minimumMinutes: 0,
    roundingMinutes: 0,
    roundingMode: 'nearest',
    paymentTermsDays: 30,
    billingCycle: 'monthly',
  });
  expect(card.statusCode, card.body).toBe(201);
  const g1 = await createGuard(db, { companyId, name: 'Ana', lastName: 'Uno', hourlyWageCents: 1_200 });
  const g2 = await createGuard(db, { companyId, name: 'Beto', lastName: 'Dos', hourlyWageCents: 1_000 });
  // g1: Monday to Friday, 8 h a day at Plaza (40 h, no overtime); g2: 4 h at Condado's lobby.
  for (const day of ['02', '03', '04', '05', '06']) await shift(g1.id, p1.id, `2026-03-${day}`, '08:00', '16:00');
  await shift(g2.id, p2.id, '2026-03-10', '09:00', '13:00');
});
afterAll(async () => {
  await t.close();
});

describe('unbilled hours and margins before invoicing', () => {
  it('lists every worked hour of the range not on an invoice, by customer and post', async () => {
    const report = await json(`/api/invoicing/reports/unbilled?${MARCH}`);
    expect(report).toMatchObject({ from: '2026-03-01', to: '2026-03-31', totalMinutes: 2_640, totalShifts: 6 });
    expect(report.rows).toEqual([
      expect.objectContaining({
        postId: p1.id,
        postName: 'Entrada norte',
        customerName: 'Plaza Las Américas',
        shifts: 5,
        minutes: 2_400,
        firstDate: '2026-03-02',
        lastDate: '2026-03-06',
        unverifiedMinutes: 0,
      }),
      expect.objectContaining({ postId: p2.id, customerCompanyId: condado.id, shifts: 1, minutes: 240, firstDate: '2026-03-10' }),
    ]);
    // Outside the range: nothing.
    expect((await json('/api/invoicing/reports/unbilled?from=2026-04-01&to=2026-04-30')).totalMinutes).toBe(0);
  });

  it('counts pay at the dated rate plus its differential and the 20 % burden; nothing billed is a loss', async () => {
    const report = await json(`/api/invoicing/reports/margins?${MARCH}`);
    expect(report.employerBurdenBp).toBe(2_000);
    const row = report.rows.find((r: { postId: string }) => r.postId === p1.id);
    // 40 h × 13.00 = 520.00; burden 104.00.
    expect(row).toMatchObject({
      billedMinutes: 0,
      billedCents: 0,
      paidMinutes: 2_400,
      payCents: 52_000,
      burdenCents: 10_400,
      marginCents: -62_400,
      marginBp: null,
      isLoss: true,
      payUnknown: false,
    });
  });
});

describe('after invoicing', () => {
  it('has no unbilled hours once each customer is invoiced (a draft counts as on an invoice)', async () => {
    const res = await admin.post('/api/invoicing/invoices/generate', {
      customerCompanyId: plaza.id,
      periodStart: '2026-03-01',
      periodEnd: '2026-03-31',
    });
    expect(res.statusCode, res.body).toBe(201);
    plazaInvoice = res.json();
    const partly = await json(`/api/invoicing/reports/unbilled?${MARCH}`);
    expect(partly.rows.map((r: { postId: string; minutes: number }) => [r.postId, r.minutes])).toEqual([[p2.id, 240]]);
    const draft = await admin.post('/api/invoicing/invoices/generate', {
      customerCompanyId: condado.id,
      periodStart: '2026-03-01',
      periodEnd: '2026-03-31',
    });
    expect(draft.statusCode, draft.body).toBe(201);
    condadoDraftId = draft.json().id;
    expect(await json(`/api/invoicing/reports/unbilled?${MARCH}`)).toMatchObject({ rows: [], totalMinutes: 0, totalShifts: 0 });
  });

  it('gives a post its margin = billed − pay − burden once its invoice is issued; a draft bills nothing yet', async () => {
    expect((await admin.post(`/api/invoicing/invoices/${plazaInvoice.id}/approve`)).statusCode).toBe(200);
    const report = await json(`/api/invoicing/reports/margins?${MARCH}`);
    const byPost = new Map(report.rows.map((r: { postId: string }) => [r.postId, r]));
    // 40 h × 20.00 = 800.00 − 520.00 − 104.00 = 176.00 (22 %).
    expect(byPost.get(p1.id)).toMatchObject({
      billedMinutes: 2_400,
      billedCents: 80_000,
      paidMinutes: 2_400,
      payCents: 52_000,
      burdenCents: 10_400,
      marginCents: 17_600,
      marginBp: 2_200,
      isLoss: false,
    });
    // Condado's invoice is a draft: 4 h paid at the post's own 10.00 + 20 %, nothing billed.
    expect(byPost.get(p2.id)).toMatchObject({
      billedCents: 0,
      payCents: 4_000,
      burdenCents: 800,
      marginCents: -4_800,
      isLoss: true,
      customerName: 'Condado Vanderbilt',
    });
    expect(report.totals).toMatchObject({
      billedCents: 80_000,
      payCents: 56_000,
      burdenCents: 11_200,
      marginCents: 12_800,
      marginBp: 1_600,
    });
    // The loss first.
    expect(report.rows[0].postId).toBe(p2.id);
  });

  it('takes a credit note off the post it credits', async () => {
    const line = plazaInvoice.lines.find((l) => l.postId === p1.id);
    const note = await admin.post(`/api/invoicing/invoices/${plazaInvoice.id}/credit-notes`, {
      reason: 'Descuento acordado',
      lines: [{ lineId: line?.id, amountCents: 10_000 }],
    });
    expect(note.statusCode, note.body).toBe(201);
    const db = t.database.db;
    // Fixed dates, whatever today is: the invoice in October, its credit note in November.
    await db.update(invoices).set({ issueDate: '2026-10-15' }).where(eq(invoices.id, plazaInvoice.id));
    await db.update(invoices).set({ issueDate: '2026-11-10' }).where(eq(invoices.id, note.json().id));
    const row = (await json(`/api/invoicing/reports/margins?${MARCH}`)).rows.find((r: { postId: string }) => r.postId === p1.id);
    // 700.00 − 520.00 − 104.00 = 76.00 → 10.86 %.
    expect(row).toMatchObject({ billedCents: 70_000, marginCents: 7_600, marginBp: 1_086 });
  });
});

describe('revenue', () => {
  const RANGE = 'from=2026-10-01&to=2026-11-30';
  beforeAll(async () => {
    // A void invoice in the range never counts.
    await t.database.db.insert(invoices).values({
      companyId: world.a.company.id,
      customerCompanyId: condado.id,
      status: 'void',
      prefix: 'F',
      number: 'F-2026-9999',
      periodStart: '2026-10-01',
      periodEnd: '2026-10-31',
      issueDate: '2026-10-20',
      language: 'es',
      currency: 'USD',
      subtotalCents: 99_999,
      totalCents: 99_999,
    });
  });

  it('by customer: invoices less credit notes by issue date; drafts and void left out', async () => {
    const report = await json(`/api/invoicing/reports/revenue?${RANGE}&groupBy=customer`);
    expect(report.rows).toEqual([
      {
        key: plaza.id,
        label: 'Plaza Las Américas',
        customerName: null,
        documents: 2,
        invoicedCents: 80_000,
        creditedCents: 10_000,
        netCents: 70_000,
        taxCents: 0,
        totalCents: 70_000,
      },
    ]);
    expect(report.totals).toEqual({ invoicedCents: 80_000, creditedCents: 10_000, netCents: 70_000, taxCents: 0, totalCents: 70_000 });
    // The draft of Condado is not revenue even over every year.
    const all = await json('/api/invoicing/reports/revenue?from=2026-01-01&to=2026-12-31');
    expect(all.rows.map((r: { key: string }) => r.key)).toEqual([plaza.id]);
    expect(condadoDraftId).toBeTruthy();
  });

  it('by post and by month', async () => {
    const posts = await json(`/api/invoicing/reports/revenue?${RANGE}&groupBy=post`);
    expect(posts.rows).toEqual([
      expect.objectContaining({
        key: p1.id,
        label: 'Entrada norte',
        customerName: 'Plaza Las Américas',
        invoicedCents: 80_000,
        creditedCents: 10_000,
        netCents: 70_000,
      }),
    ]);
    const months = await json(`/api/invoicing/reports/revenue?${RANGE}&groupBy=month`);
    expect(months.rows.map((r: { key: string; netCents: number }) => [r.key, r.netCents])).toEqual([
      ['2026-10', 80_000],
      ['2026-11', -10_000],
    ]);
    // November alone: only the credit note.
    const november = await json('/api/invoicing/reports/revenue?from=2026-11-01&to=2026-11-30');
    expect(november.totals.netCents).toBe(-10_000);
  });
});

describe('DSO', () => {
  it('is receivables at the end ÷ revenue × days', async () => {
    const pay = await admin.post('/api/invoicing/payments', {
      customerCompanyId: plaza.id,
      date: '2026-11-20',
      method: 'transfer',
      reference: 'TRX-9',
      amountCents: 30_000,
      allocations: [{ invoiceId: plazaInvoice.id, amountCents: 30_000 }],
    });
    expect(pay.statusCode, pay.body).toBe(201);
    const report = await json('/api/invoicing/reports/dso?from=2026-10-01&to=2026-11-30');
    // 800.00 − 100.00 credited − 300.00 paid = 400.00 owed; 700.00 revenue; 61 days → 34.857… → 34.9.
    expect(report).toMatchObject({ days: 61, totals: { receivablesCents: 40_000, revenueCents: 70_000, dso: 34.9 } });
    expect(report.rows).toEqual([
      { customerCompanyId: plaza.id, customerName: 'Plaza Las Américas', receivablesCents: 40_000, revenueCents: 70_000, dso: 34.9 },
    ]);
    // Before the payment and the credit note (October): 800.00 owed over 800.00 revenue × 31 days.
    expect((await json('/api/invoicing/reports/dso?from=2026-10-01&to=2026-10-31')).totals).toEqual({
      receivablesCents: 80_000,
      revenueCents: 80_000,
      dso: 31,
    });
    // No revenue: no figure.
    expect((await json('/api/invoicing/reports/dso?from=2026-12-01&to=2026-12-31')).totals).toEqual({
      receivablesCents: 40_000,
      revenueCents: 0,
      dso: null,
    });
  });
});

describe('CSV', () => {
  it('downloads each report with headers in the asked language and a totals row', async () => {
    const margins = await admin.get(`/api/invoicing/reports/margins?${MARCH}&format=csv&lang=es`);
    expect(margins.statusCode).toBe(200);
    expect(margins.headers['content-type']).toContain('text/csv');
    expect(margins.headers['content-disposition']).toContain('margins-2026-03-01-2026-03-31.csv');
    const lines = margins.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe(
      'Puesto,Cliente,Horas facturadas,Horas pagadas,Facturado,Pago,Carga patronal,Margen,Margen %,Margen nulo o negativo',
    );
    expect(lines).toContain('Lobby,Condado Vanderbilt,0,4,0,40,8,-48,,Sí');
    expect(lines).toContain('Entrada norte,Plaza Las Américas,40,40,700,520,104,76,10.86,No');
    expect(lines.at(-1)).toBe('Total,,40,44,700,560,112,28,4,No');

    const revenue = await admin.get('/api/invoicing/reports/revenue?from=2026-10-01&to=2026-11-30&groupBy=month&format=csv&lang=en');
    expect(revenue.body.replace('\uFEFF', '').trim().split('\r\n')).toEqual([
      'Month,Documents,Invoiced,Credit notes,Net revenue,Taxes,Total',
      '2026-10,1,800,0,800,0,800',
      '2026-11,1,0,100,-100,0,-100',
      'Total,2,800,100,700,0,700',
    ]);
    const unbilled = await admin.get(`/api/invoicing/reports/unbilled?${MARCH}&format=csv&lang=en`);
    expect(unbilled.body.replace('\uFEFF', '').trim().split('\r\n')).toEqual([
      'Customer,Post,Shifts,Hours,Unverified hours,First date,Last date',
      'Total,,0,0,0,,',
    ]);
    const dso = await admin.get('/api/invoicing/reports/dso?from=2026-10-01&to=2026-11-30&format=csv&lang=en');
    expect(dso.body).toContain('Plaza Las Américas,400,700,34.9');
  });
});

describe('access', () => {
  it('refuses a guard (403) and a reversed range or one over 366 days (400)', async () => {
    for (const path of ['revenue', 'margins', 'unbilled', 'dso'])
      expect((await guardClient.get(`/api/invoicing/reports/${path}?${MARCH}`)).statusCode).toBe(403);
    expect((await admin.get('/api/invoicing/reports/revenue?from=2026-03-31&to=2026-03-01')).statusCode).toBe(400);
    expect((await admin.get('/api/invoicing/reports/unbilled?from=2025-01-01&to=2026-03-01')).statusCode).toBe(400);
  });

  it("never shows another company's figures", async () => {
    const year = 'from=2026-01-01&to=2026-12-31';
    for (const path of ['revenue', 'margins', 'unbilled', 'dso']) {
      const res = await adminB.get(`/api/invoicing/reports/${path}?${year}`);
      expect(res.statusCode, res.body).toBe(200);
      // B's own world (its scheduled post) only.
      for (const row of res.json().rows) expect(row.customerCompanyId ?? world.b.customer.id).toBe(world.b.customer.id);
      expect(res.body).not.toContain(plaza.id);
      expect(res.body).not.toContain('Plaza');
    }
    const csv = await adminB.get(`/api/invoicing/reports/margins?${year}&format=csv`);
    expect(csv.body).not.toContain('Entrada norte');
  });

  it('defaults to this month', async () => {
    const report = await json('/api/invoicing/reports/revenue');
    expect(report.from).toMatch(/^\d{4}-\d{2}-01$/);
    expect(report.to.slice(0, 7)).toBe(report.from.slice(0, 7));
  });
});
