import { ZErrorBody } from '@centinela/shared';
import {
  ZAssignGuard,
  ZAvailability,
  ZAvailabilityQuery,
  ZCopyWeek,
  ZGuardShiftAssignment,
  ZOccurrenceQuery,
  ZOccurrences,
  ZRemoveGuard,
  ZRemoveGuardResult,
  ZRoster,
  ZRosterInput,
  ZRosterListQuery,
} from '@centinela/shared/contracts/rosters';
import { z } from 'zod';
import { actorOf } from '../../platform/http/access-hook';
import { serviceBuiltResponse } from '../../platform/http/serializers';
import type { TApp } from '../../platform/http/types';
import { getAvailability } from './availability.service';
import { getOccurrences } from './occurrences.service';
import {
  assignGuard,
  copyWeek,
  createRoster,
  deleteRoster,
  getRoster,
  listGuardShiftAssignments,
  listRosters,
  removeGuardFromRosters,
  unassignGuard,
  updateRoster,
} from './rosters.service';

const ZIdParams = z.object({ id: z.uuid() });
const ZShiftParams = z.object({ id: z.uuid(), shiftId: z.uuid() });
const tags = ['rosters'];

export const rostersRoutes = async (app: TApp) => {
  const view = { action: 'view', resource: 'rosters' } as const;
  const edit = { action: 'edit', resource: 'rosters' } as const;

  app.get(
    '/api/rosters',
    { config: { access: view }, schema: { tags, querystring: ZRosterListQuery, response: { 200: z.array(ZRoster) } } },
    async (request) => listRosters({ ctx: app.ctx, actor: actorOf(request), input: request.query }),
  );

  app.get(
    '/api/rosters/occurrences',
    {
      ...serviceBuiltResponse(app.ctx.config),
      config: { access: view },
      schema: { tags, querystring: ZOccurrenceQuery, response: { 200: ZOccurrences } },
    },
    async (request) => getOccurrences({ ctx: app.ctx, actor: actorOf(request), input: request.query }),
  );

  app.get(
    '/api/rosters/availability',
    // Availability reveals every guard's schedule and absences: schedulers only.
    {
      ...serviceBuiltResponse(app.ctx.config),
      config: { access: edit },
      schema: { tags, querystring: ZAvailabilityQuery, response: { 200: ZAvailability, 404: ZErrorBody } },
    },
    async (request) => getAvailability({ ctx: app.ctx, actor: actorOf(request), input: request.query }),
  );

  app.post(
    '/api/rosters/remove-guard',
    { config: { access: edit }, schema: { tags, body: ZRemoveGuard, response: { 200: ZRemoveGuardResult, 404: ZErrorBody } } },
    async (request) => removeGuardFromRosters({ ctx: app.ctx, actor: actorOf(request), input: request.body }),
  );

  app.get(
    '/api/rosters/:id',
    { config: { access: view }, schema: { tags, params: ZIdParams, response: { 200: ZRoster, 404: ZErrorBody } } },
    async (request) => getRoster({ ctx: app.ctx, actor: actorOf(request), input: request.params }),
  );

  app.post(
    '/api/rosters',
    {
      config: { access: { action: 'add', resource: 'rosters' } },
      schema: { tags, body: ZRosterInput, response: { 201: ZRoster, 400: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody } },
    },
    async (request, reply) => reply.status(201).send(await createRoster({ ctx: app.ctx, actor: actorOf(request), input: request.body })),
  );

  app.put(
    '/api/rosters/:id',
    {
      config: { access: edit },
      schema: {
        tags,
        params: ZIdParams,
        body: ZRosterInput,
        response: { 200: ZRoster, 400: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody },
      },
    },
    async (request) => updateRoster({ ctx: app.ctx, actor: actorOf(request), input: { id: request.params.id, data: request.body } }),
  );

  app.delete(
    '/api/rosters/:id',
    {
      config: { access: { action: 'delete', resource: 'rosters' } },
      schema: { tags, params: ZIdParams, response: { 204: z.null(), 404: ZErrorBody } },
    },
    async (request, reply) => {
      await deleteRoster({ ctx: app.ctx, actor: actorOf(request), input: request.params });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/rosters/:id/copy-week',
    {
      config: { access: edit },
      schema: { tags, params: ZIdParams, body: ZCopyWeek, response: { 200: ZRoster, 400: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody } },
    },
    async (request) => copyWeek({ ctx: app.ctx, actor: actorOf(request), input: { id: request.params.id, ...request.body } }),
  );

  app.post(
    '/api/rosters/:id/shifts/:shiftId/guards',
    {
      config: { access: edit },
      schema: {
        tags,
        params: ZShiftParams,
        body: ZAssignGuard,
        response: { 200: ZRoster, 400: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody },
      },
    },
    async (request) => assignGuard({ ctx: app.ctx, actor: actorOf(request), input: { ...request.params, ...request.body } }),
  );

  app.delete(
    '/api/rosters/:id/shifts/:shiftId/guards/:guardId',
    {
      config: { access: edit },
      schema: { tags, params: ZShiftParams.extend({ guardId: z.uuid() }), response: { 200: ZRoster, 404: ZErrorBody } },
    },
    async (request) => unassignGuard({ ctx: app.ctx, actor: actorOf(request), input: request.params }),
  );

  app.get(
    '/api/users/:id/shift-assignments',
    {
      // Guards read their own; staff with users or rosters access read their tenant's guards (checked in the service).
      config: { access: 'signed-in' },
      schema: { tags, params: ZIdParams, response: { 200: z.array(ZGuardShiftAssignment), 404: ZErrorBody } },
    },
    async (request) => listGuardShiftAssignments({ ctx: app.ctx, actor: actorOf(request), input: { userId: request.params.id } }),
  );
};
