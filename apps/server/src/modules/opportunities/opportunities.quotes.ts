// Quotes of an opportunity (issue 15): hours × guards × hourly rate, the company's tax (Puerto Rico's IVU 11.5% by
// default, opportunity_settings), total and validity, rendered with the shared PDF layout (es/en), stored through the
// storage module with the opportunity, numbered per company (Q-yyyy-0001). Sent to the contact by e-mail from a job
// (the 'opportunity-quote' template, the PDF attached; the job log is the delivery log). Follow-ups are dated
// reminders: a job started after the date notifies the owner (idempotent: a moved follow-up makes the older job a no-op).
import { nextNumber } from '../../platform/numbering/series';
import { randomUUID } from 'node:crypto';
import { addDays, formatHours, formatMoney, formatPercent, LANGUAGES, todayIn, type TLanguage } from '@centinela/shared';
import type { TOpportunity, TOpportunityQuote } from '@centinela/shared/contracts/opportunities';
import { renderTemplate } from '@centinela/shared/contracts/email-templates';
import { OPPORTUNITY_FOLLOW_UP_DUE } from '@centinela/shared/events/opportunities';
import { and, eq } from 'drizzle-orm';
import { companies, customerCompanies, files, opportunities, opportunityQuotes } from '../../db/schema';
import type { TDbOrTx } from '../../db/client';
import { isCompanyStaff } from '../../platform/access/policy';
import { writeSystemLog } from '../../platform/audit/system-log';
import type { TServiceContext } from '../../platform/context';
import { pdf, renderPdf } from '../../platform/documents/pdf';
import { catalogTree, interpolate, textOrNull } from '../../platform/i18n/catalog';
import { Conflict, Forbidden, NotFound } from '../../platform/errors';
import { jobName, registerJob } from '../../platform/jobs/registry';
import { storageOf } from '../../platform/storage';
import { openStoredFile } from '../../platform/storage/files.service';
import { absoluteLink, loadSmtp, sendMail, templateFor } from '../notifications/email';
import { emit } from '../../platform/events/emit';
import {
  findOpportunity,
  loadOpportunity,
  QUOTE_FILE_PURPOSE,
  recordHistory,
  serviceMinutesOf,
  settingsFor,
  type TArgs,
} from './opportunities.service';
import { z } from 'zod';
import { ZId } from '@centinela/shared/contracts/common';

export const QUOTE_EMAIL_JOB = jobName('opportunities.quote-email', z.object({ companyId: ZId, quoteId: ZId }));
export const FOLLOW_UP_JOB = jobName('opportunities.follow-up', z.object({ companyId: ZId, opportunityId: ZId, at: z.iso.datetime() }));

/** The quote's words: the catalog's documents:quote and documents:serviceTypes (platform/i18n). */
const WORDS = { es: catalogTree('es', 'documents').quote, en: catalogTree('en', 'documents').quote };

/** Amounts of a quote, all in cents: subtotal = minutes × guards × rate / 60, tax in basis points, both rounded once. */
export const quoteAmounts = (minutes: number, guards: number, hourlyRateCents: number, taxBasisPoints: number) => {
  const subtotalCents = Math.round((minutes * guards * hourlyRateCents) / 60);
  const taxCents = Math.round((subtotalCents * taxBasisPoints) / 10_000);
  return { subtotalCents, taxCents, totalCents: subtotalCents + taxCents };
};

const formatDay = (date: string, language: TLanguage) => {
  const [y, m, d] = date.split('-');
  return language === 'es' ? `${d}/${m}/${y}` : `${m}/${d}/${y}`;
};

const hoursText = (minutes: number, language: TLanguage) => formatHours(minutes, language, { exact: false });

