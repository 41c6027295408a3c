// How a payment spreads over open invoices: oldest due first, each at most its balance, until the amount runs out; the
// applied total, the credit left and by how much the amounts pass what the payment has.
import { describe, expect, it } from 'vitest';
import { allocationsByInvoice, allocationsOf, appliedOf, fillByDueDate, summaryOf } from './allocation';

describe('payment allocation', () => {
  it('fills the oldest invoices first, each up to its balance, and leaves the rest empty', () => {
    expect(fillByDueDate([30_000, 44_600, 10_000], 50_000)).toEqual([30_000, 20_000, null]);
    expect(fillByDueDate([30_000, 44_600], 100_000)).toEqual([30_000, 44_600]);
    expect(fillByDueDate([30_000], 0)).toEqual([null]);
    expect(fillByDueDate([], 5_000)).toEqual([]);
  });

  it('sums what is applied (text that is not money counts as nothing) and says the credit or the excess', () => {
    const rows = [
      { invoiceId: 'a', balanceCents: 30_000, amountCents: 30_000 },
      { invoiceId: 'b', balanceCents: 44_600, amountCents: '12,3x' },
      { invoiceId: 'c', balanceCents: 10_000, amountCents: null },
    ];
    expect(appliedOf(rows)).toBe(30_000);
    expect(summaryOf(50_000, 30_000)).toEqual({ applied: 30_000, credit: 20_000, over: 0 });
    expect(summaryOf(20_000, 30_000)).toEqual({ applied: 30_000, credit: 0, over: 10_000 });
    expect(allocationsOf(rows)).toEqual([{ invoiceId: 'a', amountCents: 30_000 }]);
  });

  it('shows a payment applied twice to one invoice (credit applied later) as one line', () => {
    const first = { invoiceId: 'a', invoiceNumber: 'F-2026-0001', amountCents: 10_000 };
    const other = { invoiceId: 'b', invoiceNumber: 'F-2026-0002', amountCents: 2_000 };
    expect(allocationsByInvoice([first, other, { ...first, amountCents: 5_000 }])).toEqual([{ ...first, amountCents: 15_000 }, other]);
  });
});
