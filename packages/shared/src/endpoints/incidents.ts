// Endpoints of the incidents area: novelties, incidents and daily reports (spec: /novelties-incidents,
// /novelties-report, /incidents-report). Schemas: contracts/incidents.ts; transitions: rules/incidents.ts.
import { ZIdParams } from '../contracts/common';
import {
  ZAttachmentParams,
  ZDailyReport,
  ZDailyReportInput,
  ZDailyReportListQuery,
  ZDailyReportPage,
  ZDailyReportUpdate,
  ZFileLangQuery,
  ZIncidentDetail,
  ZIncidentFormOptions,
  ZIncidentInput,
  ZIncidentListItem,
  ZIncidentListItemInput,
  ZIncidentListQuery,
  ZIncidentNoteInput,
  ZIncidentPage,
  ZIncidentReport,
  ZIncidentReportFileQuery,
  ZIncidentReportQuery,
  ZIncidentUpdate,
  ZNovelty,
  ZNoveltyInput,
  ZNoveltyListQuery,
  ZNoveltyPage,
  ZNoveltyReport,
  ZNoveltyReportFileQuery,
  ZNoveltyReportQuery,
  ZNoveltyUpdate,
  ZSendDailyReportAnswer,
  ZSendDailyReportInput,
  ZTransitionInput,
} from '../contracts/incidents';
import { defineEndpoint } from './define';

const tag = 'incidents';
const view = { action: 'view', resource: 'novelties-incidents' } as const;
const add = { action: 'add', resource: 'novelties-incidents' } as const;
const edit = { action: 'edit', resource: 'novelties-incidents' } as const;
/** Writers: staff with edit, or the guard who filed it (add) — the policy decides per row. */
const write = { anyOf: [edit, add] } as const;
const reports = { action: 'view', resource: 'reports' } as const;
const uploadErrors = [400, 404, 409, 413, 415] as const;

// ---- form options and company lists

export const formOptions = defineEndpoint({
  method: 'GET',
  path: '/api/incidents/form-options',
  tag,
  access: view,
  summary: "Categories, severities, posts, guards and the signed-in guard's current shift",
  response: ZIncidentFormOptions,
});

export const createListItem = defineEndpoint({
  method: 'POST',
  path: '/api/incidents/lists',
  tag,
  access: edit,
  summary: 'Adds a category or severity to the company list',
  body: ZIncidentListItemInput,
  status: 201,
  response: ZIncidentListItem,
  errors: [400, 409],
});

export const updateListItem = defineEndpoint({
  method: 'PUT',
  path: '/api/incidents/lists/:id',
  summary: 'Changes an item of an incident list (category, severity…)',
  tag,
  access: edit,
  params: ZIdParams,
  body: ZIncidentListItemInput,
  response: ZIncidentListItem,
  errors: [400, 404, 409],
});

export const removeListItem = defineEndpoint({
  method: 'DELETE',
  path: '/api/incidents/lists/:id',
  tag,
  access: edit,
  summary: 'Removes a list item (incidents keep their name; the item is no longer offered)',
  params: ZIdParams,
  kind: 'empty',
  errors: [404],
});

// ---- incidents

export const list = defineEndpoint({
  method: 'GET',
  path: '/api/incidents',
  tag,
  access: view,
  summary: 'Incidents in scope, newest first, keyset paging (cursor)',
  query: ZIncidentListQuery,
  response: ZIncidentPage,
});

export const get = defineEndpoint({
  method: 'GET',
  path: '/api/incidents/:id',
  tag,
  access: view,
  summary: 'One incident with its attachments and history',
  params: ZIdParams,
  response: ZIncidentDetail,
  errors: [404],
});

export const create = defineEndpoint({
  method: 'POST',
  path: '/api/incidents',
  tag,
  access: add,
  summary: "Files an incident (a guard's post, shift and customer come from their current shift); high or critical notifies the admins",
  body: ZIncidentInput,
  status: 201,
  response: ZIncidentDetail,
  errors: [400, 404],
});

export const update = defineEndpoint({
  method: 'PUT',
  path: '/api/incidents/:id',
  summary: 'Changes an incident (details, status, follow-up)',
  tag,
  access: write,
  params: ZIdParams,
  body: ZIncidentUpdate,
  response: ZIncidentDetail,
  errors: [400, 404, 409],
});

