// Invoices (issue 30): generated from the time payroll classifies (overtime billed as the engine paid it), priced by the
// card in force, rounded and topped up per shift, split at midnight at the period's edge, taxed by the card's profile;
// approved with gapless numbers (50 at once), credited without touching the original, voided with a reason, e-mailed
// with the PDF to a real SMTP server on loopback; tenants and roles apart.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendanceRecords, invoices } from '../../db/schema';
import { pdfText } from '../../platform/documents/pdf-text';
import { buildTestApp, type TTestApp } from '../../../test/app';
import {
  clientFor,
  createCustomerCompany,
  createGuard,
  createPost,
  createRoster,
  createTwoTenantWorld,
  signIn,
} from '../../../test/factories';
import { startSmtpCapture, type TSmtpCapture } from '../../../test/smtp-capture';
import { calculateRun } from '../payroll/payroll-runs.calculate';
import { deliverInvoiceEmail } from './invoices.documents';

let t: TTestApp;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
let admin: ReturnType<typeof clientFor>;
let adminB: ReturnType<typeof clientFor>;
let guardClient: ReturnType<typeof clientFor>;
let customerAdmin: ReturnType<typeof clientFor>;
let smtp: TSmtpCapture;
let plaza: { id: string; name: string };
let p1: { id: string };
let p2: { id: string };
let marchId: string;
let guardIds: string[];

// Puerto Rico (UTC−4, no DST). March 2026 starts on a Sunday.
const at = (date: string, time: string) => new Date(`${date}T${time}:00-04:00`);
const punch = (guardId: string, postId: string, type: 'check_in' | 'check_out', date: string, time: string) =>
  t.database.db.insert(attendanceRecords).values({ companyId: world.a.company.id, guardId, postId, type, timestamp: at(date, time) });
const shift = async (guardId: string, postId: string, from: [string, string], to: [string, string]) => {
  await punch(guardId, postId, 'check_in', ...from);
  await punch(guardId, postId, 'check_out', ...to);
};

