// GET /api/health, registered from its declaration (packages/shared/src/endpoints/health.ts).
import type { THealthUnavailable } from '@centinela/shared/contracts/health';
import * as api from '@centinela/shared/endpoints/health';
import { sql } from 'drizzle-orm';
import { route } from '../../platform/http/route';
import type { TApp } from '../../platform/http/types';

export const healthRoutes = async (app: TApp) => {
  route(app, api.get, async ({ ctx, reply }) => {
    try {
      await ctx.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: ctx.config.databaseUrl ? 'postgres' : 'pglite' };
    } catch (error) {
      app.log.error({ err: error }, 'health check: database does not answer');
      const body: THealthUnavailable = { status: 'unavailable', message: 'Database unavailable', code: 'UNAVAILABLE' };
      return reply.status(503).send(body);
    }
  });
};