const transition = (action: 'review' | 'close' | 'seal' | 'reopen', summary: string) =>
  defineEndpoint({
    method: 'POST',
    path: `/api/incidents/:id/${action}`,
    tag,
    access: edit,
    summary,
    params: ZIdParams,
    body: ZTransitionInput,
    response: ZIncidentDetail,
    errors: [404, 409],
  });

export const review = transition('review', 'pending → reviewed (customer company admins see it from now on)');
export const close = transition('close', 'reviewed → closed');
export const seal = transition('seal', 'closed → sealed: nothing changes any more, corrections are notes');
export const reopen = transition('reopen', 'reviewed → pending, closed → reviewed (never sealed)');

export const addNote = defineEndpoint({
  method: 'POST',
  path: '/api/incidents/:id/notes',
  tag,
  access: write,
  summary: 'Appends a note to the history (the way to correct a sealed incident)',
  params: ZIdParams,
  body: ZIncidentNoteInput,
  status: 201,
  response: ZIncidentDetail,
  errors: [400, 404],
});

export const uploadAttachments = defineEndpoint({
  method: 'POST',
  path: '/api/incidents/:id/attachments',
  tag,
  access: write,
  summary: 'Adds photos, videos or documents (multipart `file` parts: png, jpeg, webp, webm, mp4, pdf, doc, docx)',
  params: ZIdParams,
  multipart: true,
  status: 201,
  response: ZIncidentDetail,
  errors: uploadErrors,
});

export const attachment = defineEndpoint({
  method: 'GET',
  path: '/api/incidents/:id/attachments/:fileId',
  summary: 'One attachment of an incident',
  tag,
  access: view,
  params: ZAttachmentParams,
  kind: 'file',
  errors: [404],
});

export const removeAttachment = defineEndpoint({
  method: 'DELETE',
  path: '/api/incidents/:id/attachments/:fileId',
  summary: 'Deletes an attachment of an incident',
  tag,
  access: write,
  params: ZAttachmentParams,
  kind: 'empty',
  errors: [404, 409],
});

export const pdf = defineEndpoint({
  method: 'GET',
  path: '/api/incidents/:id/pdf',
  tag,
  access: view,
  summary: 'The printable incident sheet (PDF, es/en)',
  params: ZIdParams,
  query: ZFileLangQuery,
  kind: 'file',
  errors: [404],
});

export const report = defineEndpoint({
  method: 'GET',
  path: '/api/incidents/report',
  tag,
  access: reports,
  summary: 'Incidents report: filters, totals by category, severity and status',
  query: ZIncidentReportQuery,
  response: ZIncidentReport,
  errors: [400],
});

export const reportCsv = defineEndpoint({
  method: 'GET',
  path: '/api/incidents/report/csv',
  summary: "The incidents report as CSV, with the report's filters",
  tag,
  access: reports,
  query: ZIncidentReportFileQuery,
  kind: 'file',
  errors: [400],
});

export const reportPdf = defineEndpoint({
  method: 'GET',
  path: '/api/incidents/report/pdf',
  summary: "The incidents report as PDF, with the report's filters",
  tag,
  access: reports,
  query: ZIncidentReportFileQuery,
  kind: 'file',
  errors: [400],
});

// ---- novelties

export const listNovelties = defineEndpoint({
  method: 'GET',
  path: '/api/novelties',
  tag,
  access: view,
  summary: 'Novelties (shift log) in scope, newest first, keyset paging',
  query: ZNoveltyListQuery,
  response: ZNoveltyPage,
});

export const getNovelty = defineEndpoint({
  method: 'GET',
  path: '/api/novelties/:id',
  summary: 'One novelty with its attachments',
  tag,
  access: view,
  params: ZIdParams,
  response: ZNovelty,
  errors: [404],
});

export const createNovelty = defineEndpoint({
  method: 'POST',
  path: '/api/novelties',
  summary: 'Records a novelty of a shift',
  tag,
  access: add,
  body: ZNoveltyInput,
  status: 201,
  response: ZNovelty,
  errors: [400, 404],
});

export const updateNovelty = defineEndpoint({
  method: 'PUT',
  path: '/api/novelties/:id',
  summary: 'Changes a novelty',
  tag,
  access: write,
  params: ZIdParams,
  body: ZNoveltyUpdate,
  response: ZNovelty,
  errors: [400, 404],
});

export const uploadNoveltyPhotos = defineEndpoint({
  method: 'POST',
  path: '/api/novelties/:id/attachments',
  tag,
  access: write,
  summary: 'Adds photos (multipart `file` parts: png, jpeg, webp); at most 5',
  params: ZIdParams,
  multipart: true,
  status: 201,
  response: ZNovelty,
  errors: uploadErrors,
});

