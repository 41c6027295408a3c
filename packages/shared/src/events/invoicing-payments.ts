// The invoicing area's events (modules/invoicing-payments).
import { z } from 'zod';
import { ZId } from '../contracts/common';
import { defineEvent } from './define';

export const INVOICE_OVERDUE = defineEvent({
  type: 'invoicing-payments.invoice-overdue',
  entityType: 'invoicing-payments',
  action: 'ALERT',
  schema: z.object({
    invoiceId: ZId,
    number: z.string(),
    customer: z.object({ id: ZId, name: z.string() }),
    balanceCents: z.number().int(),
    currency: z.string(),
    dueDate: z.string(),
    daysPastDue: z.number().int(),
  }),
  description: 'An issued invoice passed its due date with a balance left (once per invoice and due date).',
});

export const INVOICING_PAYMENTS_EVENTS = [INVOICE_OVERDUE] as const;