/** The quote as a PDF in one language. */
export const renderQuotePdf = (args: {
  o: TOpportunity;
  number: string;
  language: TLanguage;
  company: { name: string; timeZone: string; currency: string };
  minutes: number;
  taxBasisPoints: number;
  taxLabel: string;
  validUntil: string;
}) => {
  const { o, language, company } = args;
  const w = WORDS[language];
  const money = (cents: number) => formatMoney(cents, language, company.currency);
  const amounts = quoteAmounts(args.minutes, o.guardsRequired, o.hourlyRateCents, args.taxBasisPoints);
  const rate = formatPercent(args.taxBasisPoints, language);
  return renderPdf(
    {
      title: interpolate(w.title, { number: args.number }),
      companyName: company.name,
      language,
      timeZone: company.timeZone,
      subtitle: o.title,
    },
    [
      pdf.fields([
        [w.client, o.customerCompanyName],
        [w.service, o.title],
        [w.type, textOrNull(language, `documents:serviceTypes.${o.serviceType}`) ?? o.serviceType],
        [w.location, o.location],
        [w.dates, `${formatDay(o.startDate, language)} ${w.to} ${formatDay(o.endDate, language)}`],
        [w.times, `${o.startTime}–${o.endTime}`],
        [w.contact, `${o.contactPerson} · ${o.contactEmail} · ${o.contactPhone}`],
        [w.validUntil, formatDay(args.validUntil, language)],
      ]),
      pdf.table(
        [
          { label: w.concept, width: 3 },
          { label: w.hours, align: 'right' },
          { label: w.guards, align: 'right' },
          { label: w.rate, width: 1.5, align: 'right' },
          { label: w.amount, width: 1.5, align: 'right' },
        ],
        [[w.line, hoursText(args.minutes, language), String(o.guardsRequired), money(o.hourlyRateCents), money(amounts.subtotalCents)]],
      ),
      pdf.totals([
        [w.subtotal, money(amounts.subtotalCents)],
        [interpolate(w.tax, { label: args.taxLabel, rate }), money(amounts.taxCents)],
        [w.total, money(amounts.totalCents)],
      ]),
      ...(o.specialRequirements ? [pdf.heading(w.requirements), pdf.paragraph(o.specialRequirements)] : []),
      ...(o.equipmentNeeded ? [pdf.heading(w.equipment), pdf.paragraph(o.equipmentNeeded)] : []),
      pdf.note(interpolate(w.note, { date: formatDay(args.validUntil, language) })),
    ],
  );
};

const companyFacts = async (db: TDbOrTx, companyId: string) => {
  const [row] = await db
    .select({ name: companies.name, timeZone: companies.timeZone, currency: companies.currency, language: companies.defaultLanguage })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!row) throw NotFound('company');
  return row;
};

const languageOf = (value: string | null | undefined): TLanguage =>
  (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as TLanguage) : 'es';

/** 409 when the company has no SMTP server: nothing is queued. */
const assertMailConfigured = async (ctx: TServiceContext, db: TDbOrTx, companyId: string) => {
  if (!(await loadSmtp(ctx, db, companyId))) throw Conflict('SMTP_NOT_CONFIGURED');
};

export const generateQuote = async ({
  ctx,
  actor,
  input,
}: TArgs<{ id: string; language?: TLanguage; validDays: number; send: boolean }>): Promise<TOpportunityQuote> => {
  if (!isCompanyStaff(actor)) throw Forbidden();
  const o = await loadOpportunity(ctx.db, actor, input.id);
  const row = await findOpportunity(ctx.db, actor, input.id);
  const company = await companyFacts(ctx.db, row.companyId);
  const language = input.language ?? languageOf(company.language);
  if (input.send) await assertMailConfigured(ctx, ctx.db, row.companyId);
  const minutes = serviceMinutesOf(row, company.timeZone);
  const validUntil = addDays(todayIn(company.timeZone), input.validDays);
  const storage = storageOf(ctx);
  const storageKey = `${row.companyId}/${QUOTE_FILE_PURPOSE}/${randomUUID()}`;
  let stored = false;
  try {
    return await ctx.db.transaction(async (tx) => {
      const settings = await settingsFor(tx, row.companyId);
      const sequence = await nextNumber(tx, row.companyId, 'opportunity_quote');
      const number = `Q-${todayIn(company.timeZone).slice(0, 4)}-${String(sequence).padStart(4, '0')}`;
      const buffer = await renderQuotePdf({
        o,
        number,
        language,
        company,
        minutes,
        taxBasisPoints: settings.taxRateBasisPoints,
        taxLabel: settings.taxLabel,
        validUntil,
      });
      await storage.put(storageKey, buffer, { contentType: 'application/pdf', size: buffer.length });
      stored = true;
      const [file] = await tx
        .insert(files)
        .values({
          companyId: row.companyId,
          storageKey,
          originalName: `${number}.pdf`,
          contentType: 'application/pdf',
          size: buffer.length,
          purpose: QUOTE_FILE_PURPOSE,
          subjectId: row.id,
          uploadedBy: actor.userId,
        })
        .returning({ id: files.id });
      const amounts = quoteAmounts(minutes, row.guardsRequired, row.hourlyRateCents, settings.taxRateBasisPoints);
      const [quote] = await tx
        .insert(opportunityQuotes)
        .values({
          companyId: row.companyId,
          opportunityId: row.id,
          number,
          language,
          ...amounts,
          taxBasisPoints: settings.taxRateBasisPoints,
          validUntil,
          fileId: file.id,
          createdBy: actor.userId,
        })
        .returning();
      await recordHistory(tx, actor, row.id, { action: 'quote', reason: number });
      await writeSystemLog(tx, actor, {
        action: 'CREATE',
        entityType: 'opportunities',
        entityId: row.id,
        companyId: row.companyId,
        message: { key: 'opportunityQuoteGenerated', params: { title: row.title, number } },
      });
      if (input.send) await queueQuoteEmail(ctx, tx, row.companyId, quote.id);
      return {
        id: quote.id,
        number,
        subtotalCents: amounts.subtotalCents,
        taxCents: amounts.taxCents,
        totalCents: amounts.totalCents,
        validUntil,
        queuedEmail: input.send,
      };
    });
  } catch (error) {
    if (stored) await storage.delete(storageKey).catch(() => undefined);
    throw error;
  }
};

