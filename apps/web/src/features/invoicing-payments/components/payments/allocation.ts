// How a payment's money is spread over a customer's open invoices, shared by the record and apply-credit dialogs: the
// amounts typed per invoice (cents, or the text that did not parse), "apply in order of due date" (oldest first, each at
// most its balance, up to what the payment has), the applied total and what is left as credit, and the form's checks —
// an amount that is not money, above the invoice's balance, or a total above what the payment has.
import { PAYMENT_MESSAGES } from '@centinela/shared/contracts/invoice-payments';
import { MONEY_MESSAGES, parseMoney } from '@centinela/shared/rules/money';
import { z } from 'zod';

/** A money field's value: integer cents, null for none, or the text that did not parse. */
export type TMoneyValue = number | string | null;

/** One open invoice of the form: its balance travels with it, so the checks need nothing else. */
export type TAllocationRow = { invoiceId: string; balanceCents: number; amountCents: TMoneyValue };

export const ALLOCATION_MESSAGES = {
  aboveBalance: 'invoicingPayments:validation.allocationAboveBalance',
  exceedsCredit: 'invoicingPayments:validation.allocationsExceedCredit',
  required: 'invoicingPayments:validation.allocationRequired',
} as const;

export const ZMoneyValue = z.union([z.number(), z.string(), z.null()]);
export const ZAllocationRow = z.object({ invoiceId: z.string(), balanceCents: z.number(), amountCents: ZMoneyValue });

/** The cents of a field (0 while empty or not money). */
export const centsOf = (value: TMoneyValue | undefined): number => (typeof value === 'number' ? value : 0);

export const appliedOf = (rows: readonly Pick<TAllocationRow, 'amountCents'>[]): number =>
  rows.reduce((sum, row) => sum + centsOf(row.amountCents), 0);

/** Oldest due first (the rows' order), each invoice at most its balance, until the amount runs out; null where nothing goes. */
export const fillByDueDate = (balances: readonly number[], amountCents: number): (number | null)[] => {
  let left = Math.max(0, amountCents);
  return balances.map((balance) => {
    const take = Math.min(balance, left);
    left -= take;
    return take > 0 ? take : null;
  });
};

/** Applied and left as credit; `over` is how much the applied total passes what the payment has (0 when it fits). */
export const summaryOf = (availableCents: number, appliedCents: number) => ({
  applied: appliedCents,
  credit: Math.max(0, availableCents - appliedCents),
  over: Math.max(0, appliedCents - availableCents),
});

/** The field error of a typed amount that is not money, said as the money field says it; null when it is fine. */
export const moneyIssueOf = (value: TMoneyValue, language: string): string | null => {
  if (typeof value !== 'string') return null;
  const parsed = parseMoney(value, language);
  return MONEY_MESSAGES[parsed.ok ? 'invalid' : parsed.error];
};

type TCtx = z.RefinementCtx;

/**
 * The allocation rows' issues: money that did not parse or above the invoice's balance on its field; a total above
 * `availableCents` (when known) on the list with `exceedMessage`. Answers whether any amount above 0 was given.
 */
export const checkAllocations = (
  rows: readonly TAllocationRow[],
  availableCents: number | null,
  language: string,
  ctx: TCtx,
  exceedMessage: string = PAYMENT_MESSAGES.allocationsExceed,
): boolean => {
  let isAny = false;
  rows.forEach((row, index) => {
    const path = ['allocations', index, 'amountCents'];
    const moneyIssue = moneyIssueOf(row.amountCents, language);
    if (moneyIssue) ctx.addIssue({ code: 'custom', path, message: moneyIssue });
    else if (centsOf(row.amountCents) > row.balanceCents) ctx.addIssue({ code: 'custom', path, message: ALLOCATION_MESSAGES.aboveBalance });
    else if (centsOf(row.amountCents) > 0) isAny = true;
  });
  if (availableCents !== null && appliedOf(rows) > availableCents)
    ctx.addIssue({ code: 'custom', path: ['allocations'], message: exceedMessage });
  return isAny;
};

/** The rows with an amount, as the API takes them. */
export const allocationsOf = (rows: readonly TAllocationRow[]) =>
  rows.flatMap((row) => (centsOf(row.amountCents) > 0 ? [{ invoiceId: row.invoiceId, amountCents: centsOf(row.amountCents) }] : []));

/** A payment's allocations one per invoice (credit applied later to the same invoice adds to it), in the order first applied. */
export const allocationsByInvoice = <T extends { invoiceId: string; amountCents: number }>(allocations: readonly T[]): T[] => {
  const byInvoice = new Map<string, T>();
  for (const a of allocations) {
    const seen = byInvoice.get(a.invoiceId);
    byInvoice.set(a.invoiceId, seen ? { ...seen, amountCents: seen.amountCents + a.amountCents } : a);
  }
  return [...byInvoice.values()];
};
