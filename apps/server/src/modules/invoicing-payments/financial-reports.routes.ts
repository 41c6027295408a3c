// Routes of invoicing's financial reports, registered from their declarations (packages/shared/src/endpoints/financial-reports.ts):
// each answers JSON, or with format=csv the same report as a CSV file (headers in ?lang, else the reader's language).
import * as api from '@centinela/shared/endpoints/financial-reports';
import type { TActor } from '../../platform/access/actor';
import { sendCsv } from '../../platform/documents/send';
import { route } from '../../platform/http/route';
import type { TApp } from '../../platform/http/types';
import { dsoCsv, marginCsv, revenueCsv, unbilledCsv } from './financial-reports.csv';
import { dsoReport, marginReport, revenueReport, unbilledReport } from './financial-reports.service';

const langOf = (actor: TActor, lang: 'es' | 'en' | undefined) => lang ?? (actor.language === 'en' ? 'en' : 'es');

export const financialReportsRoutes = async (app: TApp) => {
  route(app, api.revenueReport, async ({ ctx, actor, query, reply }) => {
    const report = await revenueReport({ ctx, actor, input: query });
    if (query.format !== 'csv') return report;
    const { name, body } = revenueCsv(report, langOf(actor, query.lang));
    return sendCsv(reply, name, body);
  });
  route(app, api.marginReport, async ({ ctx, actor, query, reply }) => {
    const report = await marginReport({ ctx, actor, input: query });
    if (query.format !== 'csv') return report;
    const { name, body } = marginCsv(report, langOf(actor, query.lang));
    return sendCsv(reply, name, body);
  });
  route(app, api.unbilledReport, async ({ ctx, actor, query, reply }) => {
    const report = await unbilledReport({ ctx, actor, input: query });
    if (query.format !== 'csv') return report;
    const { name, body } = unbilledCsv(report, langOf(actor, query.lang));
    return sendCsv(reply, name, body);
  });
  route(app, api.dsoReport, async ({ ctx, actor, query, reply }) => {
    const report = await dsoReport({ ctx, actor, input: query });
    if (query.format !== 'csv') return report;
    const { name, body } = dsoCsv(report, langOf(actor, query.lang));
    return sendCsv(reply, name, body);
  });
};
