// Endpoints of invoices (issue 30): generate a draft from the worked time, list, read with each line's shifts, approve
// (numbered), send (PDF by e-mail), void, credit notes, PDF. Company staff with the invoicing-payments permission;
// guards and customer company admins are refused here (the customer portal shows a customer its own invoices).
// Schemas: contracts/invoices.ts.
import { z } from 'zod';
import { ZDateString, ZId, ZIdParams } from '../contracts/common';
import {
  ZAging,
  ZApplyPayment,
  ZInvoicingOverview,
  ZPayment,
  ZPaymentInput,
  ZPaymentListQuery,
  ZPaymentPage,
  ZReversePayment,
  ZStatement,
  ZStatementQuery,
} from '../contracts/invoice-payments';
import {
  ZCreditNoteInput,
  ZGenerateAllInvoices,
  ZGenerateInvoice,
  ZInvoice,
  ZInvoiceListQuery,
  ZInvoicePage,
  ZManualLineInput,
  ZVoidInvoice,
} from '../contracts/invoices';
import { LANGUAGES } from '../enums';
import { defineEndpoint } from './define';

const tag = 'invoicing-payments';
const resource = 'invoicing-payments';

export const generateInvoice = defineEndpoint({
  method: 'POST',
  path: '/api/invoicing/invoices/generate',
  summary:
    "Generates a customer's draft invoice for a period from the worked time (attendance, else the schedule marked unverified), priced by the rate cards; replaces a draft of the same customer and period",
  tag,
  access: { action: 'add', resource },
  body: ZGenerateInvoice,
  status: 201,
  response: ZInvoice,
  errors: [400, 403, 404, 409],
});

export const invoices = defineEndpoint({
  method: 'GET',
  path: '/api/invoicing/invoices',
  summary: 'Invoices and credit notes, newest first, filtered by status, customer and period',
  tag,
  access: { action: 'view', resource },
  query: ZInvoiceListQuery,
  response: ZInvoicePage,
  errors: [403],
});

export const invoice = defineEndpoint({
  method: 'GET',
  path: '/api/invoicing/invoices/:id',
  summary: "An invoice with its lines, each line's shifts, taxes, credit notes and history",
  tag,
  access: { action: 'view', resource },
  params: ZIdParams,
  response: ZInvoice,
  errors: [403, 404],
});

export const approveInvoice = defineEndpoint({
  method: 'POST',
  path: '/api/invoicing/invoices/:id/approve',
  summary: 'Issues a draft: gives it the next number of its series, its issue and due dates',
  tag,
  access: { action: 'edit', resource },
  params: ZIdParams,
  response: ZInvoice,
  errors: [403, 404, 409],
});

export const sendInvoice = defineEndpoint({
  method: 'POST',
  path: '/api/invoicing/invoices/:id/send',
  summary: "E-mails an issued invoice's PDF to the customer's billing address through the company's SMTP settings",
  tag,
  access: { action: 'edit', resource },
  params: ZIdParams,
  response: ZInvoice,
  errors: [403, 404, 409],
});

export const voidInvoice = defineEndpoint({
  method: 'POST',
  path: '/api/invoicing/invoices/:id/void',
  summary: 'Voids an issued invoice with nothing paid, with a reason (its number is kept, never reused)',
  tag,
  access: { action: 'edit', resource },
  params: ZIdParams,
  body: ZVoidInvoice,
  response: ZInvoice,
  errors: [400, 403, 404, 409],
});

export const createCreditNote = defineEndpoint({
  method: 'POST',
  path: '/api/invoicing/invoices/:id/credit-notes',
  summary: 'Issues a credit note against an invoice: the whole of what is left, or an amount per line',
  tag,
  access: { action: 'edit', resource },
  params: ZIdParams,
  body: ZCreditNoteInput,
  status: 201,
  response: ZInvoice,
  errors: [400, 403, 404, 409],
});

export const removeInvoice = defineEndpoint({
  method: 'DELETE',
  path: '/api/invoicing/invoices/:id',
  summary: 'Deletes a draft invoice (an issued one is voided or credited, never deleted)',
  tag,
  access: { action: 'delete', resource },
  params: ZIdParams,
  kind: 'empty',
  errors: [403, 404, 409],
});

export const invoicePdf = defineEndpoint({
  method: 'GET',
  path: '/api/invoicing/invoices/:id/pdf',
  summary: "An invoice or credit note as PDF, in the invoice's language unless `lang` is given",
  tag,
  access: { action: 'view', resource },
  params: ZIdParams,
  query: z.object({ lang: z.enum(LANGUAGES).optional() }),
  kind: 'file',
  errors: [403, 404],
});

export const addInvoiceLine = defineEndpoint({
  method: 'POST',
  path: '/api/invoicing/invoices/:id/lines',
  summary: "Adds a manual line to a draft (quantity × unit price, taxed by a profile); it survives the draft's regeneration",
  tag,
  access: { action: 'edit', resource },
  params: ZIdParams,
  body: ZManualLineInput,
  status: 201,
  response: ZInvoice,
  errors: [400, 403, 404, 409],
});