const queueQuoteEmail = (ctx: TServiceContext, tx: TDbOrTx, companyId: string, quoteId: string) =>
  ctx.jobs.enqueue(tx, QUOTE_EMAIL_JOB, { companyId, quoteId }, { singletonKey: `quote-email:${quoteId}:${Date.now()}` });

const findQuote = async (db: TDbOrTx, args: TArgs<{ id: string; quoteId: string }>) => {
  const o = await findOpportunity(db, args.actor, args.input.id);
  const [quote] = await db
    .select()
    .from(opportunityQuotes)
    .where(and(eq(opportunityQuotes.id, args.input.quoteId), eq(opportunityQuotes.opportunityId, o.id)));
  if (!quote) throw NotFound('quote');
  return { o, quote };
};

/** The stored PDF of a quote (a customer company admin may read their own request's quotes). */
export const openQuotePdf = async (args: TArgs<{ id: string; quoteId: string }>) => {
  const { quote } = await findQuote(args.ctx.db, args);
  if (!quote.fileId) throw NotFound('file');
  const [file] = await args.ctx.db.select().from(files).where(eq(files.id, quote.fileId));
  if (!file) throw NotFound('file');
  const opened = await openStoredFile(args.ctx, file);
  const chunks: Buffer[] = [];
  for await (const chunk of opened.stream) chunks.push(Buffer.from(chunk));
  return { name: quote.number, body: Buffer.concat(chunks) };
};

export const sendQuote = async (args: TArgs<{ id: string; quoteId: string }>) => {
  if (!isCompanyStaff(args.actor)) throw Forbidden();
  return args.ctx.db.transaction(async (tx) => {
    const { o, quote } = await findQuote(tx, args);
    await assertMailConfigured(args.ctx, tx, o.companyId);
    await queueQuoteEmail(args.ctx, tx, o.companyId, quote.id);
    return { queued: true };
  });
};

