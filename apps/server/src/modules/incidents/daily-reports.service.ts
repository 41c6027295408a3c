// Daily reports: one per post and shift occurrence (unique), rich text body sanitised on the server (allow-listed
// tags, no attributes), pending → reviewed → closed; a reviewed report is e-mailed to the customer as a PDF from a
// job (template 'report-delivery'). startDailyReport is what attendance (issue 13) calls at check-in: idempotent.
import { INCIDENT_MESSAGES, type TDailyReport, type TDailyReportPage, type TPosition } from '@centinela/shared/contracts/incidents';
import { occurrenceIdOf } from '@centinela/shared/contracts/shifts';
import { renderTemplate } from '@centinela/shared/contracts/email-templates';
import { LANGUAGES, type TLanguage } from '@centinela/shared';
import { DAILY_REPORT_WORKFLOW, isDailyReportEditable, type TDailyReportAction } from '@centinela/shared/rules/incidents';
import { sanitizeRichHtml } from '../../platform/rich-text/rich-html';
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { companies, customerCompanies, dailyReports, posts, users } from '../../db/schema';
import type { TActor } from '../../platform/access/actor';
import { found, where } from '../../platform/access/scope';
import { writeSystemLog } from '../../platform/audit/system-log';
import type { TServiceContext } from '../../platform/context';
import { BadRequest, Conflict, Forbidden, ValidationFailed } from '../../platform/errors';
import { t } from '../../platform/i18n/catalog';
import { jobName, registerJob, type TJobData } from '../../platform/jobs/registry';
import { attachFiles } from '../../platform/attachments/attach';
import { openStoredFile } from '../../platform/storage/files.service';
import type { TReceivedUpload } from '../../platform/storage/uploads';
import { absoluteLink, loadSmtp, sendMail, templateFor } from '../notifications/email';
import { personNameSql } from '../posts/posts.queries';
import {
  appendAudit,
  attachmentsOf,
  applyStatusChange,
  auditEntry,
  beforeCursor,
  decodeCursor,
  encodeCursor,
  findAttachment,
  historyFor,
  rangeInstants,
  resolvePlacement,
  type TPlacement,
} from './incidents.common';
import { dailyReportPdf } from './incidents.documents';
import { presentFields } from '../../platform/access/fields';
import { canOnDailyReport, DAILY_REPORT_FIELD_RULES, dailyReportScope, isStaffActor } from './incidents.policy';
import { companyTimeZone } from '../companies/companies.queries';
import { z } from 'zod';
import { ZId } from '@centinela/shared/contracts/common';

type TArgs<I = undefined> = { ctx: TServiceContext; actor: TActor; input: I };

export const DAILY_REPORT_ATTACHMENT_PURPOSE = 'daily_report_attachment';
export const DAILY_REPORT_EMAIL_JOB = jobName(
  'incidents.daily-report-email',
  z.object({ companyId: ZId, reportId: ZId, to: z.array(z.string()).min(1), language: z.enum(LANGUAGES), actorUserId: ZId }),
);

const selectReports = (db: TDbOrTx) =>
  db
    .select({
      report: dailyReports,
      postName: posts.name,
      customerName: customerCompanies.name,
      createdByName: sql<string | null>`case when ${users.id} is null then null else ${personNameSql(users)} end`,
    })
    .from(dailyReports)
    .leftJoin(posts, eq(posts.id, dailyReports.postId))
    .leftJoin(customerCompanies, eq(customerCompanies.id, dailyReports.customerCompanyId))
    .leftJoin(users, eq(users.id, dailyReports.createdBy));

type TReportRow = Awaited<ReturnType<ReturnType<typeof selectReports>['where']>>[number];

