// Invoices of the component tests: a draft of October 2026 for Plaza Los Flamboyanes with a regular and an overtime line
// at one post (one shift from punches, one from the schedule), the IVU's two components, and an approved invoice.
import type { TBilledShift, TInvoice, TInvoiceLine, TInvoiceSummary } from '@centinela/shared/contracts/invoices';

export const CUSTOMER_ID = '11111111-1111-4111-8111-111111111111';
export const POST_ID = '22222222-2222-4222-8222-222222222222';
export const DRAFT_ID = '55555555-5555-4555-8555-555555555555';
export const ISSUED_ID = '66666666-6666-4666-8666-666666666666';
export const LINE_REGULAR = '77777777-7777-4777-8777-777777777777';
export const LINE_OVERTIME = '88888888-8888-4888-8888-888888888888';

const NONE = { approve: false, send: false, void: false, creditNote: false, delete: false, redraft: false, editLines: false };

export const summaryOf = (overrides: Partial<TInvoiceSummary> = {}): TInvoiceSummary => ({
  id: DRAFT_ID,
  kind: 'invoice',
  number: null,
  status: 'draft',
  customerCompanyId: CUSTOMER_ID,
  customerCompanyName: 'Plaza Los Flamboyanes',
  periodStart: '2026-10-01',
  periodEnd: '2026-10-31',
  issueDate: null,
  dueDate: null,
  currency: 'USD',
  language: 'es',
  subtotalCents: 40_000,
  taxCents: 4_600,
  totalCents: 44_600,
  paidCents: 0,
  creditedCents: 0,
  balanceCents: 0,
  overdue: false,
  unverifiedMinutes: 480,
  unpricedMinutes: 0,
  creditOf: null,
  createdAt: '2026-11-02T13:00:00.000Z',
  can: { ...NONE, approve: true, delete: true, redraft: true, editLines: true },
  ...overrides,
});

const shift = (overrides: Partial<TBilledShift>): TBilledShift => ({
  guardId: '99999999-9999-4999-8999-999999999999',
  guardName: 'Luis A. Rivera Santiago',
  date: '2026-10-05',
  start: '2026-10-05T11:00:00.000Z',
  end: '2026-10-05T19:00:00.000Z',
  source: 'attendance',
  ref: 'punch-1',
  workedMinutes: 472,
  billedMinutes: 480,
  adjustment: 'rounded',
  minutes: 480,
  split: false,
  ...overrides,
});

const line = (overrides: Partial<TInvoiceLine>): TInvoiceLine => ({
  id: LINE_REGULAR,
  kind: 'regular',
  postId: POST_ID,
  postName: 'Portón principal',
  rank: null,
  description: 'Portón principal',
  minutes: 960,
  quantity: 1,
  rateCents: 2_500,
  amountCents: 40_000,
  taxCents: 4_600,
  taxProfileId: null,
  rateCardId: null,
  rounding: { minutes: 15, mode: 'nearest', minimumMinutes: 240 },
  unverifiedMinutes: 480,
  creditsLineId: null,
  creditedCents: 0,
  shifts: [
    shift({}),
    shift({
      date: '2026-10-06',
      start: '2026-10-06T11:00:00.000Z',
      end: '2026-10-06T15:00:00.000Z',
      source: 'schedule',
      ref: 'occurrence-2',
      workedMinutes: 180,
      billedMinutes: 240,
      adjustment: 'minimum',
      minutes: 240,
      split: true,
    }),
  ],
  ...overrides,
});

export const invoiceOf = (overrides: Partial<TInvoice> = {}): TInvoice => ({
  ...summaryOf(),
  poNumber: 'OC-2026-0142',
  paymentTermsDays: 30,
  voidReason: null,
  notes: null,
  customer: { name: 'Plaza Los Flamboyanes', email: 'cuentas@plazaflamboyanes.com', taxId: null, address: null },
  taxes: [
    { label: 'IVU estatal', rateMilliPercent: 10_500, baseCents: 40_000, taxCents: 4_200, profileName: 'IVU Puerto Rico' },
    { label: 'IVU municipal', rateMilliPercent: 1_000, baseCents: 40_000, taxCents: 400, profileName: 'IVU Puerto Rico' },
  ],
  lines: [
    line({}),
    line({
      id: LINE_OVERTIME,
      kind: 'overtime',
      description: 'Portón principal',
      minutes: 60,
      rateCents: 3_750,
      amountCents: 3_750,
      taxCents: 431,
      unverifiedMinutes: 0,
      rounding: null,
      shifts: [],
    }),
  ],
  creditNotes: [],
  history: [
    {
      at: '2026-11-02T13:00:00.000Z',
      action: 'generate',
      fromStatus: null,
      toStatus: 'draft',
      actorName: 'Ramón Figueroa Colón',
      note: null,
    },
  ],
  ...overrides,
});

/** An approved invoice with $37.50 already credited on its overtime line. */
export const issuedOf = (overrides: Partial<TInvoice> = {}): TInvoice => {
  const base = invoiceOf();
  return {
    ...base,
    id: ISSUED_ID,
    number: 'F-2026-0001',
    status: 'approved',
    issueDate: '2026-11-02',
    dueDate: '2026-12-02',
    balanceCents: 44_600,
    can: { ...NONE, send: true, void: true, creditNote: true },
    lines: base.lines.map((l) => (l.id === LINE_OVERTIME ? { ...l, creditedCents: 1_000 } : l)),
    ...overrides,
  };
};
