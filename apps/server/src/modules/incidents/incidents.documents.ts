// Documents of the incidents area: the printable incident sheet, the daily report PDF, the incidents and novelties
// reports (JSON totals, CSV, PDF). One PDF layout (platform/documents/pdf.ts), words in es/en (WORDS).
import type { TLanguage } from '@centinela/shared';
import type { TIncident, TIncidentDetail, TIncidentReport, TNovelty } from '@centinela/shared/contracts/incidents';
import { richHtmlToText } from '../../platform/rich-text/rich-html';
import { desc, eq, sql } from 'drizzle-orm';
import { companies, type dailyReports, incidents } from '../../db/schema';
import type { TAuditTrailEntry } from '../../db/schema/incidents';
import type { TActor } from '../../platform/access/actor';
import type { TServiceContext } from '../../platform/context';
import { csvOf, type TCsvColumn } from '../../platform/documents/csv';
import { pdf, renderPdf } from '../../platform/documents/pdf';
import { companyTimeZone } from '../companies/companies.queries';
import { formatInstant } from '../../platform/i18n/format';
import { WORDS } from './incidents.common';
import { bySeverityLevel } from './incidents.lists';
import { getIncident, incidentFilterSql, selectIncidents, type TIncidentFilters, toIncident } from './incidents.service';
import { reportNovelties, type TNoveltyFilters } from './novelties.service';

const companyOf = async (ctx: TServiceContext, companyId: string) => {
  const [row] = await ctx.db
    .select({ name: companies.name, timeZone: companies.timeZone })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row ?? { name: '', timeZone: 'America/Puerto_Rico' };
};

const yesNo = (w: (typeof WORDS)[TLanguage], v: boolean) => (v ? w.yes : w.no);

/** The printable incident sheet: fields, description, notes (internal ones for staff), attachments, history. */
export const incidentSheetPdf = async (ctx: TServiceContext, actor: TActor, id: string, language: TLanguage) => {
  const incident: TIncidentDetail = await getIncident({ ctx, actor, input: { id } });
  const company = await companyOf(ctx, incident.companyId);
  const w = WORDS[language];
  const when = (at: string) => formatInstant(at, company.timeZone, language);
  const blocks = [
    pdf.fields([
      [w.status, w.statuses[incident.status]],
      [w.occurredAt, when(incident.occurredAt)],
      [w.customer, incident.customerName],
      [w.post, incident.postName],
      [w.shift, incident.occurrenceId ? incident.occurrenceId.slice(37) : null],
      [w.guard, incident.reportingGuardName],
      [w.category, incident.categoryName],
      [
        w.severity,
        incident.severityName ? `${incident.severityName}${incident.severityLevel ? ` (${w.levels[incident.severityLevel]})` : ''}` : null,
      ],
      [w.location, incident.location],
      [w.people, incident.peopleInvolved],
      [w.police, yesNo(w, incident.policeCalled)],
      [w.ambulance, yesNo(w, incident.ambulanceCalled)],
      [w.reportNumber, incident.emergencyReportNumber],
    ]),
    pdf.heading(w.description),
    pdf.paragraph(incident.description),
  ];
  if (incident.notes) blocks.push(pdf.heading(w.notes), pdf.paragraph(incident.notes));
  if (incident.internalNotes) blocks.push(pdf.heading(w.internalNotes), pdf.paragraph(incident.internalNotes));
  if (incident.attachments.length) {
    blocks.push(pdf.heading(w.attachments), pdf.paragraph(incident.attachments.map((a) => `• ${a.originalName}`).join('\n')));
  }
  blocks.push(
    pdf.heading(w.history),
    pdf.table(
      [
        { label: w.when, width: 2 },
        { label: w.action, width: 2 },
        { label: w.by, width: 2 },
        { label: w.notes, width: 4 },
      ],
      incident.history.map((h) => [
        when(h.timestamp),
        `${w.actions[h.action] ?? h.action}${h.context ? ` (${h.context})` : ''}`,
        h.userName ?? '',
        [h.notes, h.position ? `${w.position}: ${h.position}` : null].filter(Boolean).join(' · '),
      ]),
    ),
  );
  return renderPdf(
    {
      title: `${w.incident} ${w.number} ${incident.number}: ${incident.title}`,
      companyName: company.name,
      language,
      timeZone: company.timeZone,
    },
    blocks,
  );
};

type TReportRow = {
  report: typeof dailyReports.$inferSelect;
  postName: string | null;
  customerName: string | null;
  createdByName: string | null;
};

