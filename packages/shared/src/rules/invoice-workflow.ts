// The workflow of an invoice (issue 30), declared with rules/workflow.ts:
//
//   draft ─approve (numbered, issued)─▶ approved ─send (PDF e-mailed)─▶ sent ─send─▶ sent (sent again)
//   approved / sent ─void {reason}─▶ void            (only with nothing paid: a payment is reversed first — from
//   partially_paid or paid the service refuses with INVOICE_HAS_PAYMENTS)
//   approved / sent ─pay_part─▶ partially_paid ─pay_part─▶ partially_paid
//   approved / sent / partially_paid ─pay_full─▶ paid
//   paid / partially_paid ─reopen_part (a payment reversed, some still paid)─▶ partially_paid
//   paid / partially_paid ─reopen_sent | reopen_approved (nothing paid any more)─▶ sent, or approved if never sent
//
// A draft is regenerated or deleted (not steps: the row is replaced or goes). An issued invoice is never edited: a
// credit note corrects it. A credit note is issued on creation (approved) and voided like an invoice.
import { INVOICE_STATUSES, type TInvoiceStatus } from '../contracts/invoices';
import { defineWorkflow } from './workflow';

export const INVOICE_ACTIONS = [
  'approve',
  'send',
  'void',
  'pay_part',
  'pay_full',
  'reopen_part',
  'reopen_sent',
  'reopen_approved',
] as const;
export type TInvoiceAction = (typeof INVOICE_ACTIONS)[number];

export const INVOICE_WORKFLOW = defineWorkflow<TInvoiceStatus, TInvoiceAction>({
  name: 'invoice',
  states: INVOICE_STATUSES,
  actions: {
    approve: { from: ['draft'], to: 'approved' },
    send: { from: ['approved', 'sent'], to: 'sent' },
    void: { from: ['approved', 'sent', 'partially_paid', 'paid'], to: 'void' },
    pay_part: { from: ['approved', 'sent', 'partially_paid'], to: 'partially_paid' },
    pay_full: { from: ['approved', 'sent', 'partially_paid'], to: 'paid' },
    reopen_part: { from: ['paid', 'partially_paid'], to: 'partially_paid' },
    reopen_sent: { from: ['paid', 'partially_paid'], to: 'sent' },
    reopen_approved: { from: ['paid', 'partially_paid'], to: 'approved' },
  },
});

/** A draft is regenerated or deleted; nothing issued ever is. */
export const isInvoiceDraft = (status: TInvoiceStatus) => status === 'draft';
