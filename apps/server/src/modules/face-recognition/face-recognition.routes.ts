// Face recognition (issue 13), registered from endpoints/face-recognition.ts; the browser's models and TensorFlow.js
// .wasm files are served from the installed npm packages under /face-models/ (no CDN, no download at run time).
import { createReadStream, existsSync } from 'node:fs';
import path from 'node:path';
import fastifyRateLimit from '@fastify/rate-limit';
import * as api from '@centinela/shared/endpoints/face-recognition';
import { MAX_FACE_PHOTOS } from '@centinela/shared/contracts/guard-records';
import { route } from '../../platform/http/route';
import type { TApp } from '../../platform/http/types';
import { IMAGE_KINDS, VIDEO_KINDS } from '../../platform/storage/file-types';
import { sendStoredFile, withUpload } from '../../platform/storage/uploads';
import { FACE_MODELS, faceModelsDir, tfWasmDir } from './face-engine';
import { getSettings, updateSettings } from './face-recognition.service';
import {
  assertUsableToken,
  decideSelfRegistration,
  latestSelfRegistration,
  openFaceRegistration,
  openSelfRegistrationFile,
  revokeSelfRegistration,
  sendSelfRegistration,
  submitFaceRegistration,
} from './self-registration.service';

/** Requests one address may make to the public self-registration routes per window (a page load is one or two). */
const PUBLIC_REQUESTS = 30;

/** The files a browser may fetch: the kiosk's models (json + bin) and the wasm backend's binaries. */
const servedFiles = () => {
  const map = new Map<string, { file: string; type: string }>();
  for (const name of FACE_MODELS) {
    map.set(`${name}.json`, { file: path.join(faceModelsDir(), `${name}.json`), type: 'application/json' });
    map.set(`${name}.bin`, { file: path.join(faceModelsDir(), `${name}.bin`), type: 'application/octet-stream' });
  }
  for (const wasm of ['tfjs-backend-wasm.wasm', 'tfjs-backend-wasm-simd.wasm', 'tfjs-backend-wasm-threaded-simd.wasm']) {
    map.set(wasm, { file: path.join(tfWasmDir(), wasm), type: 'application/wasm' });
  }
  return map;
};

export const faceRecognitionRoutes = async (app: TApp) => {
  route(app, api.getSettings, ({ ctx, actor }) => getSettings({ ctx, actor }));
  route(app, api.updateSettings, ({ ctx, actor, body }) => updateSettings({ ctx, actor, input: body }));

  // ---- self-registration: staff side
  route(app, api.sendSelfRegistration, ({ ctx, actor, params, body }) =>
    sendSelfRegistration({ ctx, actor, userId: params.id, input: body }),
  );
  route(app, api.latestSelfRegistration, ({ ctx, actor, params }) => latestSelfRegistration({ ctx, actor, userId: params.id }));
  route(app, api.revokeSelfRegistration, ({ ctx, actor, params }) =>
    revokeSelfRegistration({ ctx, actor, userId: params.id, registrationId: params.registrationId }),
  );
  route(app, api.approveSelfRegistration, ({ ctx, actor, params }) =>
    decideSelfRegistration({ ctx, actor, userId: params.id, registrationId: params.registrationId, decision: 'approve' }),
  );
  route(app, api.rejectSelfRegistration, ({ ctx, actor, params }) =>
    decideSelfRegistration({ ctx, actor, userId: params.id, registrationId: params.registrationId, decision: 'reject' }),
  );
  route(app, api.selfRegistrationFile, async ({ ctx, actor, params, reply }) =>
    sendStoredFile(
      reply,
      await openSelfRegistrationFile({ ctx, actor, userId: params.id, registrationId: params.registrationId, fileId: params.fileId }),
      'inline',
    ),
  );

  // ---- self-registration: the guard's public page (the token is the key; rate-limited per address)
  await app.register(fastifyRateLimit, { global: false });
  const limited = { config: { rateLimit: { max: PUBLIC_REQUESTS, timeWindow: '10 minutes' } } };
  route(app, api.openFaceRegistration, ({ ctx, params }) => openFaceRegistration({ ctx, token: params.token }), limited);
  route(
    app,
    api.submitFaceRegistration,
    async ({ ctx, params, request }) => {
      // A used, expired or unknown link is refused before the upload is read.
      await assertUsableToken(ctx.db, params.token);
      return withUpload({ ctx, request }, { accept: [...IMAGE_KINDS, ...VIDEO_KINDS], maxFiles: MAX_FACE_PHOTOS + 1 }, (upload) =>
        submitFaceRegistration({ ctx, token: params.token, upload }),
      );
    },
    limited,
  );

  const served = servedFiles();
  app.get<{ Params: { name: string } }>('/face-models/:name', async (request, reply) => {
    const entry = served.get(request.params.name);
    if (!entry || !existsSync(entry.file)) return reply.code(404).send({ message: 'Not found', code: 'NOT_FOUND' });
    return reply
      .header('content-type', entry.type)
      .header('cache-control', 'public, max-age=604800, immutable')
      .send(createReadStream(entry.file));
  });
};
