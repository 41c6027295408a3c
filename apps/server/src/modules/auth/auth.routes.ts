// Routes of signing in and out, registered from their declarations (packages/shared/src/endpoints/auth.ts).
import * as api from '@centinela/shared/endpoints/auth';
import { loadCompanyOf, loadUserRow, toSessionUser } from '../../platform/access/load-actor';
import { writeSystemLog } from '../../platform/audit/system-log';
import { clearSessionCookie, deleteSession, setSessionCookie } from '../../platform/auth/sessions';
import { resolveActor } from '../../platform/http/access-hook';
import { cookieSecure } from '../../platform/http/secure-request';
import { route } from '../../platform/http/route';
import type { TApp } from '../../platform/http/types';
import { listSignInCompanies, login, setMyLanguage, toSessionCompany } from './auth.service';

export const authRoutes = async (app: TApp) => {
  route(app, api.companies, ({ ctx }) => listSignInCompanies({ ctx }));

  route(app, api.login, async ({ ctx, body, request, reply }) => {
    const { session, ...answer } = await login({ ctx, input: body, ip: request.ip ?? 'unknown', userAgent: request.headers['user-agent'] });
    setSessionCookie(reply, session, cookieSecure(request, ctx.config));
    return answer;
  });

  route(app, api.setMyLanguage, ({ ctx, actor, body }) => setMyLanguage({ ctx, actor, input: body }));

  // Public: signing out with an expired session still clears the cookie.
  route(app, api.logout, async ({ ctx, request, reply }) => {
    const actor = await resolveActor(app as never, request);
    if (actor) {
      await ctx.db.transaction(async (tx) => {
        await deleteSession(tx, actor.sessionId);
        await writeSystemLog(tx, actor, {
          action: 'LOGOUT',
          entityType: 'auth',
          entityId: actor.userId,
          message: { key: 'signedOut', params: { email: actor.email } },
        });
      });
    }
    clearSessionCookie(reply, cookieSecure(request, ctx.config));
  });

  route(app, api.me, async ({ ctx, actor }) => {
    const [user, company] = await Promise.all([loadUserRow(ctx.db, actor.userId), loadCompanyOf(ctx.db, actor.companyId)]);
    if (!user || !company) throw new Error('company of a signed-in user is missing');
    return {
      user: toSessionUser(user, actor.subject),
      company: toSessionCompany(company),
    };
  });
};
