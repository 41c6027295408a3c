// Kiosk devices (decision 0013), registered from endpoints/devices.ts. Pairing is rate-limited per address.
import fastifyRateLimit from '@fastify/rate-limit';
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

  route(app, api.list, ({ ctx, actor, query }) => listDevices({ ctx, actor, input: query }));
  route(app, api.register, ({ ctx, actor, body }) => registerDevice({ ctx, actor, input: body }));
  route(app, api.revoke, ({ ctx, actor, params }) => revokeDevice({ ctx, actor, input: params }));
  route(
    app,
    api.pair,
    async ({ ctx, body, request, reply }) => {
      const { token, device } = await pairDevice({ ctx, code: body.code });
      setDeviceCookie(reply, token, cookieSecure(request, ctx.config));
      return deviceMe({ ctx, device });
    },
    { config: { rateLimit: { max: PAIR_ATTEMPTS, timeWindow: '10 minutes' } } },
  );
  route(app, api.me, ({ ctx, request }) => {
    if (!request.device) throw Unauthenticated();
    return deviceMe({ ctx, device: request.device });
  });
};
