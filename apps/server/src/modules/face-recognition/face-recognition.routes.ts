// Face recognition (issue 13), registered from endpoints/face-recognition.ts; the browser's models and TensorFlow.js
// .wasm files are served from the installed npm packages under /face-models/ (no CDN, no download at run time).
import { createReadStream, existsSync } from 'node:fs';
import path from 'node:path';
import * as api from '@centinela/shared/endpoints/face-recognition';
import { route } from '../../platform/http/route';
import type { TApp } from '../../platform/http/types';
import { FACE_MODELS, faceModelsDir, tfWasmDir } from './face-engine';
import { getSettings, updateSettings } from './face-recognition.service';

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
