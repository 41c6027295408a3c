// Payments and accounts (issue 30): a partial payment, one payment across invoices with credit left on the account and
// applied later, refusals that write nothing, a reversal restoring the balances, aging buckets as of a day, and the
// statement of account (opening, movements, closing, aging; JSON and PDF); tenants and roles apart.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, payments } from '../../db/schema';
import { pdfText } from '../../platform/documents/pdf-text';
import { buildTestApp, type TTestApp } from '../../../test/app';
import { clientFor, createCustomerCompany, createTwoTenantWorld, signIn } from '../../../test/factories';

let t: TTestApp;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
let admin: ReturnType<typeof clientFor>;
let adminB: ReturnType<typeof clientFor>;
let guard: ReturnType<typeof clientFor>;
let customer: { id: string };
let other: { id: string };
let ids: Record<'a' | 'b' | 'c' | 'old' | 'draft' | 'otherCustomer', string>;
let twoInvoicesPayment: string;

/** An issued invoice (or a draft) straight in the table: these tests are about what it owes, not how it was made. */
const invoice = async (customerCompanyId: string, n: number, totalCents: number, issueDate: string, dueDate: string, status = 'approved') =>
  (
    await t.database.db
      .insert(invoices)
      .values({
        companyId: world.a.company.id,
        customerCompanyId,
        prefix: 'F',
        status: status as 'approved',
        number: status === 'draft' ? null : `F-2026-${String(n).padStart(4, '0')}`,
        periodStart: '2026-01-01',
        periodEnd: '2026-01-31',
        issueDate: status === 'draft' ? null : issueDate,
        dueDate: status === 'draft' ? null : dueDate,
        language: 'es',
        currency: 'USD',
        subtotalCents: totalCents,
        totalCents,
      })
      .returning({ id: invoices.id })
  )[0].id;

const pay = (body: Record<string, unknown>) =>
  admin.post('/api/invoicing/payments', {
    customerCompanyId: customer.id,
    date: '2026-03-10',
    method: 'transfer',
    reference: 'TRX-1',
    ...body,
  });
const read = async (id: string) => (await admin.get(`/api/invoicing/invoices/${id}`)).json();

beforeAll(async () => {
  t = await buildTestApp({ LOG_LEVEL: 'error' });
  world = await createTwoTenantWorld(t.database.db);
  admin = clientFor(t.app, await signIn(t.app, world.a.admin));
  adminB = clientFor(t.app, await signIn(t.app, world.b.admin));
  guard = clientFor(t.app, await signIn(t.app, world.a.guard));
  customer = await createCustomerCompany(t.database.db, { companyId: world.a.company.id, name: 'Hospital Auxilio' });
  other = await createCustomerCompany(t.database.db, { companyId: world.a.company.id, name: 'Otro cliente' });
  ids = {
    a: await invoice(customer.id, 1, 100_000, '2026-02-01', '2026-03-03'),
    b: await invoice(customer.id, 2, 50_000, '2026-02-15', '2026-03-17'),
    c: await invoice(customer.id, 3, 150_000, '2026-03-01', '2026-03-31'),
    old: await invoice(customer.id, 4, 20_000, '2025-10-01', '2025-10-31'),
    draft: await invoice(customer.id, 5, 9_000, '2026-03-01', '2026-03-31', 'draft'),
    otherCustomer: await invoice(other.id, 6, 7_000, '2026-03-01', '2026-03-31'),
  };
});
afterAll(() => t.close());

