// An invoice's documents (issue 30): its PDF in the invoice's language (or the one asked for) with the company's logo —
// lines by post and kind with the rounding applied, the taxes, what was credited and paid, and each line's shifts —
// and its e-mail: the job invoicing.invoice-email sends the PDF to the customer's billing address through the company's
// SMTP settings (the 'invoice' template) and writes it to the system log (/settings/general-logs).
import { formatDay as formatDayOf, formatHours, formatMoney, type TLanguage } from '@centinela/shared';
import type { TInvoice } from '@centinela/shared/contracts/invoices';
import { ZId } from '@centinela/shared/contracts/common';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { TDbOrTx } from '../../db/client';
import { companies, files, invoiceHistory, invoices } from '../../db/schema';
import type { TActor } from '../../platform/access/actor';
import { writeSystemLog } from '../../platform/audit/system-log';
import type { TServiceContext } from '../../platform/context';
import { pdf, renderPdf, type TPdfBlock } from '../../platform/documents/pdf';
import { catalogTree, interpolate } from '../../platform/i18n/catalog';
import { jobName, registerJob } from '../../platform/jobs/registry';
import { openStoredFile } from '../../platform/storage/files.service';
import { loadSmtp, sendMail, templateFor } from '../notifications/email';
import { renderTemplate } from '@centinela/shared/contracts/email-templates';
import { workActor } from '../payroll/work-classification';
import { readInvoice } from './invoices.store';

export const INVOICE_EMAIL_JOB = jobName('invoicing.invoice-email', z.object({ companyId: ZId, invoiceId: ZId, to: z.string() }));

const WORDS = { es: catalogTree('es', 'documents').invoice, en: catalogTree('en', 'documents').invoice };

const formatDay = (date: string | null, language: TLanguage) => (date ? formatDayOf(date, language) : '');

const timeIn = (iso: string, timeZone: string, language: TLanguage) =>
  new Intl.DateTimeFormat(language === 'es' ? 'es-PR' : 'en-US', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hour12: language === 'en',
  }).format(new Date(iso));

/** The company's logo as PNG or JPEG bytes (another format or none: no logo). */
const companyLogo = async (ctx: TServiceContext, fileId: string | null) => {
  if (!fileId) return undefined;
  const [file] = await ctx.db.select().from(files).where(eq(files.id, fileId));
  const format = file?.contentType === 'image/png' ? 'png' : file?.contentType === 'image/jpeg' ? 'jpg' : null;
  if (!file || !format) return undefined;
  try {
    const opened = await openStoredFile(ctx, file);
    const chunks: Buffer[] = [];
    for await (const chunk of opened.stream) chunks.push(Buffer.from(chunk));
    return { data: new Uint8Array(Buffer.concat(chunks)), format } as const;
  } catch {
    return undefined; // a missing file never stops an invoice
  }
};