beforeAll(async () => {
  t = await buildTestApp({ LOG_LEVEL: 'error' });
  const db = t.database.db;
  world = await createTwoTenantWorld(db);
  admin = clientFor(t.app, await signIn(t.app, world.a.admin));
  adminB = clientFor(t.app, await signIn(t.app, world.b.admin));
  guardClient = clientFor(t.app, await signIn(t.app, world.a.guard));
  customerAdmin = clientFor(t.app, await signIn(t.app, world.a.customerAdmin));
  smtp = await startSmtpCapture();
  const companyId = world.a.company.id;
  plaza = await createCustomerCompany(db, {
    companyId,
    name: 'Plaza Las Américas',
    billing: { billingEmail: 'cuentas@plaza.test', taxId: '66-0000001', paymentTermsDays: 15 },
  });
  p1 = await createPost(db, { companyId, customerCompanyId: plaza.id, name: 'Entrada norte' });
  p2 = await createPost(db, { companyId, customerCompanyId: plaza.id, name: 'Estacionamiento', billRateCents: 1_800 });
  const tax = await admin.post('/api/invoicing/tax-profiles', {
    name: 'IVU',
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
  const card = await admin.post('/api/invoicing/rate-cards', {
    customerCompanyId: plaza.id,
    postId: p1.id,
    fromDate: '2026-01-01',
    billRateCents: 2_000,
    overtimeBilling: 'factor',
    overtimeFactor: 150,
    holidayBilling: 'none',
    minimumMinutes: 240,
    roundingMinutes: 15,
    roundingMode: 'nearest',
    paymentTermsDays: 30,
    poNumber: 'PO-55',
    billingCycle: 'monthly',
    taxProfileId: tax.json().id,
  });
  expect(card.statusCode, card.body).toBe(201);
  const g1 = await createGuard(db, { companyId, name: 'Ana', lastName: 'Uno', hourlyWageCents: 1_200 });
  const g2 = await createGuard(db, { companyId, name: 'Beto', lastName: 'Dos', hourlyWageCents: 1_200 });
  const g3 = await createGuard(db, { companyId, name: 'Carla', lastName: 'Tres', hourlyWageCents: 1_200 });
  guardIds = [g1.id, g2.id, g3.id];
  // g1: Monday to Saturday of the first week, 8 h a day: 48 h, the last 8 (Saturday) overtime.
  for (const day of ['02', '03', '04', '05', '06', '07'])
    await shift(g1.id, p1.id, [`2026-03-${day}`, '08:00'], [`2026-03-${day}`, '16:00']);
  // g2: a 2 h 07 min shift (rounds to 2 h, the 4 h minimum bills 4 h), and a night crossing the period's end.
  await shift(g2.id, p1.id, ['2026-03-10', '09:00'], ['2026-03-10', '11:07']);
  await shift(g2.id, p1.id, ['2026-03-31', '22:00'], ['2026-04-01', '06:00']);
  // g3: scheduled at the parking on Wednesdays 07:00–15:00, never punched: billed from the schedule, unverified.
  await createRoster(db, { companyId, postId: p2.id, shifts: [{ dayOfWeek: 3, startMinute: 420, endMinute: 900, guardIds: [g3.id] }] });
});
afterAll(async () => {
  await smtp.close();
  await t.close();
});

const generate = (period: [string, string], customerCompanyId = plaza.id) =>
  admin.post('/api/invoicing/invoices/generate', { customerCompanyId, periodStart: period[0], periodEnd: period[1] });

describe('generating an invoice', () => {
  it('bills the month by post, kind and rate: overtime as payroll paid it, rounding and minimum per shift, the schedule unverified', async () => {
    const res = await generate(['2026-03-01', '2026-03-31']);
    expect(res.statusCode, res.body).toBe(201);
    const invoice = res.json();
    marchId = invoice.id;
    expect(invoice).toMatchObject({
      status: 'draft',
      number: null,
      kind: 'invoice',
      poNumber: 'PO-55',
      paymentTermsDays: 30,
      currency: 'USD',
    });
    const lines = invoice.lines.map((l: Record<string, unknown>) => [
      l.description,
      l.kind,
      l.minutes,
      l.rateCents,
      l.amountCents,
      l.taxCents,
    ]);
    // 40 h + the short shift's 4 h minimum + the night's 2 h before midnight; 8 h overtime at 1.5 ×; 4 Wednesdays at the post's rate.
    expect(lines).toEqual(
      expect.arrayContaining([
        ['Entrada norte', 'regular', 2_760, 2_000, 92_000, expect.any(Number)],
        ['Entrada norte', 'overtime', 480, 3_000, 24_000, expect.any(Number)],
        ['Estacionamiento', 'regular', 1_920, 1_800, 57_600, 0],
      ]),
    );
    expect(invoice.lines).toHaveLength(3);
    // IVU on the card's lines only (per invoice, each component): 10.5 % and 1 % of 116,000.
    expect(invoice.taxes.map((x: { label: string; taxCents: number }) => [x.label, x.taxCents])).toEqual([
      ['IVU estatal', 12_180],
      ['IVU municipal', 1_160],
    ]);
    expect(invoice).toMatchObject({
      subtotalCents: 173_600,
      taxCents: 13_340,
      totalCents: 186_940,
      unverifiedMinutes: 1_920,
      unpricedMinutes: 0,
    });
    const regular = invoice.lines.find(
      (l: { kind: string; description: string }) => l.kind === 'regular' && l.description === 'Entrada norte',
    );
    expect(regular.rounding).toEqual({ minutes: 15, mode: 'nearest', minimumMinutes: 240 });
    const short = regular.shifts.find((s: { date: string }) => s.date === '2026-03-10');
    expect(short).toMatchObject({
      guardName: 'Beto Dos',
      workedMinutes: 127,
      billedMinutes: 240,
      adjustment: 'minimum',
      minutes: 240,
      source: 'attendance',
    });
    const night = regular.shifts.find((s: { date: string }) => s.date === '2026-03-31');
    expect(night).toMatchObject({
      minutes: 120,
      split: true,
      adjustment: null,
      start: at('2026-03-31', '22:00').toISOString(),
      end: at('2026-04-01', '00:00').toISOString(),
    });
    const overtime = invoice.lines.find((l: { kind: string }) => l.kind === 'overtime');
    expect(overtime.shifts).toEqual([
      expect.objectContaining({ guardName: 'Ana Uno', date: '2026-03-07', minutes: 480, workedMinutes: 480 }),
    ]);
    const parking = invoice.lines.find((l: { description: string }) => l.description === 'Estacionamiento');
    expect(parking.shifts.map((s: { date: string; source: string }) => [s.date, s.source])).toEqual([
      ['2026-03-04', 'schedule'],
      ['2026-03-11', 'schedule'],
      ['2026-03-18', 'schedule'],
      ['2026-03-25', 'schedule'],
    ]);
    expect(parking.unverifiedMinutes).toBe(1_920);
  });

  it('reconciles with payroll: the hours paid for March are the hours billed less each shift’s rounding and minimum, the night cut at midnight alike', async () => {
    const run = await admin.post('/api/payroll/runs', {
      periodKind: 'monthly',
      periodStart: '2026-03-01',
      periodEnd: '2026-03-31',
      selection: 'guards',
      guardIds,
    });
    expect(run.statusCode, run.body).toBe(201);
    expect((await admin.post(`/api/payroll/runs/${run.json().id}/calculate`)).statusCode).toBe(202);
    await calculateRun(t.app.ctx, { runId: run.json().id });
    const lines: { regularMinutes: number; overtimeMinutes: number }[] = (await admin.get(`/api/payroll/runs/${run.json().id}`)).json()
      .lines;
    const paid = { regular: lines.reduce((s, l) => s + l.regularMinutes, 0), overtime: lines.reduce((s, l) => s + l.overtimeMinutes, 0) };
    const invoice = (await admin.get(`/api/invoicing/invoices/${marchId}`)).json();
    type TLine = {
      kind: string;
      minutes: number;
      shifts: { ref: string; start: string; workedMinutes: number; billedMinutes: number; split: boolean }[];
    };
    const billed = (kind: string) => invoice.lines.filter((l: TLine) => l.kind === kind).reduce((s: number, l: TLine) => s + l.minutes, 0);
    const shifts = new Map<string, TLine['shifts'][number]>();
    for (const line of invoice.lines as TLine[]) for (const shift of line.shifts) shifts.set(`${shift.ref}@${shift.start}`, shift);
    const adjustments = [...shifts.values()].reduce((s, x) => s + x.billedMinutes - x.workedMinutes, 0);
    // The only difference is the rounding and minimum the card adds (listed per shift): the night from 31 March 22:00 is
    // cut at midnight by both (the FLSA workday is the calendar day), 2 h in March and 6 h in April.
    expect(adjustments).toBe(240 - 127);
    expect(billed('overtime')).toBe(paid.overtime);
    expect(billed('regular') + billed('overtime') - adjustments).toBe(paid.regular + paid.overtime);
  });

  it('replaces the draft of the same customer and period; refuses a bad period (400) and a customer of another company (404)', async () => {
    const again = await generate(['2026-03-01', '2026-03-31']);
    expect(again.statusCode).toBe(201);
    expect((await admin.get(`/api/invoicing/invoices/${marchId}`)).statusCode).toBe(404);
    marchId = again.json().id;
    const list = await admin.get(`/api/invoicing/invoices?customerCompanyId=${plaza.id}`);
    expect(list.json().total).toBe(1);
    const backwards = await generate(['2026-03-31', '2026-03-01']);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().details.fieldErrors.periodEnd).toBeDefined();
    expect((await generate(['2026-01-01', '2026-03-31'])).statusCode).toBe(400);
    expect((await generate(['2026-03-01', '2026-03-31'], world.b.customer.id)).statusCode).toBe(404);
  });

  it('says when there is nothing to bill (409)', async () => {
    const res = await generate(['2025-06-01', '2025-06-30']);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('INVOICE_NOTHING_TO_BILL');
  });
});

describe('generating every customer at once', () => {
  it('gives each customer the draft it would get alone, and skips who has nothing to bill', async () => {
    const res = await admin.post('/api/invoicing/invoices/generate-all', { periodStart: '2026-06-01', periodEnd: '2026-06-30' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().generated).toBeGreaterThanOrEqual(2);
    expect(res.json().skipped).toBeGreaterThanOrEqual(0);
    const drafts = (await admin.get('/api/invoicing/invoices?status=draft&from=2026-06-01&to=2026-06-30&pageSize=100')).json().items;
    const plazaDraft = drafts.find((d: { customerCompanyId: string }) => d.customerCompanyId === plaza.id);
    // Four Wednesdays of June at the parking, from the schedule.
    expect(plazaDraft).toMatchObject({ unverifiedMinutes: 4 * 480, subtotalCents: 4 * 8 * 1_800 });
    const alone = (await generate(['2026-06-01', '2026-06-30'])).json();
    expect(alone).toMatchObject({
      subtotalCents: plazaDraft.subtotalCents,
      taxCents: plazaDraft.taxCents,
      totalCents: plazaDraft.totalCents,
    });
    expect((await admin.get(`/api/invoicing/invoices/${plazaDraft.id}`)).statusCode).toBe(404);
    expect(
      (await guardClient.post('/api/invoicing/invoices/generate-all', { periodStart: '2026-06-01', periodEnd: '2026-06-30' })).statusCode,
    ).toBe(403);
  });
});

describe('issuing', () => {
  it('approves with the next number of the year, issue and due dates; a second approve is refused', async () => {
    const res = await admin.post(`/api/invoicing/invoices/${marchId}/approve`);
    expect(res.statusCode, res.body).toBe(200);
    const year = res.json().issueDate.slice(0, 4);
    expect(res.json()).toMatchObject({ status: 'approved', number: `F-${year}-0001`, balanceCents: 186_940 });
    expect(res.json().can).toMatchObject({ approve: false, send: true, void: true, creditNote: true, delete: false });
    const again = await admin.post(`/api/invoicing/invoices/${marchId}/approve`);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('INVOICE_STATUS_CONFLICT');
    expect((await admin.delete(`/api/invoicing/invoices/${marchId}`)).statusCode).toBe(409);
  });

  it('never bills a shift twice: March is all billed, April bills the rest of the night after midnight', async () => {
    expect((await generate(['2026-03-01', '2026-03-31'])).json().code).toBe('INVOICE_NOTHING_TO_BILL');
    const april = await generate(['2026-04-01', '2026-04-30']);
    expect(april.statusCode).toBe(201);
    const night = april
      .json()
      .lines.flatMap((l: { shifts: { guardName: string }[] }) => l.shifts)
      .find((s: { guardName: string }) => s.guardName === 'Beto Dos');
    expect(night).toMatchObject({ date: '2026-04-01', minutes: 360, split: true, start: at('2026-04-01', '00:00').toISOString() });
    // Deleting a draft frees its shifts.
    expect((await admin.delete(`/api/invoicing/invoices/${april.json().id}`)).statusCode).toBe(204);
    expect((await admin.get(`/api/invoicing/invoices/${april.json().id}`)).statusCode).toBe(404);
  });

  it('numbers 50 simultaneous approvals 2…51 with no gap and no repeat', async () => {
    const db = t.database.db;
    const drafts = await db
      .insert(invoices)
      .values(
        Array.from({ length: 50 }, (_, i) => ({
          companyId: world.a.company.id,
          customerCompanyId: plaza.id,
          prefix: 'F',
          periodStart: `2025-0${1 + (i % 9)}-01`,
          periodEnd: `2025-0${1 + (i % 9)}-28`,
          language: 'es' as const,
          currency: 'USD',
          subtotalCents: 1_000,
          totalCents: 1_000,
        })),
      )
      .returning({ id: invoices.id });
    const answers = await Promise.all(drafts.map((d) => admin.post(`/api/invoicing/invoices/${d.id}/approve`)));
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    const numbers = answers.map((a) => Number(a.json().number.split('-')[2])).sort((x, y) => x - y);
    expect(numbers).toEqual(Array.from({ length: 50 }, (_, i) => i + 2));
  });
});

describe('credit notes and void', () => {
  it('credits part of a line with its tax, leaving the invoice as issued; refuses more than is left', async () => {
    const before = (await admin.get(`/api/invoicing/invoices/${marchId}`)).json();
    const line = before.lines.find((l: { kind: string }) => l.kind === 'overtime');
    const res = await admin.post(`/api/invoicing/invoices/${marchId}/credit-notes`, {
      reason: 'Horas extra no autorizadas',
      lines: [{ lineId: line.id, amountCents: 10_000 }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const note = res.json();
    expect(note).toMatchObject({
      kind: 'credit_note',
      status: 'approved',
      subtotalCents: 10_000,
      taxCents: 1_150,
      totalCents: 11_150,
      creditOf: { id: marchId, number: before.number },
    });
    expect(note.number).toMatch(/^NC-\d{4}-0001$/);
    const after = (await admin.get(`/api/invoicing/invoices/${marchId}`)).json();
    expect(after.lines.map((l: { amountCents: number }) => l.amountCents)).toEqual(
      before.lines.map((l: { amountCents: number }) => l.amountCents),
    );
    expect(after).toMatchObject({ totalCents: 186_940, creditedCents: 11_150, balanceCents: 175_790 });
    expect(after.lines.find((l: { id: string }) => l.id === line.id).creditedCents).toBe(10_000);
    expect(after.creditNotes).toEqual([expect.objectContaining({ id: note.id, totalCents: 11_150 })]);
    const tooMuch = await admin.post(`/api/invoicing/invoices/${marchId}/credit-notes`, {
      reason: 'x',
      lines: [{ lineId: line.id, amountCents: 14_001 }],
    });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toMatchObject({ code: 'CREDIT_EXCEEDS_AVAILABLE', details: { availableCents: 14_000 } });
    expect((await admin.post(`/api/invoicing/invoices/${marchId}/credit-notes`, { reason: '' })).statusCode).toBe(400);
  });

  it('credits the rest in full to a zero balance; voiding the first credit note gives its credit back', async () => {
    const full = await admin.post(`/api/invoicing/invoices/${marchId}/credit-notes`, { reason: 'Contrato cancelado' });
    expect(full.statusCode, full.body).toBe(201);
    expect(full.json().totalCents).toBe(186_940 - 11_150);
    let after = (await admin.get(`/api/invoicing/invoices/${marchId}`)).json();
    expect(after).toMatchObject({ balanceCents: 0, can: { creditNote: false } });
    const firstNote = after.creditNotes[0];
    const voided = await admin.post(`/api/invoicing/invoices/${firstNote.id}/void`, { reason: 'Emitida por error' });
    expect(voided.statusCode, voided.body).toBe(200);
    after = (await admin.get(`/api/invoicing/invoices/${marchId}`)).json();
    expect(after).toMatchObject({ creditedCents: 186_940 - 11_150, balanceCents: 11_150 });
  });

  it('voids an issued invoice with a reason (its number kept), not a draft, not without a reason', async () => {
    const april = (await generate(['2026-04-01', '2026-04-30'])).json();
    expect((await admin.post(`/api/invoicing/invoices/${april.id}/void`, { reason: 'x' })).json().code).toBe('INVOICE_STATUS_CONFLICT');
    const approved = (await admin.post(`/api/invoicing/invoices/${april.id}/approve`)).json();
    expect((await admin.post(`/api/invoicing/invoices/${april.id}/void`, { reason: '  ' })).statusCode).toBe(400);
    const res = await admin.post(`/api/invoicing/invoices/${april.id}/void`, { reason: 'Cliente equivocado' });
    expect(res.json()).toMatchObject({ status: 'void', number: approved.number, voidReason: 'Cliente equivocado', balanceCents: 0 });
    expect(res.json().history.map((h: { action: string }) => h.action)).toEqual(['generate', 'approve', 'void']);
    // Its shifts are free again: a new draft bills them.
    expect((await generate(['2026-04-01', '2026-04-30'])).statusCode).toBe(201);
  });
});

describe('documents', () => {
  it('renders the PDF in the invoice language or the one asked for', async () => {
    const es = await admin.get(`/api/invoicing/invoices/${marchId}/pdf`);
    expect(es.statusCode).toBe(200);
    expect(es.headers['content-type']).toBe('application/pdf');
    const text = pdfText(es.rawPayload);
    expect(text).toContain('Factura F-');
    expect(text).toContain('Horas extra');
    expect(text).toContain('IVU estatal');
    expect(text).toContain('Detalle de turnos');
    expect(pdfText((await admin.get(`/api/invoicing/invoices/${marchId}/pdf?lang=en`)).rawPayload)).toContain('Overtime hours');
  });

  it('sends: 409 without SMTP; with it, a job e-mails the PDF to the billing address and logs it', async () => {
    const draft = (await admin.get(`/api/invoicing/invoices?status=draft&customerCompanyId=${plaza.id}`)).json().items[0];
    await admin.post(`/api/invoicing/invoices/${draft.id}/approve`);
    const refused = await admin.post(`/api/invoicing/invoices/${draft.id}/send`);
    expect(refused.json().code).toBe('SMTP_NOT_CONFIGURED');
    await admin.put('/api/settings/smtp', {
      host: '127.0.0.1',
      port: smtp.port,
      security: 'none',
      fromAddress: 'Centinela <no-reply@centinela.test>',
    });
    const res = await admin.post(`/api/invoicing/invoices/${draft.id}/send`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('sent');
    const jobs = (await t.database.db.execute(sql`select data from pgboss.job where name = 'invoicing.invoice-email'`)) as unknown as {
      rows: { data: { companyId: string; invoiceId: string; to: string } }[];
    };
    const job = jobs.rows.find((r) => r.data.invoiceId === draft.id);
    expect(job?.data.to).toBe('cuentas@plaza.test');
    await deliverInvoiceEmail(t.app.ctx, job!.data);
    const number = res.json().number;
    const mail = smtp.received.find((m) => m.subject?.includes(number));
    expect(mail?.subject).toBe(`Factura ${number} de ${world.a.company.name}`);
    expect(mail?.attachments[0]).toMatchObject({ filename: `${number}.pdf`, contentType: 'application/pdf' });
    expect(pdfText(mail!.attachments[0].content)).toContain(number);
    const logs = await admin.get('/api/system-logs?search=' + encodeURIComponent(number));
    expect(JSON.stringify(logs.json())).toContain('cuentas@plaza.test');
  });
});

describe('who may', () => {
  it('refuses guards and customer admins (403), and hides another company’s invoices (404)', async () => {
    expect((await guardClient.get('/api/invoicing/invoices')).statusCode).toBe(403);
    expect((await customerAdmin.get('/api/invoicing/invoices')).statusCode).toBe(403);
    expect(
      (
        await guardClient.post('/api/invoicing/invoices/generate', {
          customerCompanyId: plaza.id,
          periodStart: '2026-03-01',
          periodEnd: '2026-03-31',
        })
      ).statusCode,
    ).toBe(403);
    expect((await adminB.get(`/api/invoicing/invoices/${marchId}`)).statusCode).toBe(404);
    expect((await adminB.post(`/api/invoicing/invoices/${marchId}/void`, { reason: 'x' })).statusCode).toBe(404);
    expect((await adminB.get(`/api/invoicing/invoices/${marchId}/pdf`)).statusCode).toBe(404);
    expect((await adminB.get('/api/invoicing/invoices')).json().total).toBe(0);
  });

  it('keeps the list totals (maintained counts) equal to a recount after every step above', async () => {
    const counted = (
      (await t.database.db.execute(
        sql`select (select count(*) from invoices where company_id = ${world.a.company.id})::int as recount,
                   (select coalesce(sum(invoices), 0) from invoice_counts where company_id = ${world.a.company.id})::int as kept,
                   (select count(*) from invoices where company_id = ${world.a.company.id} and status = 'draft')::int as drafts`,
      )) as unknown as { rows: { recount: number; kept: number; drafts: number }[] }
    ).rows[0];
    expect(counted.kept).toBe(counted.recount);
    expect((await admin.get('/api/invoicing/invoices')).json().total).toBe(counted.recount);
    expect((await admin.get('/api/invoicing/invoices?status=draft')).json().total).toBe(counted.drafts);
  });

  it('refuses to approve minutes nothing prices (409 INVOICE_UNPRICED)', async () => {
    const db = t.database.db;
    const other = await createCustomerCompany(db, { companyId: world.a.company.id, name: 'Sin tarifa' });
    const post = await createPost(db, { companyId: world.a.company.id, customerCompanyId: other.id });
    const g = await createGuard(db, { companyId: world.a.company.id, name: 'Dora' });
    await shift(g.id, post.id, ['2026-05-05', '08:00'], ['2026-05-05', '12:00']);
    const res = await generate(['2026-05-01', '2026-05-31'], other.id);
    expect(res.json()).toMatchObject({ unpricedMinutes: 240, can: { approve: false } });
    const approve = await admin.post(`/api/invoicing/invoices/${res.json().id}/approve`);
    expect(approve.json()).toMatchObject({ code: 'INVOICE_UNPRICED', details: { minutes: 240 } });
  });
});

describe('accounting exports', () => {
  const range = 'from=2020-01-01&to=2099-12-31';
  it('checks each format first: QBO and Xero skip credit notes (listed), QBO needs custom numbers', async () => {
    const qbo = (await admin.get(`/api/invoicing/export/check?format=qbo&${range}`)).json();
    expect(qbo.invoices).toBeGreaterThan(0);
    expect(qbo.problems.map((p: { code: string }) => p.code)).toEqual(
      expect.arrayContaining(['custom_numbers_required', 'credit_note_not_supported']),
    );
    const iif = (await admin.get(`/api/invoicing/export/check?format=iif&${range}`)).json();
    expect(iif.problems.filter((p: { code: string }) => p.code === 'credit_note_not_supported')).toEqual([]);
    // The 50 invoices numbered in the test above have a total and no lines: refused, never posted unbalanced.
    expect(iif.problems.filter((p: { code: string }) => p.code === 'totals_mismatch')).toHaveLength(50);
    expect(iif.invoices).toBeGreaterThan(qbo.invoices);
  });

  it('writes a QBO CSV row per line with hours × rate giving the amount', async () => {
    const res = await admin.get(`/api/invoicing/export?format=qbo&${range}&lang=en`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Invoice number,Customer,Invoice date,Due date,Item(Product/Service),Item Description,Item Quantity,Item Rate,Item Amount,Item tax code,Terms,Service Date,Memo',
    );
    const overtime = lines.find((l) => l.includes('Overtime hours — Entrada norte'));
    expect(overtime).toMatch(/,8,30,240,TAX,Net 30,03\/31\/2026,PO PO-55$/);
  });

  it('writes IIF transactions that balance (receivable = income + tax), credit memos with the opposite sign', async () => {
    const res = await admin.get(`/api/invoicing/export?format=iif&${range}`);
    expect(res.headers['content-disposition']).toContain('.iif');
    const rows = res.body
      .trim()
      .split('\r\n')
      .map((l) => l.split('\t'));
    expect(rows.slice(0, 3).map((r) => r[0])).toEqual(['!TRNS', '!SPL', '!ENDTRNS']);
    let sum = 0;
    let transactions = 0;
    const types = new Set<string>();
    for (const r of rows.slice(3)) {
      if (r[0] === 'TRNS') {
        sum = Math.round(Number(r[6]) * 100);
        types.add(r[2]);
      } else if (r[0] === 'SPL') sum += Math.round(Number(r[6]) * 100);
      else if (r[0] === 'ENDTRNS') {
        expect(sum).toBe(0);
        transactions += 1;
      }
    }
    expect(transactions).toBeGreaterThan(2);
    expect([...types].sort()).toEqual(['CREDIT MEMO', 'INVOICE']);
  });

  it('writes a Xero CSV with its required columns, tax-exclusive', async () => {
    const res = await admin.get(`/api/invoicing/export?format=xero&${range}`);
    const [header, first] = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header).toBe(
      '*ContactName,*InvoiceNumber,*InvoiceDate,*DueDate,*Description,*Quantity,*UnitAmount,*AccountCode,*TaxType,Reference,Currency',
    );
    expect(first).toContain('Plaza Las Américas,F-');
    expect((await guardClient.get(`/api/invoicing/export?format=xero&${range}`)).statusCode).toBe(403);
  });
});
