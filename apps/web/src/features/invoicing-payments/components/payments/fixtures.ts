// Payments and accounts of the component tests: Plaza Los Flamboyanes owes two issued invoices — F-2026-0001 ($300.00
// left, due 31/10/2026, overdue) and F-2026-0002 ($446.00, due 30/11/2026) — and paid $500.00 by transfer, $300.00 of it
// applied to the first, $200.00 left as credit; a cheque of $120.00 was reversed. The aging and the statement match.
import type { TAging, TPayment, TStatement } from '@centinela/shared/contracts/invoice-payments';
import type { TInvoiceSummary } from '@centinela/shared/contracts/invoices';
import { CUSTOMER_ID, summaryOf } from '../invoices/fixtures';

export { CUSTOMER_ID };
export const OLD_INVOICE_ID = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
export const NEW_INVOICE_ID = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
export const PAYMENT_ID = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
export const REVERSED_ID = 'dddddddd-dddd-4ddd-8ddd-dddddddddddd';
export const OTHER_CUSTOMER_ID = 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee';

const ISSUED = { approve: false, send: true, void: true, creditNote: true, delete: false, redraft: false, editLines: false };

/** F-2026-0001 (sent, $300.00 left, overdue) and F-2026-0002 (approved, $446.00), as the open-invoice lists answer them. */
export const openInvoices: Record<'sent' | 'approved', TInvoiceSummary> = {
  sent: summaryOf({
    id: OLD_INVOICE_ID,
    number: 'F-2026-0001',
    status: 'sent',
    periodStart: '2026-09-01',
    periodEnd: '2026-09-30',
    issueDate: '2026-10-01',
    dueDate: '2026-10-31',
    balanceCents: 30_000,
    overdue: true,
    unverifiedMinutes: 0,
    can: ISSUED,
  }),
  approved: summaryOf({
    id: NEW_INVOICE_ID,
    number: 'F-2026-0002',
    status: 'approved',
    issueDate: '2026-11-01',
    dueDate: '2026-11-30',
    balanceCents: 44_600,
    unverifiedMinutes: 0,
    can: ISSUED,
  }),
};

/** The open-invoice request of a customer (the list's `open` filter, oldest due first), keyed as stubFetch matches it. */
export const openInvoiceRoutes = (customerId = CUSTOMER_ID) => {
  const items = [openInvoices.sent, openInvoices.approved];
  return {
    [`GET /api/invoicing/invoices?customerCompanyId=${customerId}&open=true&page=1&pageSize=100`]: { body: { items, total: items.length } },
  };
};

export const paymentOf = (overrides: Partial<TPayment> = {}): TPayment => ({
  id: PAYMENT_ID,
  customerCompanyId: CUSTOMER_ID,
  customerCompanyName: 'Plaza Los Flamboyanes',
  date: '2026-11-05',
  method: 'transfer',
  amountCents: 50_000,
  reference: 'TRX-88',
  chequeNumber: null,
  notes: null,
  appliedCents: 30_000,
  unappliedCents: 20_000,
  reversedAt: null,
  reversalReason: null,
  allocations: [{ invoiceId: OLD_INVOICE_ID, invoiceNumber: 'F-2026-0001', amountCents: 30_000 }],
  createdAt: '2026-11-05T14:00:00.000Z',
  can: { apply: true, reverse: true },
  ...overrides,
});

export const reversedOf = (): TPayment =>
  paymentOf({
    id: REVERSED_ID,
    date: '2026-10-20',
    method: 'cheque',
    amountCents: 12_000,
    reference: null,
    chequeNumber: '1045',
    appliedCents: 0,
    unappliedCents: 0,
    reversedAt: '2026-10-25T13:00:00.000Z',
    reversalReason: 'Cheque devuelto por falta de fondos',
    allocations: [],
    can: { apply: false, reverse: false },
  });

export const agingOf = (): TAging => ({
  asOf: '2026-11-28',
  currency: 'USD',
  rows: [
    {
      customerCompanyId: CUSTOMER_ID,
      customerCompanyName: 'Plaza Los Flamboyanes',
      buckets: { current: 44_600, days1to30: 30_000, days31to60: 0, days61to90: 0, over90: 0 },
      balanceCents: 74_600,
      creditCents: 20_000,
      openInvoices: 2,
      oldestDaysPastDue: 28,
    },
    {
      customerCompanyId: OTHER_CUSTOMER_ID,
      customerCompanyName: 'Condominio Vista Mar',
      buckets: { current: 0, days1to30: 0, days31to60: 0, days61to90: 0, over90: 125_000 },
      balanceCents: 125_000,
      creditCents: 0,
      openInvoices: 1,
      oldestDaysPastDue: 120,
    },
  ],
  totals: { current: 44_600, days1to30: 30_000, days31to60: 0, days61to90: 0, over90: 125_000, balanceCents: 199_600, creditCents: 20_000 },
});

export const statementOf = (overrides: Partial<TStatement> = {}): TStatement => ({
  customerCompanyId: CUSTOMER_ID,
  customerCompanyName: 'Plaza Los Flamboyanes',
  from: '2026-08-01',
  to: '2026-11-28',
  currency: 'USD',
  openingBalanceCents: 0,
  entries: [
    {
      date: '2026-10-01',
      kind: 'invoice',
      reference: 'F-2026-0001',
      amountCents: 60_000,
      balanceCents: 60_000,
      documentId: OLD_INVOICE_ID,
    },
    {
      date: '2026-11-01',
      kind: 'invoice',
      reference: 'F-2026-0002',
      amountCents: 44_600,
      balanceCents: 104_600,
      documentId: NEW_INVOICE_ID,
    },
    { date: '2026-11-05', kind: 'payment', reference: 'TRX-88', amountCents: -50_000, balanceCents: 54_600, documentId: PAYMENT_ID },
  ],
  closingBalanceCents: 54_600,
  unappliedCreditCents: 20_000,
  aging: { current: 44_600, days1to30: 30_000, days31to60: 0, days61to90: 0, over90: 0 },
  ...overrides,
});