describe('recording payments', () => {
  it('records a partial payment: the invoice is partially paid with its balance left', async () => {
    const res = await pay({ amountCents: 60_000, allocations: [{ invoiceId: ids.a, amountCents: 60_000 }] });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      amountCents: 60_000,
      appliedCents: 60_000,
      unappliedCents: 0,
      allocations: [{ invoiceId: ids.a, invoiceNumber: 'F-2026-0001' }],
    });
    expect(await read(ids.a)).toMatchObject({ status: 'partially_paid', paidCents: 60_000, balanceCents: 40_000 });
  });

  it('applies one payment across two invoices, keeps the rest as credit, then applies the credit to a third', async () => {
    const res = await pay({
      amountCents: 150_000,
      method: 'cheque',
      chequeNumber: '1042',
      allocations: [
        { invoiceId: ids.a, amountCents: 40_000 },
        { invoiceId: ids.b, amountCents: 50_000 },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    twoInvoicesPayment = res.json().id;
    expect(res.json()).toMatchObject({
      appliedCents: 90_000,
      unappliedCents: 60_000,
      chequeNumber: '1042',
      can: { apply: true, reverse: true },
    });
    expect(await read(ids.a)).toMatchObject({ status: 'paid', balanceCents: 0 });
    expect(await read(ids.b)).toMatchObject({ status: 'paid', balanceCents: 0 });
    const credit = (await admin.get(`/api/invoicing/payments?customerCompanyId=${customer.id}&unapplied=true`)).json();
    expect(credit.items.map((p: { id: string }) => p.id)).toEqual([twoInvoicesPayment]);
    const apply = await admin.post(`/api/invoicing/payments/${twoInvoicesPayment}/allocations`, {
      allocations: [{ invoiceId: ids.c, amountCents: 60_000 }],
    });
    expect(apply.statusCode, apply.body).toBe(200);
    expect(apply.json()).toMatchObject({ appliedCents: 150_000, unappliedCents: 0, can: { apply: false } });
    expect(await read(ids.c)).toMatchObject({ status: 'partially_paid', balanceCents: 90_000 });
    const more = await admin.post(`/api/invoicing/payments/${twoInvoicesPayment}/allocations`, {
      allocations: [{ invoiceId: ids.c, amountCents: 1 }],
    });
    expect(more.json()).toMatchObject({ code: 'PAYMENT_EXCEEDS_UNAPPLIED', details: { availableCents: 0 } });
  });

  it('refuses what no invoice may take, writing nothing', async () => {
    const before = (await t.database.db.select({ n: count() }).from(payments))[0].n;
    const over = await pay({ amountCents: 500_000, allocations: [{ invoiceId: ids.c, amountCents: 90_001 }] });
    expect(over.json()).toMatchObject({ code: 'PAYMENT_EXCEEDS_BALANCE', details: { invoiceId: ids.c, availableCents: 90_000 } });
    for (const invoiceId of [ids.draft, ids.otherCustomer])
      expect((await pay({ amountCents: 100, allocations: [{ invoiceId, amountCents: 100 }] })).json().code).toBe(
        'PAYMENT_INVOICE_NOT_OPEN',
      );
    expect((await pay({ amountCents: 100, allocations: [{ invoiceId: world.b.company.id, amountCents: 100 }] })).statusCode).toBe(404);
    const noCheque = await pay({ amountCents: 100, method: 'cheque' });
    expect(noCheque.json().details.fieldErrors.chequeNumber).toBeDefined();
    const tooMuch = await pay({ amountCents: 100, allocations: [{ invoiceId: ids.c, amountCents: 200 }] });
    expect(tooMuch.json().details.fieldErrors.allocations).toBeDefined();
    expect((await t.database.db.select({ n: count() }).from(payments))[0].n).toBe(before);
    expect(await read(ids.c)).toMatchObject({ paidCents: 60_000 });
    // A paid invoice is not voided: its payment is reversed first.
    expect((await admin.post(`/api/invoicing/invoices/${ids.b}/void`, { reason: 'x' })).json().code).toBe('INVOICE_HAS_PAYMENTS');
  });
});

describe('reversing a payment', () => {
  it('restores every balance it paid and takes its credit away; a second reversal is refused', async () => {
    const res = await admin.post(`/api/invoicing/payments/${twoInvoicesPayment}/reverse`, { reason: 'Cheque devuelto' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ reversalReason: 'Cheque devuelto', unappliedCents: 0, can: { reverse: false, apply: false } });
    expect(await read(ids.a)).toMatchObject({ status: 'partially_paid', paidCents: 60_000, balanceCents: 40_000 });
    expect(await read(ids.b)).toMatchObject({ status: 'approved', paidCents: 0, balanceCents: 50_000 });
    const c = await read(ids.c);
    expect(c).toMatchObject({ status: 'approved', balanceCents: 150_000 });
    expect(c.history.map((h: { action: string }) => h.action)).toEqual(['payment', 'paymentReversed']);
    expect((await admin.post(`/api/invoicing/payments/${twoInvoicesPayment}/reverse`, { reason: 'x' })).json().code).toBe(
      'PAYMENT_ALREADY_REVERSED',
    );
  });
});

describe('accounts', () => {
  it('ages what is owed by days past due as of a day, with the account credit, from the dated record', async () => {
    await pay({ date: '2026-03-20', amountCents: 5_000 });
    const rowOf = async (asOf?: string) =>
      (await admin.get(`/api/invoicing/aging${asOf ? `?asOf=${asOf}` : ''}`))
        .json()
        .rows.find((r: { customerCompanyId: string }) => r.customerCompanyId === customer.id);
    // Today (after the reversal): a owes 40,000, b 50,000, c 150,000, old 20,000 — all due by 2026-03-31, over 90 days ago.
    expect(await rowOf()).toMatchObject({
      buckets: { current: 0, days1to30: 0, days31to60: 0, days61to90: 0, over90: 260_000 },
      balanceCents: 260_000,
      creditCents: 5_000,
      openInvoices: 4,
    });
    // On 2026-04-05 the cheque had paid a and b; its last 60,000 was applied to c later, so it was credit then.
    expect(await rowOf('2026-04-05')).toMatchObject({
      buckets: { current: 0, days1to30: 150_000, days31to60: 0, days61to90: 0, over90: 20_000 },
      balanceCents: 170_000,
      creditCents: 65_000,
      openInvoices: 2,
      oldestDaysPastDue: 156,
    });
    // Before any payment: a 33 days past due on 2026-04-05 would be 31–60; on 2026-03-09 a is 6 days late, b and c current.
    expect(await rowOf('2026-03-09')).toMatchObject({
      buckets: { current: 200_000, days1to30: 100_000, days31to60: 0, days61to90: 0, over90: 20_000 },
      creditCents: 0,
    });
  });

  it('gives a statement: opening balance, documents and payments with the running balance, closing balance and aging', async () => {
    const res = await admin.get(`/api/invoicing/accounts/${customer.id}/statement?from=2026-02-01&to=2026-12-31`);
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json();
    expect(s.openingBalanceCents).toBe(20_000);
    const today = s.entries.find((e: { kind: string }) => e.kind === 'reversal').date;
    expect(s.entries.map((e: { kind: string; reference: string; amountCents: number }) => [e.kind, e.reference, e.amountCents])).toEqual([
      ['invoice', 'F-2026-0001', 100_000],
      ['invoice', 'F-2026-0002', 50_000],
      ['invoice', 'F-2026-0003', 150_000],
      ['payment', '1042', -150_000],
      ['payment', 'TRX-1', -60_000],
      ['payment', 'TRX-1', -5_000],
      ['reversal', '1042', 150_000],
    ]);
    expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(s.closingBalanceCents).toBe(20_000 + 300_000 - 215_000 + 150_000);
    expect(s.unappliedCreditCents).toBe(5_000);
    expect(s.entries.at(-1).balanceCents).toBe(s.closingBalanceCents);
    const pdf = await admin.get(`/api/invoicing/accounts/${customer.id}/statement?from=2026-02-01&to=2026-12-31&format=pdf&lang=en`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Statement of account');
    expect(text).toContain('F-2026-0003');
    expect((await admin.get(`/api/invoicing/accounts/${customer.id}/statement?from=2026-03-01&to=2026-02-01`)).statusCode).toBe(400);
  });
});

describe('who may', () => {
  it('refuses guards (403) and hides another company’s payments and accounts (404)', async () => {
    expect((await guard.get('/api/invoicing/aging')).statusCode).toBe(403);
    expect(
      (await guard.post('/api/invoicing/payments', { customerCompanyId: customer.id, date: '2026-03-10', method: 'cash', amountCents: 1 }))
        .statusCode,
    ).toBe(403);
    expect((await adminB.post(`/api/invoicing/payments/${twoInvoicesPayment}/reverse`, { reason: 'x' })).statusCode).toBe(404);
    expect((await adminB.get(`/api/invoicing/accounts/${customer.id}/statement?from=2026-01-01&to=2026-12-31`)).statusCode).toBe(404);
    expect(
      (await adminB.post('/api/invoicing/payments', { customerCompanyId: customer.id, date: '2026-03-10', method: 'cash', amountCents: 1 }))
        .statusCode,
    ).toBe(404);
    expect((await adminB.get('/api/invoicing/aging')).json().rows).toEqual([]);
    const [row] = await t.database.db.select({ paid: invoices.paidCents }).from(invoices).where(eq(invoices.id, ids.a));
    expect(row.paid).toBe(60_000);
  });
});

describe('overdue invoices', () => {
  it('tell the company admins once per invoice and due date; a paid invoice is never reported', async () => {
    const { runOverdueInvoices } = await import('./invoices.overdue');
    const { notifications } = await import('../../db/schema');
    const now = new Date('2026-04-05T15:00:00Z');
    const first = await runOverdueInvoices(t.database.db, now);
    expect(first).toBeGreaterThanOrEqual(1);
    expect(await runOverdueInvoices(t.database.db, now)).toBe(0);
    const rows = await t.database.db.select().from(notifications).where(eq(notifications.companyId, world.a.company.id));
    const overdue = rows.filter((n) => n.kind === 'invoice.overdue');
    expect(overdue.map((n) => (n.params as { number: string }).number).sort()).toEqual([
      'F-2026-0001',
      'F-2026-0002',
      'F-2026-0003',
      'F-2026-0004',
      'F-2026-0006',
    ]);
    expect(new Set(overdue.map((n) => n.userId))).toEqual(new Set([world.a.admin.id]));
    expect(overdue.find((n) => (n.params as { number: string }).number === 'F-2026-0001')?.link).toBe(
      `/invoicing-payments?tab=clientInvoicing&invoice=${ids.a}`,
    );
  });
});

describe('open invoices and large payments', () => {
  it('lists a customer’s open invoices oldest due first, and takes a payment above $99,999.99', async () => {
    const open = (await admin.get(`/api/invoicing/invoices?customerCompanyId=${customer.id}&open=true`)).json();
    expect(open.items.map((i: { number: string }) => i.number)).toEqual(['F-2026-0004', 'F-2026-0001', 'F-2026-0002', 'F-2026-0003']);
    expect(open.total).toBe(4);
    const big = await pay({ amountCents: 12_500_000_00, reference: 'WIRE-9' });
    expect(big.statusCode, big.body).toBe(201);
    expect(big.json().unappliedCents).toBe(12_500_000_00);
    expect((await admin.post(`/api/invoicing/payments/${big.json().id}/reverse`, { reason: 'Prueba' })).statusCode).toBe(200);
  });
});

describe('overview', () => {
  it('sums receivables, overdue, billing by month, collections, credit, drafts and the top customers', async () => {
    const res = await admin.get('/api/invoicing/overview');
    expect(res.statusCode, res.body).toBe(200);
    // a 40,000 + b 50,000 + c 150,000 + old 20,000 + the other customer's 7,000, all past due (due by 2026-03-31).
    expect(res.json()).toMatchObject({
      receivablesCents: 267_000,
      overdueCents: 267_000,
      overdueInvoices: 5,
      unappliedCreditCents: 5_000,
      drafts: 1,
      draftsCents: 9_000,
      marginAlerts: [],
    });
    expect(res.json().topCustomers.slice(0, 2)).toEqual([
      { customerCompanyId: customer.id, name: 'Hospital Auxilio', billedCents: 300_000, balanceCents: 240_000 },
      { customerCompanyId: other.id, name: 'Otro cliente', billedCents: 7_000, balanceCents: 7_000 },
    ]);
    // A post billed at $10.00 an hour while its guards are paid $15.00: a margin alert.
    const { createPost } = await import('../../../test/factories');
    const loss = await createPost(t.database.db, {
      companyId: world.a.company.id,
      customerCompanyId: other.id,
      name: 'Muelle',
      billRateCents: 1_000,
      payRateCents: 1_500,
    });
    expect((await admin.get('/api/invoicing/overview')).json().marginAlerts).toEqual([
      { postId: loss.id, postName: 'Muelle', customerName: 'Otro cliente', billRateCents: 1_000, payRateCents: 1_500 },
    ]);
    expect((await guard.get('/api/invoicing/overview')).statusCode).toBe(403);
    expect((await adminB.get('/api/invoicing/overview')).json()).toMatchObject({ receivablesCents: 0, topCustomers: [] });
  });
});