const toReport = async (db: TDbOrTx, row: TReportRow, actor: TActor, withFiles: boolean): Promise<TDailyReport> => {
  const r = row.report;
  const out: TDailyReport = {
    id: r.id,
    postId: r.postId,
    postName: row.postName ?? null,
    customerCompanyId: r.customerCompanyId,
    customerName: row.customerName ?? null,
    occurrenceId: r.shiftId && r.occurrenceDate ? occurrenceIdOf(r.shiftId, r.occurrenceDate) : null,
    title: r.title,
    body: r.body,
    status: r.status,
    notes: r.notes,
    createdBy: r.createdBy,
    createdByName: row.createdByName ?? null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    sentAt: r.sentAt?.toISOString() ?? null,
    attachments: withFiles
      ? await attachmentsOf(db, r.id, DAILY_REPORT_ATTACHMENT_PURPOSE, (fileId) => `/api/daily-reports/${r.id}/attachments/${fileId}`)
      : [],
    history: historyFor(r.auditTrail, actor),
    can: canOnDailyReport(actor, r),
  };
  // Notes of a daily report are the company's and its writer's (DAILY_REPORT_FIELD_RULES): others never get the key.
  return presentFields(DAILY_REPORT_FIELD_RULES, actor, out, r.createdBy);
};

