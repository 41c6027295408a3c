// Maps every error to { message, code, details?, issues? } with the right status. `code` is the machine-readable
// reason (ERROR_CODES); `message` is its words in the caller's language (answerLanguage: ?lang=, Accept-Language, the
// signed-in user's choice, else English), never a translation key; `issues` word each field problem of a 400.
import type { TErrorIssue, TLanguage } from '@centinela/shared';
import { eq } from 'drizzle-orm';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DATABASE_RETRY_AFTER_SECONDS, isConnectionError } from '../../db/connection-errors';
import { sessions, users } from '../../db/schema';
import { hashToken, SESSION_COOKIE } from '../auth/sessions';
import { AppError, codeWords, fieldMessage, problemWords, type TFieldErrors } from '../errors';
import { isTextKey } from '../i18n/catalog';
import { answerLanguage, namedLanguage } from '../i18n/language';

/** One item of fastify-type-provider-zod's `validation`: the zod issue's code, path and message, its other fields in params. */
type TValidationItem = {
  keyword?: string;
  instancePath?: string;
  message?: string;
  params?: Record<string, unknown> & { params?: Record<string, unknown>; issue?: { path?: PropertyKey[] } };
};

const pathOf = (item: TValidationItem) =>
  item.params?.issue?.path?.map(String).join('.') || item.instancePath?.replace(/^\//, '').replaceAll('/', '.') || '_';

const zodLocales: Partial<Record<TLanguage, ReturnType<typeof z.locales.es>>> = {};

/** zod's own words for one of its checks ('Too small: expected string to have >=3 characters'), in the language. */
const zodWords = (language: TLanguage, item: TValidationItem): string => {
  const raw = item.message ?? 'Invalid value';
  if (language === 'en' || !item.keyword) return raw;
  zodLocales[language] ??= z.locales[language]();
  const { params: _refinement, issue: _issue, ...fields } = item.params ?? {};
  const worded = zodLocales[language].localeError({ ...fields, code: item.keyword, path: [], message: raw } as never);
  const text = typeof worded === 'string' ? worded : (worded as { message?: string } | undefined)?.message;
  return text || raw;
};

/** A schema's issue params a key's words may use ({{minimum}}, {{maximum}}): bigints as numbers. */
const issueParams = (item: TValidationItem) =>
  Object.fromEntries(Object.entries(item.params ?? {}).map(([k, v]) => [k, typeof v === 'bigint' ? Number(v) : v]));

// fastify-type-provider-zod puts the zod issue (minus path, code and message) under `params`, so the refinement's own
// params are at issue.params.params: a refinement may name its own code and details (`params: { code, …details }`, e.g.
// RANGE_TOO_LONG + maxDays) so the answer words the reason instead of the field.
const codedIssueOf = (items: TValidationItem[]) => {
  for (const item of items) {
    const params = item.params?.params;
    if (params && typeof params.code === 'string' && /^[A-Z_]+$/.test(params.code)) {
      const { code, ...details } = params;
      return { code, details };
    }
  }
  return null;
};

/** The field problems of a schema error in words, and the fieldErrors the web reads (keys as the schemas carry them). */
const schemaIssues = (language: TLanguage, items: TValidationItem[]) => {
  const fieldErrors: TFieldErrors = {};
  const issues: TErrorIssue[] = [];
  for (const item of items) {
    const path = pathOf(item);
    const raw = item.message ?? 'Invalid value';
    fieldErrors[path] ??= [];
    fieldErrors[path].push(raw);
    const key = isTextKey(raw) ? raw : undefined;
    issues.push({
      path,
      code: item.keyword ?? 'custom',
      ...(key ? { key } : {}),
      message: key ? problemWords(language, key, issueParams(item)) : zodWords(language, item),
    });
  }
  return { fieldErrors, issues };
};

/** A service's field problems (ValidationFailed, FieldConflict) in words. */
const serviceIssues = (language: TLanguage, error: AppError, fieldErrors: TFieldErrors): TErrorIssue[] =>
  Object.entries(fieldErrors).flatMap(([path, problems]) =>
    problems.map((problem) => ({
      path,
      ...(isTextKey(problem) ? { key: problem } : {}),
      message: problemWords(language, problem, { ...error.details, ...error.words?.params }),
    })),
  );

/** The signed-in user's own language choice, read only when an error answer needs it and the request named none. */
const sessionUserLanguage = async (app: FastifyInstance, request: FastifyRequest): Promise<string | null> => {
  const token = request.cookies?.[SESSION_COOKIE];
  if (!token) return null;
  try {
    const [row] = await app.ctx.db
      .select({ language: users.language })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.tokenHash, hashToken(token)))
      .limit(1);
    return row?.language ?? null;
  } catch {
    return null; // the database is why we are here, perhaps: answer in the fallback language
  }
};