/** The blocks of an invoice or credit note in one language. */
export const invoiceBlocks = (invoice: TInvoice, language: TLanguage, timeZone: string): TPdfBlock[] => {
  const w = WORDS[language];
  const money = (cents: number) => formatMoney(cents, language, invoice.currency);
  const hours = (minutes: number) => formatHours(minutes, language, { exact: true });
  const fields: [string, string | null][] = [
    [w.billTo, [invoice.customer.name, invoice.customer.address].filter(Boolean).join('\n')],
    [w.taxId, invoice.customer.taxId],
    [w.period, interpolate(w.periodRange, { from: formatDay(invoice.periodStart, language), to: formatDay(invoice.periodEnd, language) })],
    [w.issueDate, invoice.issueDate ? formatDay(invoice.issueDate, language) : null],
    [w.dueDate, invoice.kind === 'invoice' && invoice.dueDate ? formatDay(invoice.dueDate, language) : null],
    [
      w.terms,
      invoice.kind === 'invoice'
        ? invoice.paymentTermsDays === 0
          ? w.termsOnReceipt
          : interpolate(w.termsDays, { days: invoice.paymentTermsDays })
        : null,
    ],
    [w.poNumber, invoice.poNumber],
    [w.creditOf, invoice.creditOf?.number ?? null],
    [w.reason, invoice.kind === 'credit_note' ? invoice.notes : null],
  ];
  const rows = invoice.lines.map((line) => {
    const kind = w.kinds[line.kind as keyof typeof w.kinds] ?? line.kind;
    const notes = [
      line.rounding && line.rounding.minutes > 0
        ? interpolate(w.rounding, { minutes: line.rounding.minutes, mode: w.roundingModes[line.rounding.mode] })
        : null,
      line.rounding && line.rounding.minimumMinutes > 0 ? interpolate(w.minimum, { hours: hours(line.rounding.minimumMinutes) }) : null,
      line.unverifiedMinutes > 0 ? interpolate(w.unverified, { hours: hours(line.unverifiedMinutes) }) : null,
    ].filter(Boolean);
    const concept = [`${kind} — ${line.description}`, ...notes].join('\n');
    const isTime = line.minutes !== null && line.kind !== 'special_service';
    return [
      concept,
      line.minutes !== null ? hours(line.minutes) : String(line.quantity),
      isTime
        ? money(line.rateCents)
        : line.kind === 'special_service'
          ? `${line.quantity} × ${money(line.rateCents)}`
          : money(line.rateCents),
      money(line.amountCents),
    ];
  });
  const totals: [string, string][] = [[w.subtotal, money(invoice.subtotalCents)]];
  for (const tax of invoice.taxes) {
    const rate = `${(tax.rateMilliPercent / 1000).toLocaleString(language === 'es' ? 'es-PR' : 'en-US', { maximumFractionDigits: 3 })} %`;
    totals.push([interpolate(w.tax, { label: tax.label, rate }), money(tax.taxCents)]);
  }
  totals.push([w.total, money(invoice.totalCents)]);
  if (invoice.kind === 'invoice' && invoice.status !== 'draft' && invoice.status !== 'void') {
    if (invoice.creditedCents) totals.push([w.credited, money(-invoice.creditedCents)]);
    if (invoice.paidCents) totals.push([w.paid, money(-invoice.paidCents)]);
    totals.push([w.balance, money(invoice.balanceCents)]);
  }
  const shiftRows = invoice.lines.flatMap((line) =>
    line.shifts.map((s) => [
      s.guardName,
      formatDay(s.date, language),
      `${timeIn(s.start, timeZone, language)}–${timeIn(s.end, timeZone, language)}`,
      `${w.kinds[line.kind as keyof typeof w.kinds]} · ${line.description}`,
      hours(s.workedMinutes),
      hours(s.minutes),
    ]),
  );
  return [
    ...(invoice.status === 'void' ? [pdf.heading(interpolate(w.void, { reason: invoice.voidReason ?? '' }))] : []),
    ...(invoice.status === 'draft' ? [pdf.note(w.draftNote)] : []),
    pdf.fields(fields),
    pdf.table(
      [
        { label: w.concept, width: 4 },
        { label: w.hours, align: 'right' },
        { label: w.rate, width: 1.4, align: 'right' },
        { label: w.amount, width: 1.4, align: 'right' },
      ],
      rows,
    ),
    pdf.totals(totals),
    ...(shiftRows.length > 0
      ? [
          pdf.heading(w.shiftsHeading),
          pdf.table(
            [
              { label: w.guard, width: 2 },
              { label: w.date },
              { label: w.time, width: 1.4 },
              { label: w.concept, width: 2.4 },
              { label: w.worked, align: 'right' },
              { label: w.billed, align: 'right' },
            ],
            shiftRows,
          ),
        ]
      : []),
    pdf.note(w.footer),
  ];
};

