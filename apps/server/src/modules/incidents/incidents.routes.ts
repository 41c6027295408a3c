// Routes of the incidents area (novelties, incidents, daily reports), registered from their declarations
// (packages/shared/src/endpoints/incidents.ts).
import { MAX_INCIDENT_ATTACHMENTS, MAX_NOVELTY_PHOTOS } from '@centinela/shared/contracts/incidents';
import * as api from '@centinela/shared/endpoints/incidents';
import { sendCsv, sendPdf } from '../../platform/documents/send';
import { route } from '../../platform/http/route';
import type { TApp } from '../../platform/http/types';
import { idempotencyKeyOf } from '../../platform/attachments/idempotency';
import { ANY_MEDIA_KINDS, IMAGE_KINDS } from '../../platform/storage/file-types';
import { sendStoredFile, withUpload } from '../../platform/storage/uploads';
import {
  createDailyReport,
  dailyReportPdfFor,
  getDailyReport,
  listDailyReports,
  openDailyReportAttachment,
  sendDailyReport,
  transitionDailyReport,
  updateDailyReport,
  uploadDailyReportAttachments,
} from './daily-reports.service';
import {
  incidentSheetPdf,
  incidentsReport,
  incidentsReportCsv,
  incidentsReportPdf,
  noveltiesReport,
  noveltiesReportCsv,
  noveltiesReportPdf,
} from './incidents.documents';
import { addIncidentNote, createIncident, getIncident, listIncidents, transitionIncident, updateIncident } from './incidents.service';
import { createListItem, deleteListItem, getFormOptions, updateListItem } from './incidents.lists';
import { openIncidentAttachment, removeIncidentAttachment, uploadIncidentAttachments } from './incidents.attachments';
import { createNovelty, getNovelty, listNovelties, openNoveltyPhoto, updateNovelty, uploadNoveltyPhotos } from './novelties.service';

