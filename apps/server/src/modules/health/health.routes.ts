import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { TApp } from '../../platform/http/types';

export const healthRoutes = async (app: TApp) => {
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        response: {
          200: z.object({ status: z.literal('ok'), database: z.string() }),
          503: z.object({ status: z.literal('unavailable'), message: z.string(), code: z.string() }),
        },
      },
    },
    async (_request, reply) => {
      try {
        await app.ctx.db.execute(sql`select 1`);
        return { status: 'ok' as const, database: app.ctx.config.databaseUrl ? 'postgres' : 'pglite' };
      } catch (error) {
        app.log.error({ err: error }, 'health check: database does not answer');
        return reply.status(503).send({ status: 'unavailable' as const, message: 'Database unavailable', code: 'UNAVAILABLE' });
      }
    },
  );
};
