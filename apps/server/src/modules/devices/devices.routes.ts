// Kiosk devices (decision 0013), registered from endpoints/devices.ts. Pairing is rate-limited per address. The kiosk
// paths the attendance issue named (endpoints/attendance.ts: /api/attendance/devices, /api/attendance/pair, revoke)
// are the same handlers, and both pairing paths count against one limit.
import fastifyRateLimit from '@fastify/rate-limit';
import * as attendanceApi from '@centinela/shared/endpoints/attendance';
import * as api from '@centinela/shared/endpoints/devices';
import { setDeviceCookie } from '../../platform/access/device';
import { Unauthenticated } from '../../platform/errors';
import { route } from '../../platform/http/route';
import { cookieSecure } from '../../platform/http/secure-request';
import type { TApp } from '../../platform/http/types';
import { deviceMe, listDevices, pairDevice, registerDevice, revokeDevice } from './devices.service';

/** Pairing attempts one address may make per window: codes are 8 of 31 symbols and live 10 minutes. */
const PAIR_ATTEMPTS = 10;

export const devicesRoutes = async (app: TApp) => {
  // Only the routes that ask for it (config.rateLimit) are limited; the store is per process.
  await app.register(fastifyRateLimit, { global: false });

  for (const list of [api.list, attendanceApi.listDevices]) {
    route(app, list, ({ ctx, actor, query }) => listDevices({ ctx, actor, input: query }));
  }
  for (const register of [api.register, attendanceApi.registerDevice]) {
    route(app, register, ({ ctx, actor, body }) => registerDevice({ ctx, actor, input: body }));
  }
  for (const revoke of [api.revoke, attendanceApi.revokeDevice]) {
    route(app, revoke, ({ ctx, actor, params }) => revokeDevice({ ctx, actor, input: params }));
  }
  // One limiter (one store) for both pairing paths: the alias gives no second budget of guesses.
  const pairLimit = app.rateLimit({ max: PAIR_ATTEMPTS, timeWindow: '10 minutes' });
  for (const pair of [api.pair, attendanceApi.pairDevice]) {
    route(
      app,
      pair,
      async ({ ctx, body, request, reply }) => {
        const { token, device } = await pairDevice({ ctx, code: body.code });
        setDeviceCookie(reply, token, cookieSecure(request, ctx.config));
        return deviceMe({ ctx, device });
      },
      { onRequest: pairLimit },
    );
  }
  route(app, api.me, ({ ctx, request }) => {
    if (!request.device) throw Unauthenticated();
    return deviceMe({ ctx, device: request.device });
  });
};