export const removeInvoiceLine = defineEndpoint({
  method: 'DELETE',
  path: '/api/invoicing/invoices/:id/lines/:lineId',
  summary: "Removes a manual line from a draft (the draft's other lines come from the period's work and stay)",
  tag,
  access: { action: 'edit', resource },
  params: z.object({ id: ZId, lineId: ZId }),
  response: ZInvoice,
  errors: [403, 404, 409],
});

export const invoiceCfdi = defineEndpoint({
  method: 'GET',
  path: '/api/invoicing/invoices/:id/cfdi.xml',
  summary: 'An issued invoice as unsigned CFDI 4.0 XML (Mexico) for the stamping provider (PAC); stamping is not done here',
  tag,
  access: { action: 'view', resource },
  params: ZIdParams,
  kind: 'file',
  errors: [403, 404, 409],
});

// ---------- payments and accounts ----------

export const payments = defineEndpoint({
  method: 'GET',
  path: '/api/invoicing/payments',
  summary: 'Payments received, newest first, with their allocations and unapplied credit',
  tag,
  access: { action: 'view', resource },
  query: ZPaymentListQuery,
  response: ZPaymentPage,
  errors: [403],
});

export const recordPayment = defineEndpoint({
  method: 'POST',
  path: '/api/invoicing/payments',
  summary: "Records a customer's payment and applies it to issued invoices; what is not applied stays as credit",
  tag,
  access: { action: 'add', resource },
  body: ZPaymentInput,
  status: 201,
  response: ZPayment,
  errors: [400, 403, 404, 409],
});

export const applyPayment = defineEndpoint({
  method: 'POST',
  path: '/api/invoicing/payments/:id/allocations',
  summary: "Applies a payment's unapplied credit to issued invoices",
  tag,
  access: { action: 'edit', resource },
  params: ZIdParams,
  body: ZApplyPayment,
  response: ZPayment,
  errors: [400, 403, 404, 409],
});

export const reversePayment = defineEndpoint({
  method: 'POST',
  path: '/api/invoicing/payments/:id/reverse',
  summary: 'Reverses a payment with a reason (a bounced cheque, a refund): its invoices owe again what it paid',
  tag,
  access: { action: 'edit', resource },
  params: ZIdParams,
  body: ZReversePayment,
  response: ZPayment,
  errors: [400, 403, 404, 409],
});

export const aging = defineEndpoint({
  method: 'GET',
  path: '/api/invoicing/aging',
  summary: 'What each customer owes by days past due (current, 1–30, 31–60, 61–90, 90+) and its unapplied credit',
  tag,
  access: { action: 'view', resource },
  query: z.object({ asOf: ZDateString.optional() }),
  response: ZAging,
  errors: [403],
});

export const statement = defineEndpoint({
  method: 'GET',
  path: '/api/invoicing/accounts/:customerCompanyId/statement',
  summary:
    "A customer's statement of account for a date range: opening balance, documents and payments, closing balance, aging (JSON, or PDF with format=pdf)",
  tag,
  access: { action: 'view', resource },
  params: z.object({ customerCompanyId: ZId }),
  query: ZStatementQuery,
  response: ZStatement,
  errors: [400, 403, 404],
});

// ---------- accounting exports ----------

export const ZExportQuery = z.object({
  format: z.enum(['qbo', 'iif', 'xero']),
  /** Issue dates, inclusive. */
  from: ZDateString,
  to: ZDateString,
  lang: z.enum(LANGUAGES).optional(),
});

export const ZExportCheck = z.object({
  format: z.enum(['qbo', 'iif', 'xero']),
  invoices: z.number().int(),
  rows: z.number().int(),
  problems: z.array(
    z.object({
      severity: z.enum(['error', 'warning']),
      code: z.string(),
      invoiceNumber: z.string().nullable(),
      detail: z.string().optional(),
    }),
  ),
});

export const exportCheck = defineEndpoint({
  method: 'GET',
  path: '/api/invoicing/export/check',
  summary:
    'What an accounting export (QuickBooks Online CSV, QuickBooks Desktop IIF, Xero CSV) would hold, and what the target would refuse and why',
  tag,
  access: { action: 'view', resource },
  query: ZExportQuery,
  response: ZExportCheck,
  errors: [400, 403],
});

export const exportInvoices = defineEndpoint({
  method: 'GET',
  path: '/api/invoicing/export',
  summary: 'Issued invoices and credit notes of a period as a QuickBooks Online CSV, QuickBooks Desktop IIF or Xero CSV file',
  tag,
  access: { action: 'view', resource },
  query: ZExportQuery,
  kind: 'file',
  errors: [400, 403],
});

export const generateAllInvoices = defineEndpoint({
  method: 'POST',
  path: '/api/invoicing/invoices/generate-all',
  summary:
    "Generates the drafts of every active customer (or those named) for a period, each guard's work classified once; customers with nothing to bill are skipped",
  tag,
  access: { action: 'add', resource },
  body: ZGenerateAllInvoices,
  response: z.object({ generated: z.number().int(), skipped: z.number().int(), invoiceIds: z.array(ZId) }),
  errors: [400, 403],
});

export const invoicingOverview = defineEndpoint({
  method: 'GET',
  path: '/api/invoicing/overview',
  summary: "Receivables, overdue, this month's billing against last month's, collections, top customers and margin alerts",
  tag,
  access: { action: 'view', resource },
  response: ZInvoicingOverview,
  errors: [403],
});
