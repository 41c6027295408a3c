// The in-browser SIP phone (issue 14): its set-up and its connection status, for the signed-in user only (phone.policy.ts).
import * as api from '@centinela/shared/endpoints/phone';
import { route } from '../../platform/http/route';
import type { TApp } from '../../platform/http/types';
import { phoneSetup, reportPhoneStatus } from './phone.service';

export const phoneRoutes = async (app: TApp) => {
  route(app, api.setup, ({ ctx, actor }) => phoneSetup({ ctx, actor }));
  route(app, api.reportStatus, ({ ctx, actor, body }) => reportPhoneStatus({ ctx, actor, input: body }));
};
