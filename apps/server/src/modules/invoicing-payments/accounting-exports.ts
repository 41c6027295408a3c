// Accounting exports of issued invoices and credit notes (issue 30), each preceded by a check of what the target would
// refuse and why (research/peers-field-money-integrations.md, "Accounting exports"):
// - QuickBooks Online invoice import (CSV): *Invoice number, *Customer, *Invoice date, *Due date, Item(Product/Service),
//   Item Description, Item Quantity, Item Rate, *Item Amount, Item tax code, Terms, Service Date, Memo; one row per
//   line; about 1,000 rows a file; it imports invoices only (credit notes are skipped, and listed); QBO renumbers unless
//   "custom transaction numbers" is on (a warning).
// - QuickBooks Desktop IIF (tab-separated): `!TRNS`/`!SPL`/`!ENDTRNS` header rows, then per document TRNS (accounts
//   receivable, the total), one SPL per line and one per tax component with the opposite sign, ENDTRNS; TRNSTYPE
//   INVOICE or CREDIT MEMO; dates MM/DD/YYYY.
// - Xero sales invoices (CSV): *ContactName, *InvoiceNumber, *InvoiceDate, *DueDate, *Description, *Quantity,
//   *UnitAmount, *AccountCode, *TaxType, Reference, Currency; one row per line, amounts tax exclusive; at most 500
//   invoices a file; a credit note is its own document type in Xero (skipped, listed).
// A line's quantity is its hours (4 decimals) at its hourly rate; when hours × rate does not give the line's amount to
// the cent (rounding of minutes), the line is exported as 1 × its amount and the check says so.
import type { TInvoice } from '@centinela/shared/contracts/invoices';
import { type TCell, toCsv } from '../../platform/documents/csv';

export const EXPORT_FORMATS = ['qbo', 'iif', 'xero'] as const;
export type TExportFormat = (typeof EXPORT_FORMATS)[number];

export type TExportProblem = {
  /** 'error': the target refuses it (left out of the file); 'warning': exported, read this first. */
  severity: 'error' | 'warning';
  code:
    | 'credit_note_not_supported'
    | 'missing_number'
    | 'missing_due_date'
    | 'amount_as_single_unit'
    | 'too_many_rows'
    | 'too_many_invoices'
    | 'custom_numbers_required'
    | 'name_too_long'
    | 'totals_mismatch';
  invoiceNumber: string | null;
  detail?: string;
};

export type TExportAccounts = { receivable: string; income: string; taxPayable: string; xeroSalesCode: string };
export const DEFAULT_EXPORT_ACCOUNTS: TExportAccounts = {
  receivable: 'Accounts Receivable',
  income: 'Security Services Income',
  taxPayable: 'Sales Tax Payable',
  xeroSalesCode: '200',
};

const QBO_MAX_ROWS = 1_000;
const XERO_MAX_INVOICES = 500;

const mdy = (date: string | null) => (date ? `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}` : '');
const money = (cents: number) => Number((cents / 100).toFixed(2));

/** A line's quantity and unit amount: hours × hourly rate when they give its amount to the cent, else 1 × amount. */
export const quantityOf = (line: TInvoice['lines'][number]) => {
  if (line.minutes !== null && line.kind !== 'special_service') {
    const hours = Number((line.minutes / 60).toFixed(4));
    if (Math.round(hours * line.rateCents) === line.amountCents) return { quantity: hours, unitCents: line.rateCents, exact: true };
    return { quantity: 1, unitCents: line.amountCents, exact: false };
  }
  const quantity = Math.max(1, line.quantity);
  return line.amountCents % quantity === 0
    ? { quantity, unitCents: line.amountCents / quantity, exact: true }
    : { quantity: 1, unitCents: line.amountCents, exact: false };
};

type TWords = { kinds: Record<string, string> };
const describe = (line: TInvoice['lines'][number], words: TWords) => `${words.kinds[line.kind] ?? line.kind} — ${line.description}`;

const baseProblems = (invoices: TInvoice[], format: TExportFormat) => {
  const problems: TExportProblem[] = [];
  const exported: TInvoice[] = [];
  for (const inv of invoices) {
    if (inv.kind === 'credit_note' && format !== 'iif') {
      problems.push({ severity: 'error', code: 'credit_note_not_supported', invoiceNumber: inv.number });
      continue;
    }
    if (!inv.number) {
      problems.push({ severity: 'error', code: 'missing_number', invoiceNumber: null });
      continue;
    }
    if (inv.kind === 'invoice' && !inv.dueDate) {
      problems.push({ severity: 'error', code: 'missing_due_date', invoiceNumber: inv.number });
      continue;
    }
    const sum = inv.lines.reduce((t, l) => t + l.amountCents, 0) + inv.taxes.reduce((t, x) => t + x.taxCents, 0);
    if (inv.lines.length === 0 || sum !== inv.totalCents) {
      // Lines and taxes that do not add up to the total would post an unbalanced transaction.
      problems.push({ severity: 'error', code: 'totals_mismatch', invoiceNumber: inv.number, detail: `${sum} ≠ ${inv.totalCents}` });
      continue;
    }
    if (format === 'qbo' && inv.customer.name.length > 100)
      problems.push({ severity: 'warning', code: 'name_too_long', invoiceNumber: inv.number, detail: inv.customer.name });
    for (const line of inv.lines)
      if (!quantityOf(line).exact)
        problems.push({ severity: 'warning', code: 'amount_as_single_unit', invoiceNumber: inv.number, detail: line.description });
    exported.push(inv);
  }
  return { problems, exported };
};

type TFile = { body: string; extension: 'csv' | 'iif'; problems: TExportProblem[]; invoices: number; rows: number };
type TPart = { exported: TInvoice[]; problems: TExportProblem[]; words: TWords; accounts: TExportAccounts };