export const dailyReportPdf = (row: TReportRow, meta: { companyName: string; timeZone: string; language: TLanguage }) => {
  const w = WORDS[meta.language];
  const r = row.report;
  const history = (r.auditTrail as TAuditTrailEntry[]).filter((h) => !h.isInternal);
  return renderPdf(
    { title: `${w.dailyReport}: ${r.title}`, companyName: meta.companyName, language: meta.language, timeZone: meta.timeZone },
    [
      pdf.fields([
        [w.status, w.statuses[r.status]],
        [w.customer, row.customerName],
        [w.post, row.postName],
        [w.shift, r.occurrenceDate],
        [w.createdBy, row.createdByName],
      ]),
      pdf.heading(w.dailyReport),
      pdf.paragraph(richHtmlToText(r.body) || '—'),
      pdf.heading(w.history),
      pdf.table(
        [
          { label: w.when, width: 2 },
          { label: w.action, width: 3 },
          { label: w.by, width: 2 },
        ],
        history.map((h) => [formatInstant(h.timestamp, meta.timeZone, meta.language), w.actions[h.action] ?? h.action, h.userName ?? '']),
      ),
    ],
  );
};

// ---- incidents report

const REPORT_LIMIT = 500;

export const incidentsReport = async (
  ctx: TServiceContext,
  actor: TActor,
  f: TIncidentFilters,
  limit = REPORT_LIMIT,
): Promise<TIncidentReport> => {
  const condition = await incidentFilterSql(ctx.db, actor, f);
  const totals = (key: ReturnType<typeof sql>, label: ReturnType<typeof sql>) =>
    ctx.db
      .select({ key: sql<string | null>`${key}`, label: sql<string | null>`${label}`, count: sql<number>`count(*)::int` })
      .from(incidents)
      .where(condition)
      .groupBy(key, label)
      .orderBy(desc(sql`count(*)`));
  const [rows, byCategory, bySeverity, byStatus] = await Promise.all([
    selectIncidents(ctx.db).where(condition).orderBy(desc(incidents.occurredAt), desc(incidents.id)).limit(limit),
    totals(sql`${incidents.categoryId}::text`, sql`${incidents.categoryName}`),
    totals(sql`${incidents.severityLevel}`, sql`${incidents.severityName}`),
    totals(sql`${incidents.status}`, sql`${incidents.status}`),
  ]);
  const num = <T extends { count: number }>(list: T[]) => list.map((r) => ({ ...r, count: Number(r.count) }));
  return {
    items: rows.map((r) => toIncident(r, actor)),
    total: num(byStatus).reduce((s, r) => s + r.count, 0),
    byCategory: num(byCategory),
    bySeverity: bySeverityLevel(num(bySeverity), (r) => r.key),
    byStatus: num(byStatus),
  };
};

const incidentCsvColumns = (zone: string, lang: TLanguage): TCsvColumn<TIncident>[] => [
  { header: 'exports:columns.number', value: (r) => r.number },
  { header: 'exports:columns.dateAndTime', value: (r) => formatInstant(r.occurredAt, zone, lang) },
  { header: 'exports:columns.title', value: (r) => r.title },
  { header: 'exports:columns.status', value: (r) => WORDS[lang].statuses[r.status] },
  { header: 'exports:columns.category', value: (r) => r.categoryName },
  { header: 'exports:columns.severity', value: (r) => r.severityName },
  { header: 'exports:columns.level', value: (r) => r.severityLevel },
  { header: 'exports:columns.customer', value: (r) => r.customerName },
  { header: 'exports:columns.post', value: (r) => r.postName },
  { header: 'exports:columns.guard', value: (r) => r.reportingGuardName },
  { header: 'exports:columns.location', value: (r) => r.location },
  { header: 'exports:columns.police', value: (r) => (r.policeCalled ? 'X' : '') },
  { header: 'exports:columns.ambulance', value: (r) => (r.ambulanceCalled ? 'X' : '') },
  { header: 'exports:columns.reportNumber', value: (r) => r.emergencyReportNumber },
  { header: 'exports:columns.description', value: (r) => r.description },
];

export const incidentsReportCsv = async (ctx: TServiceContext, actor: TActor, f: TIncidentFilters, lang: TLanguage) => {
  const report = await incidentsReport(ctx, actor, f, 100_000);
  const zone = await companyTimeZone(ctx.db, actor.companyId);
  return csvOf(incidentCsvColumns(zone, lang), report.items, lang);
};