/** The job: the quote's PDF to the opportunity's contact, in the quote's language. */
export const deliverQuoteEmail = async (
  ctx: TServiceContext,
  data: { companyId: string; quoteId: string },
  log?: { info: (m: string) => void },
) => {
  const [row] = await ctx.db
    .select({ quote: opportunityQuotes, o: opportunities, company: companies, file: files })
    .from(opportunityQuotes)
    .innerJoin(opportunities, eq(opportunities.id, opportunityQuotes.opportunityId))
    .innerJoin(companies, eq(companies.id, opportunityQuotes.companyId))
    .leftJoin(files, eq(files.id, opportunityQuotes.fileId))
    .where(and(eq(opportunityQuotes.id, data.quoteId), eq(opportunityQuotes.companyId, data.companyId)));
  if (!row?.file) return; // deleted since: nothing to send
  const smtp = await loadSmtp(ctx, ctx.db, data.companyId);
  if (!smtp) throw new Error('SMTP is not configured for this company');
  const language = languageOf(row.quote.language);
  const template = await templateFor(ctx.db, data.companyId, 'opportunity-quote', language);
  const values = {
    recipientName: row.o.contactPerson,
    companyName: row.company.name,
    quoteNumber: row.quote.number,
    total: formatMoney(row.quote.totalCents, language, row.company.currency),
    link: absoluteLink(ctx, `/opportunities-report?id=${row.o.id}`),
  };
  const opened = await openStoredFile(ctx, row.file);
  const chunks: Buffer[] = [];
  for await (const chunk of opened.stream) chunks.push(Buffer.from(chunk));
  await sendMail(smtp, {
    to: row.o.contactEmail,
    subject: renderTemplate(template.subject, values),
    text: renderTemplate(template.body, values),
    language,
    attachments: [{ filename: `${row.quote.number}.pdf`, content: Buffer.concat(chunks), contentType: 'application/pdf' }],
  });
  log?.info(`Quote ${row.quote.number} sent to ${row.o.contactEmail}`);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(opportunityQuotes)
      .set({ sentAt: new Date(), sentTo: row.o.contactEmail })
      .where(eq(opportunityQuotes.id, row.quote.id));
    await recordHistory(tx, null, row.o.id, { action: 'sendQuote', reason: `${row.quote.number} → ${row.o.contactEmail}` });
    await writeSystemLog(tx, null, {
      action: 'UPDATE',
      entityType: 'opportunities',
      entityId: row.o.id,
      companyId: row.o.companyId,
      message: { key: 'opportunityQuoteSent', params: { number: row.quote.number, email: row.o.contactEmail } },
    });
  });
};

registerJob(QUOTE_EMAIL_JOB, (data, { ctx, log }) => deliverQuoteEmail(ctx, data, log), {
  retryLimit: 5,
  retryDelay: 60,
});

// Follow-up ----------------------------------------------------------------------------------------------------------

export const scheduleFollowUp = ({ ctx, actor, input }: TArgs<{ id: string; at: string; note: string | null }>) =>
  ctx.db.transaction(async (tx) => {
    if (!isCompanyStaff(actor)) throw Forbidden();
    const row = await findOpportunity(tx, actor, input.id);
    const at = new Date(input.at);
    await tx.update(opportunities).set({ followUpAt: at, followUpNote: input.note }).where(eq(opportunities.id, row.id));
    await ctx.jobs.enqueue(
      tx,
      FOLLOW_UP_JOB,
      { companyId: row.companyId, opportunityId: row.id, at: at.toISOString() },
      { startAfter: at, singletonKey: `follow-up:${row.id}:${at.toISOString()}` },
    );
    await recordHistory(tx, actor, row.id, { action: 'followUp', reason: input.note ?? at.toISOString() });
    await writeSystemLog(tx, actor, {
      action: 'UPDATE',
      entityType: 'opportunities',
      entityId: row.id,
      companyId: row.companyId,
      message: { key: 'opportunityFollowUpScheduled', params: { title: row.title, at: at.toISOString() } },
    });
    return loadOpportunity(tx, actor, row.id);
  });

/** The job: the owner (creator) is notified, once per follow-up date; a follow-up moved since makes this run a no-op. */
export const runFollowUp = async (ctx: TServiceContext, data: { companyId: string; opportunityId: string; at: string }) => {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ o: opportunities, customerName: customerCompanies.name })
      .from(opportunities)
      .leftJoin(customerCompanies, eq(customerCompanies.id, opportunities.customerCompanyId))
      .where(and(eq(opportunities.id, data.opportunityId), eq(opportunities.companyId, data.companyId)));
    if (!row?.o.followUpAt || row.o.followUpAt.toISOString() !== data.at || !row.o.createdBy) return;
    await emit(
      tx,
      OPPORTUNITY_FOLLOW_UP_DUE,
      { companyId: row.o.companyId, entityId: row.o.id, onceKey: `${row.o.id}:${data.at}` },
      { opportunityId: row.o.id, title: row.o.title, note: row.o.followUpNote, at: data.at, ownerId: row.o.createdBy },
    );
  });
};

registerJob(FOLLOW_UP_JOB, (data, { ctx }) => runFollowUp(ctx, data), {
  retryLimit: 3,
});