const findReport = async (db: TDbOrTx, actor: TActor, id: string, lock = false) => {
  const query = db
    .select()
    .from(dailyReports)
    .where(and(eq(dailyReports.id, id), dailyReportScope(actor)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return found(row, 'dailyReport');
};

export const getDailyReport = async ({ ctx, actor, input }: TArgs<{ id: string }>): Promise<TDailyReport> => {
  const [row] = await selectReports(ctx.db)
    .where(and(eq(dailyReports.id, input.id), dailyReportScope(actor)))
    .limit(1);
  return toReport(ctx.db, found(row, 'dailyReport'), actor, true);
};

export const listDailyReports = async ({
  ctx,
  actor,
  input,
}: TArgs<{
  from?: string;
  to?: string;
  customerCompanyId?: string;
  postId?: string;
  status?: 'pending' | 'reviewed' | 'closed';
  cursor?: string;
  pageSize: number;
}>): Promise<TDailyReportPage> => {
  const zone = await companyTimeZone(ctx.db, actor.companyId);
  const { fromAt, toAt } = rangeInstants(input.from, input.to, zone);
  const cursor = decodeCursor(input.cursor);
  const rows = await selectReports(ctx.db)
    .where(
      where(
        dailyReportScope(actor),
        fromAt ? gte(dailyReports.createdAt, fromAt) : undefined,
        toAt ? lt(dailyReports.createdAt, toAt) : undefined,
        input.customerCompanyId ? eq(dailyReports.customerCompanyId, input.customerCompanyId) : undefined,
        input.postId ? eq(dailyReports.postId, input.postId) : undefined,
        input.status ? eq(dailyReports.status, input.status) : undefined,
        beforeCursor(dailyReports.createdAt, dailyReports.id, cursor),
      ),
    )
    .orderBy(desc(dailyReports.createdAt), desc(dailyReports.id))
    .limit(input.pageSize + 1);
  const page = rows.slice(0, input.pageSize);
  const last = page[page.length - 1];
  return {
    items: await Promise.all(page.map((r) => toReport(ctx.db, r, actor, false))),
    nextCursor: rows.length > input.pageSize && last ? encodeCursor(last.report.createdAt, last.report.id) : null,
  };
};

const duplicate = () => Conflict('DAILY_REPORT_EXISTS', { code: INCIDENT_MESSAGES.duplicateReport });

const existingFor = async (db: TDbOrTx, place: TPlacement) => {
  if (!place.shiftId || !place.occurrenceDate) return null;
  const [row] = await db
    .select({ id: dailyReports.id })
    .from(dailyReports)
    .where(
      and(
        eq(dailyReports.postId, place.postId),
        eq(dailyReports.shiftId, place.shiftId),
        eq(dailyReports.occurrenceDate, place.occurrenceDate),
      ),
    )
    .limit(1);
  return row ?? null;
};

const insertReport = async (
  tx: TDbOrTx,
  actor: TActor,
  place: TPlacement,
  values: { title: string; body: string; notes: string | null },
) => {
  const entry = await auditEntry(tx, actor, 'created', { context: place.postName });
  const [row] = await tx
    .insert(dailyReports)
    .values({
      companyId: place.companyId,
      customerCompanyId: place.customerCompanyId,
      postId: place.postId,
      shiftId: place.shiftId,
      occurrenceDate: place.occurrenceDate,
      title: values.title,
      body: sanitizeRichHtml(values.body),
      notes: values.notes,
      createdBy: actor.userId,
      auditTrail: [entry],
    })
    .onConflictDoNothing()
    .returning({ id: dailyReports.id, title: dailyReports.title });
  if (!row) return null;
  await writeSystemLog(tx, actor, {
    action: 'CREATE',
    entityType: 'incidents',
    entityId: row.id,
    companyId: place.companyId,
    message: { key: 'dailyReportCreated', params: { title: row.title } },
  });
  return row.id;
};

export const createDailyReport = async ({
  ctx,
  actor,
  input,
}: TArgs<{ occurrenceId?: { shiftId: string; date: string }; postId?: string; title: string; body: string; notes: string | null }>) => {
  const id = await ctx.db.transaction(async (tx) => {
    const place = await resolvePlacement(tx, actor, input);
    if (await existingFor(tx, place)) throw duplicate();
    const created = await insertReport(tx, actor, place, input);
    if (!created) throw duplicate();
    return created;
  });
  return getDailyReport({ ctx, actor, input: { id } });
};

/**
 * Starts the daily report of a post's shift occurrence, or returns the one already there: idempotent (the unique
 * index on post, shift and date decides a race). Attendance (issue 13) calls it at check-in, inside or outside its
 * transaction (`db` defaults to ctx.db). The title is "<post> — <date>"; the body starts empty.
 */
export const startDailyReport = async ({
  ctx,
  actor,
  postId,
  occurrenceId,
  db = ctx.db,
}: {
  ctx: TServiceContext;
  actor: TActor;
  postId: string;
  occurrenceId: string;
  db?: TDbOrTx;
}): Promise<{ id: string; isNew: boolean }> => {
  const [shiftId, date] = [occurrenceId.slice(0, 36), occurrenceId.slice(37)];
  const place = await resolvePlacement(db, actor, { occurrenceId: { shiftId, date } });
  if (place.postId !== postId) throw BadRequest('OCCURRENCE_NOT_OF_POST');
  const before = await existingFor(db, place);
  if (before) return { id: before.id, isNew: false };
  const created = await insertReport(db, actor, place, { title: `${place.postName} — ${date}`, body: '', notes: null });
  if (created) return { id: created, isNew: true };
  const after = await existingFor(db, place);
  return { id: found(after, 'dailyReport').id, isNew: false };
};

export const updateDailyReport = async ({
  ctx,
  actor,
  input,
}: TArgs<{ id: string; data: { title?: string; body?: string; notes?: string | null } }>) => {
  await ctx.db.transaction(async (tx) => {
    const row = await findReport(tx, actor, input.id, true);
    if (!isDailyReportEditable(row.status)) throw Conflict('DAILY_REPORT_CLOSED', { code: INCIDENT_MESSAGES.notEditable });
    if (!canOnDailyReport(actor, row).update) throw Forbidden();
    const set: Partial<typeof dailyReports.$inferInsert> = {};
    if (input.data.title !== undefined) set.title = input.data.title;
    if (input.data.body !== undefined) set.body = sanitizeRichHtml(input.data.body);
    if (input.data.notes !== undefined) set.notes = input.data.notes;
    const entry = await auditEntry(tx, actor, 'updated', { context: Object.keys(set).join(', ') });
    await tx
      .update(dailyReports)
      .set({ ...set, auditTrail: appendAudit(dailyReports.auditTrail, entry) as never })
      .where(eq(dailyReports.id, row.id));
    await writeSystemLog(tx, actor, {
      action: 'UPDATE',
      entityType: 'incidents',
      entityId: row.id,
      companyId: row.companyId,
      message: { key: 'dailyReportUpdated', params: { title: set.title ?? row.title } },
    });
  });
  return getDailyReport({ ctx, actor, input: { id: input.id } });
};

export const transitionDailyReport = async ({
  ctx,
  actor,
  input,
}: TArgs<{ id: string; action: TDailyReportAction; notes: string | null; position?: TPosition }>) => {
  await ctx.db.transaction(async (tx) => {
    const row = await findReport(tx, actor, input.id, true);
    if (!isStaffActor(actor)) throw Forbidden();
    await applyStatusChange(tx, actor, {
      table: dailyReports,
      workflow: DAILY_REPORT_WORKFLOW,
      row,
      action: input.action,
      messageKey: 'dailyReportStatusChanged',
      notes: input.notes,
      position: input.position,
    });
  });
  return getDailyReport({ ctx, actor, input: { id: input.id } });
};

// ---- attachments

export const uploadDailyReportAttachments = async ({ ctx, actor, input }: TArgs<{ id: string; upload: TReceivedUpload }>) => {
  const row = await findReport(ctx.db, actor, input.id);
  const closed = () => Conflict('DAILY_REPORT_CLOSED', { code: INCIDENT_MESSAGES.notEditable });
  if (!isDailyReportEditable(row.status)) throw closed();
  if (!canOnDailyReport(actor, row).attach) throw Forbidden();
  await attachFiles({
    ctx,
    actor,
    record: { companyId: row.companyId, subjectId: row.id, purpose: DAILY_REPORT_ATTACHMENT_PURPOSE },
    uploads: input.upload.files,
    // Closed while the files were stored: refused like before.
    recheck: async (tx) => {
      if (!isDailyReportEditable((await findReport(tx, actor, row.id, true)).status)) throw closed();
    },
    link: async (tx, files) => {
      const entry = await auditEntry(tx, actor, 'attachments', { context: files.map((f) => f.originalName).join(', ') });
      await tx
        .update(dailyReports)
        .set({ auditTrail: appendAudit(dailyReports.auditTrail, entry) as never })
        .where(eq(dailyReports.id, row.id));
    },
    log: () => ({
      action: 'UPDATE',
      entityType: 'incidents',
      entityId: row.id,
      companyId: row.companyId,
      message: { key: 'dailyReportUpdated', params: { title: row.title } },
    }),
  });
  return getDailyReport({ ctx, actor, input: { id: row.id } });
};

export const openDailyReportAttachment = async ({ ctx, actor, input }: TArgs<{ id: string; fileId: string }>) => {
  const row = await findReport(ctx.db, actor, input.id);
  return openStoredFile(ctx, await findAttachment(ctx.db, row.id, DAILY_REPORT_ATTACHMENT_PURPOSE, input.fileId));
};

// ---- PDF and e-mail

/** The report as a PDF in `language`, for a reader (route) or for the customer (job: no actor scope). */
export const renderDailyReportPdf = async (db: TDbOrTx, reportId: string, language: TLanguage) => {
  const [row] = await selectReports(db).where(eq(dailyReports.id, reportId)).limit(1);
  const report = found(row, 'dailyReport');
  const [company] = await db
    .select({ name: companies.name, timeZone: companies.timeZone })
    .from(companies)
    .where(eq(companies.id, report.report.companyId));
  return {
    buffer: await dailyReportPdf(report, { companyName: company.name, timeZone: company.timeZone, language }),
    title: report.report.title,
    date: report.report.occurrenceDate ?? report.report.createdAt.toISOString().slice(0, 10),
  };
};

export const dailyReportPdfFor = async ({ ctx, actor, input }: TArgs<{ id: string; lang: TLanguage }>) => {
  await findReport(ctx.db, actor, input.id);
  return renderDailyReportPdf(ctx.db, input.id, input.lang);
};

export const sendDailyReport = async ({ ctx, actor, input }: TArgs<{ id: string; to?: string[]; language?: TLanguage }>) =>
  ctx.db.transaction(async (tx) => {
    const row = await findReport(tx, actor, input.id, true);
    if (!canOnDailyReport(actor, row).send) {
      if (!isStaffActor(actor)) throw Forbidden();
      throw Conflict('DAILY_REPORT_NOT_REVIEWED', { code: INCIDENT_MESSAGES.transition, from: row.status });
    }
    const smtp = await loadSmtp(ctx, tx, row.companyId);
    if (!smtp) throw Conflict('SMTP_NOT_CONFIGURED', { code: 'incidents:errors.noSmtp' });
    const [customer] = row.customerCompanyId
      ? await tx
          .select({ email: customerCompanies.email, language: companies.defaultLanguage })
          .from(customerCompanies)
          .innerJoin(companies, eq(companies.id, customerCompanies.companyId))
          .where(eq(customerCompanies.id, row.customerCompanyId))
      : [];
    const to = input.to?.length ? input.to : customer?.email ? [customer.email] : [];
    if (to.length === 0) {
      throw ValidationFailed({ to: 'incidents:errors.noRecipient' });
    }
    const language: TLanguage = input.language ?? (customer?.language as TLanguage | undefined) ?? 'es';
    await ctx.jobs.enqueue(tx, DAILY_REPORT_EMAIL_JOB, {
      companyId: row.companyId,
      reportId: row.id,
      to,
      language,
      actorUserId: actor.userId,
    });
    return { queued: true, to };
  });

type TSendJob = TJobData<typeof DAILY_REPORT_EMAIL_JOB>;

/** Renders the PDF and sends it through the company's SMTP server; the job log is the delivery log. */
export const deliverDailyReport = async (ctx: TServiceContext, data: TSendJob, log?: { info: (m: string) => void }) => {
  const smtp = await loadSmtp(ctx, ctx.db, data.companyId);
  if (!smtp) throw Conflict('SMTP_NOT_CONFIGURED');
  const { buffer, title, date } = await renderDailyReportPdf(ctx.db, data.reportId, data.language);
  const [company] = await ctx.db.select({ name: companies.name }).from(companies).where(eq(companies.id, data.companyId));
  const [customer] = await ctx.db
    .select({ contactPerson: customerCompanies.contactPerson, name: customerCompanies.name })
    .from(dailyReports)
    .innerJoin(customerCompanies, eq(customerCompanies.id, dailyReports.customerCompanyId))
    .where(eq(dailyReports.id, data.reportId));
  const template = await templateFor(ctx.db, data.companyId, 'report-delivery', data.language);
  const values = {
    recipientName: customer?.contactPerson ?? customer?.name ?? '',
    companyName: company?.name ?? '',
    reportName: title,
    period: date,
    link: absoluteLink(ctx, `/novelties-incidents?tab=dailyReports&report=${data.reportId}`),
  };
  const filename = `${t(data.language, 'documents:fileNames.dailyReport')}-${date}.pdf`;
  for (const to of data.to) {
    await sendMail(smtp, {
      to,
      subject: renderTemplate(template.subject, values),
      text: renderTemplate(template.body, values),
      language: data.language,
      attachments: [{ filename, content: buffer, contentType: 'application/pdf' }],
    });
    log?.info(`Daily report ${data.reportId} sent to ${to}`);
  }
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(dailyReports).where(eq(dailyReports.id, data.reportId)).for('update');
    if (!row) return;
    const entry = {
      action: 'sent',
      position: null,
      timestamp: new Date().toISOString(),
      context: data.to.join(', '),
      notes: null,
      userId: data.actorUserId,
      userName: null,
      isInternal: false,
    };
    await tx
      .update(dailyReports)
      .set({ sentAt: new Date(), auditTrail: appendAudit(dailyReports.auditTrail, entry) as never })
      .where(eq(dailyReports.id, row.id));
    await writeSystemLog(tx, null, {
      action: 'UPDATE',
      entityType: 'incidents',
      entityId: row.id,
      companyId: row.companyId,
      userId: data.actorUserId,
      message: { key: 'dailyReportSent', params: { title: row.title, to: data.to.join(', ') } },
    });
  });
};

registerJob(DAILY_REPORT_EMAIL_JOB, (data, { ctx, log }) => deliverDailyReport(ctx, data, log), {
  retryLimit: 5,
  retryDelay: 60,
});