export const registerErrorHandler = (app: FastifyInstance) => {
  // The user's choice costs a query: read only when the request names no language (the web app always names one).
  const language = async (request: FastifyRequest): Promise<TLanguage> =>
    namedLanguage(request) ?? answerLanguage(request, await sessionUserLanguage(app, request));

  const send = (reply: FastifyReply, status: number, body: Record<string, unknown>) => reply.status(status).send(body);

  app.setErrorHandler(async (error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      const lang = await language(request);
      if (error.retryAfterSeconds !== undefined) reply.header('Retry-After', String(error.retryAfterSeconds));
      const fieldErrors = (error.details as { fieldErrors?: TFieldErrors } | undefined)?.fieldErrors;
      return send(reply, error.status, {
        message: error.messageIn(lang),
        code: error.code,
        details: error.details,
        ...(fieldErrors ? { issues: serviceIssues(lang, error, fieldErrors) } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const lang = await language(request);
      const items = error.validation as unknown as TValidationItem[];
      const { fieldErrors, issues } = schemaIssues(lang, items);
      const coded = codedIssueOf(items);
      const first = issues[0];
      return send(reply, 400, {
        message:
          (coded ? codeWords(lang, coded.code, coded.details) : null) ??
          (first ? fieldMessage(first.path, first.message) : (codeWords(lang, 'VALIDATION') ?? 'Validation failed')),
        code: coded?.code ?? 'VALIDATION',
        details: { ...coded?.details, fieldErrors, where: error.validationContext },
        issues,
      });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return send(reply, 500, { message: codeWords(await language(request), 'INTERNAL'), code: 'INTERNAL' });
    }
    if (isConnectionError(error)) {
      // The database restarted, failed over or closed this connection: the pool reconnects for the next request.
      request.log.warn({ err: error }, 'database connection lost during the request');
      reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      return send(reply, 503, { message: codeWords(answerLanguage(request, null), 'DATABASE_UNAVAILABLE'), code: 'DATABASE_UNAVAILABLE' });
    }
    const lang = await language(request);
    const answer = (status: number, code: string, details?: Record<string, unknown>) =>
      send(reply, status, { message: codeWords(lang, code, details) ?? error.message, code, ...(details ? { details } : {}) });
    const pgCode = (error as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code;
    // A database constraint no service checked first: the row clashes with another, or other rows still refer to it.
    if (pgCode === '23505') return answer(409, 'ALREADY_EXISTS');
    if (pgCode === '23503') return answer(409, 'STILL_REFERENCED');
    const status = error.statusCode ?? 500;
    if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE' || error.code === 'FST_FILES_LIMIT') {
      return answer(413, 'PAYLOAD_TOO_LARGE');
    }
    if (status === 415) return answer(415, 'UNSUPPORTED_MEDIA_TYPE');
    if (status === 429) return answer(429, 'RATE_LIMITED', { scope: 'requests', context: 'requests' });
    if (status === 404) return answer(404, 'NOT_FOUND', { entity: 'route', context: 'route' });
    if (status >= 400 && status < 500) {
      // Fastify's own refusals of a malformed request (bad JSON, a body on a GET, a wrong content length …).
      request.log.info({ err: error }, 'malformed request');
      return answer(status, 'MALFORMED_REQUEST', { reason: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return answer(500, 'INTERNAL');
  });
};