export const incidentsRoutes = async (app: TApp) => {
  // lists and options
  route(app, api.formOptions, ({ ctx, actor }) => getFormOptions({ ctx, actor, input: undefined }));
  route(app, api.createListItem, ({ ctx, actor, body }) => createListItem({ ctx, actor, input: body }));
  route(app, api.updateListItem, ({ ctx, actor, params, body }) => updateListItem({ ctx, actor, input: { id: params.id, data: body } }));
  route(app, api.removeListItem, ({ ctx, actor, params }) => deleteListItem({ ctx, actor, input: params }));

  // incidents
  route(app, api.list, ({ ctx, actor, query }) => listIncidents({ ctx, actor, input: query }));
  route(app, api.report, ({ ctx, actor, query }) => incidentsReport(ctx, actor, query));
  route(app, api.reportCsv, async ({ ctx, actor, query, reply }) =>
    sendCsv(reply, `incidents-${query.from}-${query.to}`, await incidentsReportCsv(ctx, actor, query, query.lang)),
  );
  route(app, api.reportPdf, async ({ ctx, actor, query, reply }) =>
    sendPdf(reply, `incidents-${query.from}-${query.to}`, await incidentsReportPdf(ctx, actor, query, query.lang)),
  );
  route(app, api.get, ({ ctx, actor, params }) => getIncident({ ctx, actor, input: params }));
  route(app, api.create, ({ ctx, actor, body, request }) =>
    createIncident({ ctx, actor, input: body, idempotencyKey: idempotencyKeyOf(request.headers) }),
  );
  route(app, api.update, ({ ctx, actor, params, body }) => updateIncident({ ctx, actor, input: { id: params.id, data: body } }));
  for (const [endpoint, action] of [
    [api.review, 'review'],
    [api.close, 'close'],
    [api.seal, 'seal'],
    [api.reopen, 'reopen'],
  ] as const) {
    route(app, endpoint, ({ ctx, actor, params, body }) => transitionIncident({ ctx, actor, input: { id: params.id, action, ...body } }));
  }
  route(app, api.addNote, ({ ctx, actor, params, body }) => addIncidentNote({ ctx, actor, input: { id: params.id, ...body } }));
  route(app, api.uploadAttachments, ({ ctx, actor, params, request }) =>
    withUpload({ ctx, request }, { accept: ANY_MEDIA_KINDS, maxFiles: MAX_INCIDENT_ATTACHMENTS }, (upload) =>
      uploadIncidentAttachments({ ctx, actor, input: { id: params.id, upload } }),
    ),
  );
  route(app, api.attachment, async ({ ctx, actor, params, reply }) =>
    sendStoredFile(reply, await openIncidentAttachment({ ctx, actor, input: params }), 'inline'),
  );
  route(app, api.removeAttachment, ({ ctx, actor, params }) => removeIncidentAttachment({ ctx, actor, input: params }));
  route(app, api.pdf, async ({ ctx, actor, params, query, reply }) =>
    sendPdf(reply, `incident-${params.id.slice(0, 8)}`, await incidentSheetPdf(ctx, actor, params.id, query.lang), 'inline'),
  );

  // novelties
  route(app, api.listNovelties, ({ ctx, actor, query }) => listNovelties({ ctx, actor, input: query }));
  route(app, api.noveltiesReport, ({ ctx, actor, query }) => noveltiesReport(ctx, actor, query));
  route(app, api.noveltiesReportCsv, async ({ ctx, actor, query, reply }) =>
    sendCsv(reply, `novelties-${query.from}-${query.to}`, await noveltiesReportCsv(ctx, actor, query, query.lang)),
  );
  route(app, api.noveltiesReportPdf, async ({ ctx, actor, query, reply }) =>
    sendPdf(reply, `novelties-${query.from}-${query.to}`, await noveltiesReportPdf(ctx, actor, query, query.lang)),
  );
  route(app, api.getNovelty, ({ ctx, actor, params }) => getNovelty({ ctx, actor, input: params }));
  route(app, api.createNovelty, ({ ctx, actor, body, request }) =>
    createNovelty({ ctx, actor, input: body, idempotencyKey: idempotencyKeyOf(request.headers) }),
  );
  route(app, api.updateNovelty, ({ ctx, actor, params, body }) => updateNovelty({ ctx, actor, input: { id: params.id, data: body } }));
  route(app, api.uploadNoveltyPhotos, ({ ctx, actor, params, request }) =>
    withUpload({ ctx, request }, { accept: IMAGE_KINDS, maxFiles: MAX_NOVELTY_PHOTOS }, (upload) =>
      uploadNoveltyPhotos({ ctx, actor, input: { id: params.id, upload } }),
    ),
  );
  route(app, api.noveltyAttachment, async ({ ctx, actor, params, reply }) =>
    sendStoredFile(reply, await openNoveltyPhoto({ ctx, actor, input: params }), 'inline'),
  );

  // daily reports
  route(app, api.listDailyReports, ({ ctx, actor, query }) => listDailyReports({ ctx, actor, input: query }));
  route(app, api.getDailyReport, ({ ctx, actor, params }) => getDailyReport({ ctx, actor, input: params }));
  route(app, api.createDailyReport, ({ ctx, actor, body }) => createDailyReport({ ctx, actor, input: body }));
  route(app, api.updateDailyReport, ({ ctx, actor, params, body }) =>
    updateDailyReport({ ctx, actor, input: { id: params.id, data: body } }),
  );
  route(app, api.reviewDailyReport, ({ ctx, actor, params, body }) =>
    transitionDailyReport({ ctx, actor, input: { id: params.id, action: 'review', ...body } }),
  );
  route(app, api.closeDailyReport, ({ ctx, actor, params, body }) =>
    transitionDailyReport({ ctx, actor, input: { id: params.id, action: 'close', ...body } }),
  );
  route(app, api.sendDailyReport, ({ ctx, actor, params, body }) => sendDailyReport({ ctx, actor, input: { id: params.id, ...body } }));
  route(app, api.uploadDailyReportAttachments, ({ ctx, actor, params, request }) =>
    withUpload({ ctx, request }, { accept: ANY_MEDIA_KINDS, maxFiles: MAX_INCIDENT_ATTACHMENTS }, (upload) =>
      uploadDailyReportAttachments({ ctx, actor, input: { id: params.id, upload } }),
    ),
  );
  route(app, api.dailyReportAttachment, async ({ ctx, actor, params, reply }) =>
    sendStoredFile(reply, await openDailyReportAttachment({ ctx, actor, input: params }), 'inline'),
  );
  route(app, api.dailyReportPdf, async ({ ctx, actor, params, query, reply }) => {
    const { buffer, date } = await dailyReportPdfFor({ ctx, actor, input: { id: params.id, lang: query.lang } });
    return sendPdf(reply, `daily-report-${date}`, buffer, 'inline');
  });
};