const totalsBlocks = (
  w: (typeof WORDS)[TLanguage],
  heading: string,
  rows: { label: string | null; count: number }[],
  label: (v: string | null) => string,
) => [
  pdf.heading(heading),
  pdf.table(
    [
      { label: heading, width: 3 },
      { label: w.count, width: 1, align: 'right' as const },
    ],
    rows.map((r) => [label(r.label), String(r.count)]),
  ),
];

export const incidentsReportPdf = async (
  ctx: TServiceContext,
  actor: TActor,
  f: TIncidentFilters & { from: string; to: string },
  lang: TLanguage,
) => {
  const report = await incidentsReport(ctx, actor, f);
  const company = await companyOf(ctx, actor.companyId);
  const w = WORDS[lang];
  return renderPdf(
    {
      title: w.incidentsReport,
      subtitle: `${w.period}: ${f.from} – ${f.to}`,
      companyName: company.name,
      language: lang,
      timeZone: company.timeZone,
    },
    [
      pdf.totals([[w.total, String(report.total)]]),
      ...totalsBlocks(w, w.category, report.byCategory, (v) => v ?? w.none),
      ...totalsBlocks(w, w.severity, report.bySeverity, (v) => v ?? w.none),
      ...totalsBlocks(w, w.status, report.byStatus, (v) => (v ? ((w.statuses as Record<string, string>)[v] ?? v) : w.none)),
      pdf.heading(w.incidents),
      pdf.table(
        [
          { label: w.number, width: 0.7 },
          { label: w.occurredAt, width: 2 },
          { label: w.title, width: 3 },
          { label: w.post, width: 2 },
          { label: w.severity, width: 1.5 },
          { label: w.status, width: 1.5 },
        ],
        report.items.map((r) => [
          String(r.number),
          formatInstant(r.occurredAt, company.timeZone, lang),
          r.title,
          r.postName ?? '',
          r.severityName ?? '',
          w.statuses[r.status],
        ]),
      ),
    ],
  );
};

// ---- novelties report

export const noveltiesReport = async (ctx: TServiceContext, actor: TActor, f: TNoveltyFilters, limit = REPORT_LIMIT) => {
  const { items, byPost, total } = await reportNovelties(ctx, actor, f, limit);
  return { items, total, byPost: byPost.map((r) => ({ key: r.key, label: r.label, count: Number(r.count) })) };
};

export const noveltiesReportCsv = async (ctx: TServiceContext, actor: TActor, f: TNoveltyFilters, lang: TLanguage) => {
  const { items } = await noveltiesReport(ctx, actor, f, 100_000);
  const zone = await companyTimeZone(ctx.db, actor.companyId);
  const columns: TCsvColumn<TNovelty>[] = [
    { header: 'exports:columns.dateAndTime', value: (r) => formatInstant(r.occurredAt, zone, lang) },
    { header: 'exports:columns.customer', value: (r) => r.customerName },
    { header: 'exports:columns.post', value: (r) => r.postName },
    { header: 'exports:columns.guard', value: (r) => r.guardName },
    { header: 'exports:columns.text', value: (r) => r.text },
    { header: 'exports:columns.photos', value: (r) => r.photos.length },
  ];
  return csvOf(columns, items, lang);
};

export const noveltiesReportPdf = async (
  ctx: TServiceContext,
  actor: TActor,
  f: TNoveltyFilters & { from: string; to: string },
  lang: TLanguage,
) => {
  const report = await noveltiesReport(ctx, actor, f);
  const company = await companyOf(ctx, actor.companyId);
  const w = WORDS[lang];
  return renderPdf(
    {
      title: w.noveltiesReport,
      subtitle: `${w.period}: ${f.from} – ${f.to}`,
      companyName: company.name,
      language: lang,
      timeZone: company.timeZone,
    },
    [
      pdf.totals([[w.total, String(report.total)]]),
      ...totalsBlocks(w, w.post, report.byPost, (v) => v ?? w.none),
      pdf.heading(w.novelties),
      pdf.table(
        [
          { label: w.occurredAt, width: 2 },
          { label: w.post, width: 2 },
          { label: w.guard, width: 2 },
          { label: w.text, width: 5 },
        ],
        report.items.map((r) => [formatInstant(r.occurredAt, company.timeZone, lang), r.postName, r.guardName ?? '', r.text]),
      ),
    ],
  );
};
