import { LANGUAGES } from '@centinela/shared';
import {
  ZOpenRostersQuery,
  ZOpenRostersReport,
  ZPostsReport,
  ZPostsReportQuery,
  ZPostStatusQuery,
  ZPostStatusReport,
  ZRostersDataQuery,
  ZRostersDataReport,
} from '@centinela/shared/contracts/reports';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { actorOf } from '../../platform/http/access-hook';
import type { TApp } from '../../platform/http/types';
import { openRostersCsv, postsCsv, postStatusCsv, rostersDataCsv } from './reports.csv';
import { openRostersReport, postsReport, postStatusReport, rostersDataReport } from './reports.service';

const tags = ['reports'];
const ZCsvExtra = z.object({ lang: z.enum(LANGUAGES).default('es') });

const sendCsv = (reply: FastifyReply, name: string, body: string) =>
  reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${name}.csv"`).send(body);

export const reportsRoutes = async (app: TApp) => {
  const access = { action: 'view', resource: 'reports' } as const;

  app.get(
    '/api/reports/open-rosters',
    { config: { access }, schema: { tags, querystring: ZOpenRostersQuery, response: { 200: ZOpenRostersReport } } },
    async (request) => openRostersReport({ ctx: app.ctx, actor: actorOf(request), input: request.query, paging: request.query }),
  );
  app.get(
    '/api/reports/open-rosters/csv',
    { config: { access }, schema: { tags, querystring: ZOpenRostersQuery.and(ZCsvExtra) } },
    async (request, reply) => {
      const { items } = await openRostersReport({ ctx: app.ctx, actor: actorOf(request), input: request.query, paging: null });
      return sendCsv(reply, `open-rosters-${request.query.from}-${request.query.to}`, openRostersCsv(items, request.query.lang));
    },
  );

  app.get(
    '/api/reports/posts',
    { config: { access }, schema: { tags, querystring: ZPostsReportQuery, response: { 200: ZPostsReport } } },
    async (request) => postsReport({ ctx: app.ctx, actor: actorOf(request), input: request.query, paging: request.query }),
  );
  app.get(
    '/api/reports/posts/csv',
    { config: { access }, schema: { tags, querystring: ZPostsReportQuery.and(ZCsvExtra) } },
    async (request, reply) => {
      const { items } = await postsReport({ ctx: app.ctx, actor: actorOf(request), input: request.query, paging: null });
      return sendCsv(reply, 'posts', postsCsv(items, request.query.lang));
    },
  );

  app.get(
    '/api/reports/post-status',
    { config: { access }, schema: { tags, querystring: ZPostStatusQuery, response: { 200: ZPostStatusReport } } },
    async (request) => postStatusReport({ ctx: app.ctx, actor: actorOf(request), input: request.query, paging: request.query }),
  );
  app.get(
    '/api/reports/post-status/csv',
    { config: { access }, schema: { tags, querystring: ZPostStatusQuery.and(ZCsvExtra) } },
    async (request, reply) => {
      const { items } = await postStatusReport({ ctx: app.ctx, actor: actorOf(request), input: request.query, paging: null });
      return sendCsv(reply, 'post-status', postStatusCsv(items, request.query.lang));
    },
  );

  app.get(
    '/api/reports/rosters-data',
    { config: { access }, schema: { tags, querystring: ZRostersDataQuery, response: { 200: ZRostersDataReport } } },
    async (request) => rostersDataReport({ ctx: app.ctx, actor: actorOf(request), input: request.query, paging: request.query }),
  );
  app.get(
    '/api/reports/rosters-data/csv',
    { config: { access }, schema: { tags, querystring: ZRostersDataQuery.and(ZCsvExtra) } },
    async (request, reply) => {
      const { items } = await rostersDataReport({ ctx: app.ctx, actor: actorOf(request), input: request.query, paging: null });
      return sendCsv(reply, `rosters-data-${request.query.from}-${request.query.to}`, rostersDataCsv(items, request.query.lang));
    },
  );
};
