// Server-side sessions: the cookie holds a random token, the database only its SHA-256.
import { createHash, randomBytes } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { TDbOrTx } from '../../db/client';
import { sessions } from '../../db/schema';

export const SESSION_COOKIE = 'centinela_session';
const PERSISTENT_DAYS = 30;
/** A browser-session cookie still expires on the server after this long. */
const BROWSER_SESSION_HOURS = 12;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const createSession = async (db: TDbOrTx, input: { userId: string; isPersistent: boolean; ip?: string; userAgent?: string }) => {
  const token = randomBytes(32).toString('base64url');
  const ttlMs = input.isPersistent ? PERSISTENT_DAYS * 86_400_000 : BROWSER_SESSION_HOURS * 3_600_000;
  const expiresAt = new Date(Date.now() + ttlMs);
  const [row] = await db
    .insert(sessions)
    .values({
      tokenHash: hashToken(token),
      userId: input.userId,
      isPersistent: input.isPersistent,
      expiresAt,
      ip: input.ip ?? null,
      userAgent: input.userAgent?.slice(0, 300) ?? null,
    })
    .returning({ id: sessions.id });
  return { token, sessionId: row.id, expiresAt, isPersistent: input.isPersistent };
};

export const deleteSession = (db: TDbOrTx, sessionId: string) => db.delete(sessions).where(eq(sessions.id, sessionId));

export const deleteUserSessions = (db: TDbOrTx, userId: string) => db.delete(sessions).where(eq(sessions.userId, userId));

export const purgeExpiredSessions = (db: TDbOrTx) => db.delete(sessions).where(lt(sessions.expiresAt, new Date()));

/** `secure`: cookieSecure(request, config) (platform/http/secure-request.ts), for setting and clearing alike. */
export const setSessionCookie = (
  reply: FastifyReply,
  session: { token: string; expiresAt: Date; isPersistent: boolean },
  secure: boolean,
) => {
  reply.setCookie(SESSION_COOKIE, session.token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    // Remember-me → persistent cookie; otherwise a browser-session cookie (no expiry).
    ...(session.isPersistent ? { expires: session.expiresAt } : {}),
  });
};

export const clearSessionCookie = (reply: FastifyReply, secure: boolean) => {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
};
