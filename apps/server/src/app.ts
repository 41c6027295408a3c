// buildApp(config, database): the whole HTTP application, without listening.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifySse from '@fastify/sse';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TConfig } from './config';
import type { TDatabase } from './db/client';
import { areas } from './modules/areas';
import { createSecretBox, resolveSecretKey } from './platform/crypto/secrets';
import { createEventBus } from './platform/events/bus';
import { createJobRunner, everyHoursCron, type TJobsMode } from './platform/jobs';
import { bindJobRunner } from './platform/jobs/bound';
import { closeCpuPool, configureCpuPool } from './platform/cpu/pool';
import './platform/jobs/platform-jobs';
import type { TServiceContext } from './platform/context';
import { accessPlugin } from './platform/http/access-hook';
import { registerErrorHandler } from './platform/http/error-handler';
import { inputGuardPlugin } from './platform/http/input-guard';
import { securityHeadersPlugin } from './platform/http/security-headers';
import type { TApp } from './platform/http/types';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The built SPA: apps/web/dist (next to apps/server). */
export const resolveWebDist = () => {
  const candidates = [
    path.resolve(here, '../../web/dist'),
    path.resolve(here, '../web/dist'),
    path.resolve(process.cwd(), 'apps/web/dist'),
  ];
  return candidates.find((p) => fs.existsSync(path.join(p, 'index.html'))) ?? null;
};

/**
 * Hashed build output (assets/name-HASH.ext) never changes under its name: cached for a year, immutable.
 * Anything else (favicon, index.html) is revalidated on every use so a new release is picked up at once.
 */
export const cacheControlFor = (webDist: string, filePath: string) =>
  path.relative(webDist, filePath).startsWith(`assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache';

export const buildApp = async ({
  config,
  database,
  serveWeb = true,
  webDist: webDistOverride,
  logger,
  jobs = 'work',
  jobsSuperviseSeconds,
}: {
  config: TConfig;
  database: TDatabase;
  serveWeb?: boolean;
  /** The built SPA folder; found next to the server when not given (tests pass their own). */
  webDist?: string;
  logger?: boolean | object;
  /** 'work' runs jobs and schedules (the server); 'send' only queues them (API tests that do not test jobs). */
  jobs?: TJobsMode;
  /** How often the job supervisor looks for jobs of dead processes (10 s; tests that kill a process use 1). */
  jobsSuperviseSeconds?: number;
}) => {
  const app = Fastify({
    logger: logger ?? (config.logLevel === 'silent' ? false : { level: config.logLevel }),
    trustProxy: config.trustProxy,
    bodyLimit: 2 * 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>() as unknown as TApp;

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const ctx = {
    db: database.db,
    config,
    secrets: createSecretBox(resolveSecretKey(config.secretKey, config.dataDir)),
  } as TServiceContext;
  // The job runner works with the same context the routes use; it stops before the database closes.
  ctx.jobs = await createJobRunner({
    database,
    ctx,
    log: app.log,
    mode: jobs,
    pollingIntervalSeconds: config.jobsPollSeconds,
    superviseSeconds: jobsSuperviseSeconds ?? config.jobsSuperviseSeconds,
    cronOverrides: { 'db.vacuum': database.kind === 'pglite' ? everyHoursCron(config.pgliteVacuumHours, 17) : null },
    optionOverrides: { 'storage.delete-object': { retryLimit: config.storageDeleteRetries } },
  });
  app.decorate('ctx', ctx);
  app.addHook('onClose', async () => ctx.jobs.stop());
  bindJobRunner(ctx.jobs);

  // Face analysis and PDF rendering run in worker threads (platform/cpu/pool.ts); they stop with the app.
  await configureCpuPool(config.cpuWorkers);
  app.addHook('onClose', async () => closeCpuPool());

  const eventBus = await createEventBus(database, app.log);
  app.decorate('eventBus', eventBus);
  app.addHook('onClose', async () => eventBus.close());

  registerErrorHandler(app);
  await app.register(securityHeadersPlugin);
  await app.register(fastifySse, { heartbeatInterval: 25_000 });
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, { limits: { fileSize: config.uploadMaxBytes, files: 20 } });
  await app.register(fastifySwagger, {
    openapi: { info: { title: 'Centinela API', version: '0.1.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  await app.register(accessPlugin, { trustedOrigins: config.trustedOrigins });
  await app.register(inputGuardPlugin);

  for (const register of areas.flatMap((area) => area.routes ?? [])) await app.register(async (scope) => register(scope as TApp));

  const webDist = serveWeb ? (webDistOverride ?? resolveWebDist()) : null;
  if (webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset (vite.config.ts): sent as-is to clients that accept them.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => reply.header('cache-control', cacheControlFor(webDist, filePath)),
    });
    const indexHtml = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
    app.setNotFoundHandler((request, reply) => {
      if (request.url.startsWith('/api')) {
        return reply.status(404).send({ message: 'Route not found', code: 'NOT_FOUND' });
      }
      // Hashed assets are served by fastify-static; anything else is a client route of the SPA.
      if (/\.[a-z0-9]+$/i.test(request.url.split('?')[0]) && !request.url.startsWith('/face-recognition')) {
        return reply.status(404).type('text/plain').send('Not found');
      }
      return reply.type('text/html').header('cache-control', 'no-cache').send(indexHtml);
    });
  } else {
    app.setNotFoundHandler((_request, reply) => reply.status(404).send({ message: 'Route not found', code: 'NOT_FOUND' }));
  }

  await app.ready();
  return app;
};
