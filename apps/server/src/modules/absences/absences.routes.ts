// Routes of absences and their categories. Thin: parse, authorise, call.
import {
  ZAbsence,
  ZAbsenceCategory,
  ZAbsenceCategoryQuery,
  ZAbsenceList,
  ZAbsenceShiftOption,
  ZCreateAbsence,
  ZCreateAbsenceCategory,
  ZUpdateAbsence,
  ZUpdateAbsenceCategory,
} from '@centinela/shared/contracts/absences';
import { z } from 'zod';
import { actorOf } from '../../platform/http/access-hook';
import type { TApp } from '../../platform/http/types';
import { createAbsenceCategory, listAbsenceCategories, updateAbsenceCategory } from './absence-categories.service';
import { createAbsence, listAbsenceShiftOptions, listAbsences, resolveAbsence, updateAbsence } from './absences.service';

const ZIdParams = z.object({ id: z.uuid() });

export const absencesRoutes = async (app: TApp) => {
  const tags = ['absences'];
  const viewUsers = { action: 'view', resource: 'users' } as const;
  const editUsers = { action: 'edit', resource: 'users' } as const;

  app.get(
    '/api/users/:id/absences',
    { config: { access: viewUsers }, schema: { tags, params: ZIdParams, response: { 200: ZAbsenceList } } },
    async (request) => listAbsences({ ctx: app.ctx, actor: actorOf(request), userId: request.params.id }),
  );
  app.get(
    '/api/users/:id/absences/shift-options',
    { config: { access: viewUsers }, schema: { tags, params: ZIdParams, response: { 200: z.array(ZAbsenceShiftOption) } } },
    async (request) => listAbsenceShiftOptions({ ctx: app.ctx, actor: actorOf(request), userId: request.params.id }),
  );
  app.post(
    '/api/users/:id/absences',
    { config: { access: editUsers }, schema: { tags, params: ZIdParams, body: ZCreateAbsence, response: { 201: ZAbsence } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createAbsence({ ctx: app.ctx, actor: actorOf(request), userId: request.params.id, input: request.body })),
  );
  app.put(
    '/api/absences/:id',
    { config: { access: editUsers }, schema: { tags, params: ZIdParams, body: ZUpdateAbsence, response: { 200: ZAbsence } } },
    async (request) => updateAbsence({ ctx: app.ctx, actor: actorOf(request), id: request.params.id, input: request.body }),
  );
  app.post(
    '/api/absences/:id/resolve',
    { config: { access: editUsers }, schema: { tags, params: ZIdParams, response: { 200: ZAbsence } } },
    async (request) => resolveAbsence({ ctx: app.ctx, actor: actorOf(request), id: request.params.id }),
  );

  // Categories: every signed-in user of the company reads them (the absence form needs them); settings manage them.
  app.get(
    '/api/absence-categories',
    { config: { access: 'signed-in' }, schema: { tags, querystring: ZAbsenceCategoryQuery, response: { 200: z.array(ZAbsenceCategory) } } },
    async (request) => listAbsenceCategories({ ctx: app.ctx, actor: actorOf(request), query: request.query }),
  );
  app.post(
    '/api/absence-categories',
    {
      config: { access: { action: 'add', resource: 'settings' } },
      schema: {
        tags,
        querystring: ZAbsenceCategoryQuery.pick({ companyId: true }),
        body: ZCreateAbsenceCategory,
        response: { 201: ZAbsenceCategory },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await createAbsenceCategory({ ctx: app.ctx, actor: actorOf(request), input: request.body, companyId: request.query.companyId }),
        ),
  );
  app.put(
    '/api/absence-categories/:id',
    {
      config: { access: { action: 'edit', resource: 'settings' } },
      schema: { tags, params: ZIdParams, body: ZUpdateAbsenceCategory, response: { 200: ZAbsenceCategory } },
    },
    async (request) => updateAbsenceCategory({ ctx: app.ctx, actor: actorOf(request), id: request.params.id, input: request.body }),
  );
};