/** The PDF of an invoice the actor may read: its bytes and file name. */
export const invoicePdfOf = async (ctx: TServiceContext, actor: TActor, id: string, lang?: TLanguage) => {
  const invoice = await readInvoice(ctx.db, actor, id);
  const [company] = await ctx.db
    .select({ name: companies.name, timeZone: companies.timeZone, logoFileId: companies.logoFileId })
    .from(companies)
    .where(eq(companies.id, actor.companyId));
  const language = lang ?? invoice.language;
  const w = WORDS[language];
  const title =
    invoice.kind === 'credit_note'
      ? interpolate(w.creditNoteTitle, { number: invoice.number ?? '' })
      : invoice.number
        ? interpolate(w.title, { number: invoice.number })
        : w.draftTitle;
  const body = await renderPdf(
    {
      title,
      companyName: company?.name ?? '',
      language,
      timeZone: company?.timeZone ?? 'America/Puerto_Rico',
      subtitle: invoice.customer.name,
      logo: await companyLogo(ctx, company?.logoFileId ?? null),
    },
    invoiceBlocks(invoice, language, company?.timeZone ?? 'America/Puerto_Rico'),
  );
  return { invoice, body, name: invoice.number ?? `${w.draftTitle}-${invoice.periodStart}` };
};

/** The job: the invoice's PDF to the customer, in the invoice's language; the log and the invoice's history say so. */
export const deliverInvoiceEmail = async (ctx: TServiceContext, data: { companyId: string; invoiceId: string; to: string }) => {
  const [row] = await ctx.db
    .select({ id: invoices.id, createdBy: invoices.createdBy })
    .from(invoices)
    .where(and(eq(invoices.id, data.invoiceId), eq(invoices.companyId, data.companyId)));
  if (!row) return; // deleted since: nothing to send
  const smtp = await loadSmtp(ctx, ctx.db, data.companyId);
  if (!smtp) throw new Error('SMTP is not configured for this company');
  const actor = workActor(data.companyId, null);
  const { invoice, body, name } = await invoicePdfOf(ctx, actor, data.invoiceId);
  const [company] = await ctx.db.select({ name: companies.name }).from(companies).where(eq(companies.id, data.companyId));
  const language = invoice.language;
  const template = await templateFor(ctx.db, data.companyId, 'invoice', language);
  const values = {
    recipientName: invoice.customer.name,
    companyName: company?.name ?? '',
    invoiceNumber: invoice.number ?? '',
    total: formatMoney(invoice.totalCents, language, invoice.currency),
    dueDate: formatDay(invoice.dueDate, language),
    period: interpolate(WORDS[language].periodRange, {
      from: formatDay(invoice.periodStart, language),
      to: formatDay(invoice.periodEnd, language),
    }),
  };
  await sendMail(smtp, {
    to: data.to,
    subject: renderTemplate(template.subject, values),
    text: renderTemplate(template.body, values),
    language,
    attachments: [{ filename: `${name}.pdf`, content: body, contentType: 'application/pdf' }],
  });
  await recordDelivery(ctx.db, { companyId: data.companyId, invoiceId: row.id, number: invoice.number ?? '', to: data.to });
};

const recordDelivery = (db: TDbOrTx, d: { companyId: string; invoiceId: string; number: string; to: string }) =>
  db.transaction(async (tx) => {
    await tx.update(invoices).set({ sentAt: new Date() }).where(eq(invoices.id, d.invoiceId));
    await tx.insert(invoiceHistory).values({ invoiceId: d.invoiceId, action: 'delivered', note: d.to });
    await writeSystemLog(tx, null, {
      action: 'UPDATE',
      entityType: 'invoicing-payments',
      entityId: d.invoiceId,
      companyId: d.companyId,
      message: { key: 'invoiceSent', params: { number: d.number, email: d.to } },
    });
  });

registerJob(INVOICE_EMAIL_JOB, (data, { ctx }) => deliverInvoiceEmail(ctx, data), { retryLimit: 5, retryDelay: 60 });