const qboFile = ({ exported, problems, words }: TPart): TFile => {
  const rows: TCell[][] = exported.flatMap((inv) =>
    inv.lines.map((line) => {
      const q = quantityOf(line);
      return [
        inv.number,
        inv.customer.name,
        mdy(inv.issueDate),
        mdy(inv.dueDate),
        words.kinds[line.kind] ?? line.kind,
        describe(line, words),
        q.quantity,
        money(q.unitCents),
        money(line.amountCents),
        line.taxCents > 0 ? 'TAX' : 'NON',
        inv.paymentTermsDays === 0 ? 'Due on receipt' : `Net ${inv.paymentTermsDays}`,
        mdy(inv.periodEnd),
        inv.poNumber ? `PO ${inv.poNumber}` : '',
      ];
    }),
  );
  problems.unshift({ severity: 'warning', code: 'custom_numbers_required', invoiceNumber: null });
  if (rows.length > QBO_MAX_ROWS)
    problems.push({ severity: 'warning', code: 'too_many_rows', invoiceNumber: null, detail: String(rows.length) });
  const headers = [
    'Invoice number',
    'Customer',
    'Invoice date',
    'Due date',
    'Item(Product/Service)',
    'Item Description',
    'Item Quantity',
    'Item Rate',
    'Item Amount',
    'Item tax code',
    'Terms',
    'Service Date',
    'Memo',
  ];
  return {
    body: toCsv(headers, rows),
    extension: 'csv',
    problems,
    invoices: exported.length,
    rows: rows.length,
  };
};

const xeroFile = ({ exported, problems, words, accounts }: TPart): TFile => {
  if (exported.length > XERO_MAX_INVOICES)
    problems.push({ severity: 'warning', code: 'too_many_invoices', invoiceNumber: null, detail: String(exported.length) });
  const rows: TCell[][] = exported.flatMap((inv) =>
    inv.lines.map((line) => {
      const q = quantityOf(line);
      return [
        inv.customer.name,
        inv.number,
        mdy(inv.issueDate),
        mdy(inv.dueDate),
        describe(line, words),
        q.quantity,
        money(q.unitCents),
        accounts.xeroSalesCode,
        line.taxCents > 0 ? 'Tax on Sales' : 'Tax Exempt',
        inv.poNumber ?? '',
        inv.currency,
      ];
    }),
  );
  const headers = [
    '*ContactName',
    '*InvoiceNumber',
    '*InvoiceDate',
    '*DueDate',
    '*Description',
    '*Quantity',
    '*UnitAmount',
    '*AccountCode',
    '*TaxType',
    'Reference',
    'Currency',
  ];
  return {
    body: toCsv(headers, rows),
    extension: 'csv',
    problems,
    invoices: exported.length,
    rows: rows.length,
  };
};

const iifFile = ({ exported, problems, words, accounts }: TPart): TFile => {
  // IIF: tabs separate fields; a tab or line break inside a value would break the file.
  const clean = (v: TCell) => String(v ?? '').replace(/[\t\r\n]+/g, ' ');
  const line = (cells: TCell[]) => cells.map(clean).join('\t');
  const out = [
    line(['!TRNS', 'TRNSID', 'TRNSTYPE', 'DATE', 'ACCNT', 'NAME', 'AMOUNT', 'DOCNUM', 'MEMO', 'DUEDATE', 'TERMS']),
    line(['!SPL', 'SPLID', 'TRNSTYPE', 'DATE', 'ACCNT', 'NAME', 'AMOUNT', 'DOCNUM', 'MEMO', 'QNTY', 'PRICE', 'INVITEM']),
    line(['!ENDTRNS']),
  ];
  let rows = 0;
  for (const inv of exported) {
    const type = inv.kind === 'credit_note' ? 'CREDIT MEMO' : 'INVOICE';
    const sign = inv.kind === 'credit_note' ? -1 : 1;
    const date = mdy(inv.issueDate);
    out.push(
      line([
        'TRNS',
        '',
        type,
        date,
        accounts.receivable,
        inv.customer.name,
        money(sign * inv.totalCents),
        inv.number,
        inv.poNumber ? `PO ${inv.poNumber}` : '',
        mdy(inv.dueDate),
        inv.kind === 'invoice' ? `Net ${inv.paymentTermsDays}` : '',
      ]),
    );
    for (const l of inv.lines) {
      const q = quantityOf(l);
      out.push(
        line([
          'SPL',
          '',
          type,
          date,
          accounts.income,
          inv.customer.name,
          money(-sign * l.amountCents),
          inv.number,
          describe(l, words),
          -sign * q.quantity,
          money(q.unitCents),
          words.kinds[l.kind] ?? l.kind,
        ]),
      );
      rows += 1;
    }
    for (const tax of inv.taxes) {
      out.push(
        line([
          'SPL',
          '',
          type,
          date,
          accounts.taxPayable,
          inv.customer.name,
          money(-sign * tax.taxCents),
          inv.number,
          tax.label,
          '',
          '',
          '',
        ]),
      );
      rows += 1;
    }
    out.push(line(['ENDTRNS']));
  }
  return { body: `${out.join('\r\n')}\r\n`, extension: 'iif', problems, invoices: exported.length, rows };
};

/** The export's file and its check. */
export const accountingExport = (
  format: TExportFormat,
  invoices: TInvoice[],
  words: TWords,
  accounts: TExportAccounts = DEFAULT_EXPORT_ACCOUNTS,
): TFile => {
  const part = { ...baseProblems(invoices, format), words, accounts };
  return format === 'qbo' ? qboFile(part) : format === 'xero' ? xeroFile(part) : iifFile(part);
};
