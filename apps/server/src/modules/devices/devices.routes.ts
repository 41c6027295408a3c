// /api/devices: kiosk devices (decision 0013). Admins register, list and revoke them (attendance permission); the
// tablet pairs with a one-time code (public, rate-limited) and then calls device-only routes ({ principal: 'device' }).
import fastifyRateLimit from '@fastify/rate-limit';
import { ZErrorBody, ZId } from '@centinela/shared';
import {
  ZDevice,
  ZDeviceInput,
  ZDeviceListQuery,
  ZDeviceMe,
  ZDevicePairInput,
  ZDeviceRegistered,
} from '@centinela/shared/contracts/devices';
import { z } from 'zod';
import { setDeviceCookie } from '../../platform/access/device';
import { Unauthenticated } from '../../platform/errors';
import { actorOf } from '../../platform/http/access-hook';
import type { TApp } from '../../platform/http/types';
import { deviceMe, listDevices, pairDevice, registerDevice, revokeDevice } from './devices.service';

const tags = ['devices'];
/** Pairing attempts one address may make per window: codes are 8 of 31 symbols and live 10 minutes. */
const PAIR_ATTEMPTS = 10;

export const devicesRoutes = async (app: TApp) => {
  // Only the routes that ask for it (config.rateLimit) are limited; the store is per process.
  await app.register(fastifyRateLimit, { global: false });

  app.get(
    '/api/devices',
    {
      config: { access: { action: 'view', resource: 'attendance' } },
      schema: { tags, querystring: ZDeviceListQuery, response: { 200: z.array(ZDevice) } },
    },
    async (request) => listDevices({ ctx: app.ctx, actor: actorOf(request), input: request.query }),
  );

  app.post(
    '/api/devices',
    {
      config: { access: { action: 'add', resource: 'attendance' } },
      schema: { tags, body: ZDeviceInput, response: { 201: ZDeviceRegistered, 400: ZErrorBody } },
    },
    async (request, reply) => reply.status(201).send(await registerDevice({ ctx: app.ctx, actor: actorOf(request), input: request.body })),
  );

  app.post(
    '/api/devices/:id/revoke',
    {
      config: { access: { action: 'edit', resource: 'attendance' } },
      schema: { tags, params: z.object({ id: ZId }), response: { 200: ZDevice, 404: ZErrorBody } },
    },
    async (request) => revokeDevice({ ctx: app.ctx, actor: actorOf(request), input: request.params }),
  );

  app.post(
    '/api/devices/pair',
    {
      config: { access: 'public', rateLimit: { max: PAIR_ATTEMPTS, timeWindow: '10 minutes' } },
      schema: { tags, body: ZDevicePairInput, response: { 200: ZDeviceMe, 400: ZErrorBody, 429: ZErrorBody } },
    },
    async (request, reply) => {
      const { token, device } = await pairDevice({ ctx: app.ctx, code: request.body.code });
      setDeviceCookie(reply, token, app.ctx.config.cookieSecure);
      return deviceMe({ ctx: app.ctx, device });
    },
  );

  app.get(
    '/api/devices/me',
    {
      config: { access: { principal: 'device' } },
      schema: { tags, response: { 200: ZDeviceMe, 401: ZErrorBody } },
    },
    async (request) => {
      if (!request.device) throw Unauthenticated();
      return deviceMe({ ctx: app.ctx, device: request.device });
    },
  );
};
