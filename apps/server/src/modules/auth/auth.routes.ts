import { ZErrorBody, ZLoginRequest, ZLoginResponse, ZOption } from '@centinela/shared';
import { z } from 'zod';
import { loadCompanyOf, toSessionUser } from '../../platform/access/load-actor';
import { writeSystemLog } from '../../platform/audit/system-log';
import { clearSessionCookie, deleteSession, setSessionCookie } from '../../platform/auth/sessions';
import { actorOf, resolveActor } from '../../platform/http/access-hook';
import type { TApp } from '../../platform/http/types';
import { listSignInCompanies, login } from './auth.service';

export const authRoutes = async (app: TApp) => {
  app.get(
    '/api/auth/companies',
    { config: { access: 'public' }, schema: { tags: ['auth'], response: { 200: z.array(ZOption) } } },
    async () => listSignInCompanies({ ctx: app.ctx }),
  );

  app.post(
    '/api/auth/login',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], body: ZLoginRequest, response: { 200: ZLoginResponse, 401: ZErrorBody, 429: ZErrorBody } },
    },
    async (request, reply) => {
      const { session, ...answer } = await login({
        ctx: app.ctx,
        input: request.body,
        ip: request.ip ?? 'unknown',
        userAgent: request.headers['user-agent'],
      });
      setSessionCookie(reply, session, app.ctx.config.cookieSecure);
      return answer;
    },
  );

  app.post('/api/auth/logout', { config: { access: 'public' }, schema: { tags: ['auth'] } }, async (request, reply) => {
    const actor = await resolveActor(app as never, request);
    if (actor) {
      await app.ctx.db.transaction(async (tx) => {
        await deleteSession(tx, actor.sessionId);
        await writeSystemLog(tx, actor, {
          action: 'LOGOUT',
          entityType: 'auth',
          entityId: actor.userId,
          message: { key: 'signedOut', params: { email: actor.email } },
        });
      });
    }
    clearSessionCookie(reply, app.ctx.config.cookieSecure);
    return reply.status(204).send();
  });

  app.get(
    '/api/auth/me',
    { config: { access: 'signed-in' }, schema: { tags: ['auth'], response: { 200: ZLoginResponse } } },
    async (request) => {
      const actor = actorOf(request);
      const user = request.actorUser;
      const company = await loadCompanyOf(app.ctx.db, actor.companyId);
      if (!user || !company) throw new Error('company of a signed-in user is missing');
      return {
        user: toSessionUser(user, actor.subject),
        company: {
          id: company.id,
          name: company.name,
          isPlatform: company.isPlatform,
          timeZone: company.timeZone,
          defaultLanguage: company.defaultLanguage,
          currency: company.currency,
        },
      };
    },
  );
};