export const noveltyAttachment = defineEndpoint({
  method: 'GET',
  path: '/api/novelties/:id/attachments/:fileId',
  summary: 'One attachment of a novelty',
  tag,
  access: view,
  params: ZAttachmentParams,
  kind: 'file',
  errors: [404],
});

export const noveltiesReport = defineEndpoint({
  method: 'GET',
  path: '/api/novelties/report',
  tag,
  access: reports,
  summary: 'Novelties report: filters and totals by post',
  query: ZNoveltyReportQuery,
  response: ZNoveltyReport,
  errors: [400],
});

export const noveltiesReportCsv = defineEndpoint({
  method: 'GET',
  path: '/api/novelties/report/csv',
  summary: "The novelties report as CSV, with the report's filters",
  tag,
  access: reports,
  query: ZNoveltyReportFileQuery,
  kind: 'file',
  errors: [400],
});

export const noveltiesReportPdf = defineEndpoint({
  method: 'GET',
  path: '/api/novelties/report/pdf',
  summary: "The novelties report as PDF, with the report's filters",
  tag,
  access: reports,
  query: ZNoveltyReportFileQuery,
  kind: 'file',
  errors: [400],
});

// ---- daily reports

export const listDailyReports = defineEndpoint({
  method: 'GET',
  path: '/api/daily-reports',
  summary: 'Daily reports by post and date, filterable',
  tag,
  access: view,
  query: ZDailyReportListQuery,
  response: ZDailyReportPage,
});

export const getDailyReport = defineEndpoint({
  method: 'GET',
  path: '/api/daily-reports/:id',
  summary: 'One daily report with its entries and attachments',
  tag,
  access: view,
  params: ZIdParams,
  response: ZDailyReport,
  errors: [404],
});

export const createDailyReport = defineEndpoint({
  method: 'POST',
  path: '/api/daily-reports',
  tag,
  access: add,
  summary: 'Starts a daily report (one per post and shift occurrence: 409 for a second)',
  body: ZDailyReportInput,
  status: 201,
  response: ZDailyReport,
  errors: [400, 404, 409],
});

export const updateDailyReport = defineEndpoint({
  method: 'PUT',
  path: '/api/daily-reports/:id',
  summary: 'Changes a daily report',
  tag,
  access: write,
  params: ZIdParams,
  body: ZDailyReportUpdate,
  response: ZDailyReport,
  errors: [400, 404, 409],
});

export const reviewDailyReport = defineEndpoint({
  method: 'POST',
  path: '/api/daily-reports/:id/review',
  summary: 'Marks a daily report reviewed',
  tag,
  access: edit,
  params: ZIdParams,
  body: ZTransitionInput,
  response: ZDailyReport,
  errors: [404, 409],
});

export const closeDailyReport = defineEndpoint({
  method: 'POST',
  path: '/api/daily-reports/:id/close',
  summary: 'Closes a daily report',
  tag,
  access: edit,
  params: ZIdParams,
  body: ZTransitionInput,
  response: ZDailyReport,
  errors: [404, 409],
});

export const sendDailyReport = defineEndpoint({
  method: 'POST',
  path: '/api/daily-reports/:id/send',
  tag,
  access: edit,
  summary: "E-mails the reviewed report as a PDF to the customer (template 'report-delivery'), from a job",
  params: ZIdParams,
  body: ZSendDailyReportInput,
  status: 202,
  response: ZSendDailyReportAnswer,
  errors: [400, 404, 409],
});

export const uploadDailyReportAttachments = defineEndpoint({
  method: 'POST',
  path: '/api/daily-reports/:id/attachments',
  summary: 'Attaches files to a daily report',
  tag,
  access: write,
  params: ZIdParams,
  multipart: true,
  status: 201,
  response: ZDailyReport,
  errors: uploadErrors,
});

export const dailyReportAttachment = defineEndpoint({
  method: 'GET',
  path: '/api/daily-reports/:id/attachments/:fileId',
  summary: 'One attachment of a daily report',
  tag,
  access: view,
  params: ZAttachmentParams,
  kind: 'file',
  errors: [404],
});

export const dailyReportPdf = defineEndpoint({
  method: 'GET',
  path: '/api/daily-reports/:id/pdf',
  summary: 'A daily report as PDF',
  tag,
  access: view,
  params: ZIdParams,
  query: ZFileLangQuery,
  kind: 'file',
  errors: [404],
});
