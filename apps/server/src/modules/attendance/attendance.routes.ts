// Attendance (issue 13), registered from endpoints/attendance.ts. Punch bodies carry JPEG frames: up to 2 MB.
import * as api from '@centinela/shared/endpoints/attendance';
import { sendCsv } from '../../platform/documents/send';
import { Unauthenticated } from '../../platform/errors';
import { route } from '../../platform/http/route';
import type { TApp } from '../../platform/http/types';
import { openStoredFile } from '../../platform/storage/files.service';
import { sendStoredFile } from '../../platform/storage/uploads';
import { kioskChallenge, kioskInfo, kioskPunch, phoneChallenge, phoneCheckIn, phonePunch } from './attendance.service';
import { attemptFrameFile, correctRecord, listAttempts, listRecords, reviewAttempt } from './attendance.records';
import { attendanceReport, attendanceReportCsv, attendanceReportRows } from './attendance.report';

const PUNCH_BODY_LIMIT = 2 * 1024 * 1024;

export const attendanceRoutes = async (app: TApp) => {
  route(app, api.kiosk, ({ ctx, request }) => {
    if (!request.device) throw Unauthenticated();
    return kioskInfo({ ctx, device: request.device });
  });
  route(app, api.challenge, ({ ctx, request }) => {
    if (!request.device) throw Unauthenticated();
    return kioskChallenge({ ctx, device: request.device });
  });
  route(
    app,
    api.punch,
    ({ ctx, request, body }) => {
      if (!request.device) throw Unauthenticated();
      return kioskPunch({ ctx, device: request.device, input: body });
    },
    { bodyLimit: PUNCH_BODY_LIMIT },
  );
  route(app, api.phone, ({ ctx, actor }) => phoneCheckIn({ ctx, actor }));
  route(app, api.phoneChallenge, ({ ctx, actor }) => phoneChallenge({ ctx, actor }));
  route(app, api.phonePunch, ({ ctx, actor, body }) => phonePunch({ ctx, actor, input: body }), { bodyLimit: PUNCH_BODY_LIMIT });
  route(app, api.list, ({ ctx, actor, query }) => listRecords({ ctx, actor, input: query }));
  route(app, api.correct, ({ ctx, actor, params, body }) => correctRecord({ ctx, actor, id: params.id, input: body }));
  route(app, api.report, ({ ctx, actor, query }) => attendanceReport({ ctx, actor, input: query }));
  route(app, api.reportCsv, async ({ ctx, actor, query, reply }) => {
    const rows = await attendanceReportRows({ ctx, actor, input: query });
    return sendCsv(reply, `attendance-${query.from}-${query.to}`, attendanceReportCsv(rows, query.lang));
  });
  route(app, api.attempts, ({ ctx, actor, query }) => listAttempts({ ctx, actor, input: query }));
  route(app, api.reviewAttempt, ({ ctx, actor, params }) => reviewAttempt({ ctx, actor, id: params.id }));
  route(app, api.attemptFrame, async ({ ctx, actor, params, reply }) =>
    sendStoredFile(reply, await openStoredFile(ctx, await attemptFrameFile({ ctx, actor, id: params.id })), 'inline'),
  );
};
