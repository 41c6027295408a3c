// Maps every error to { message, code, details? } with the right status.
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { DATABASE_RETRY_AFTER_SECONDS, isConnectionError } from '../../db/connection-errors';
import { AppError } from '../errors';

type TFieldErrors = Record<string, string[]>;

const toFieldErrors = (issues: { instancePath?: string; message?: string; params?: { issue?: { path?: PropertyKey[] } } }[]) => {
  const fieldErrors: TFieldErrors = {};
  for (const issue of issues) {
    const path = issue.params?.issue?.path?.map(String).join('.') || issue.instancePath?.replace(/^\//, '').replaceAll('/', '.') || '_';
    fieldErrors[path] ??= [];
    fieldErrors[path].push(issue.message ?? 'Invalid value');
  }
  return fieldErrors;
};

// fastify-type-provider-zod puts the zod issue (minus path, code and message) under `params`, so the refinement's own
// params are at issue.params.params.
const codedIssueOf = (issues: { params?: { params?: Record<string, unknown> } }[]) => {
  for (const issue of issues) {
    const params = issue.params?.params;
    if (params && typeof params.code === 'string' && /^[A-Z_]+$/.test(params.code)) {
      const { code, ...details } = params;
      return { code, details };
    }
  }
  return null;
};

export const registerErrorHandler = (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) reply.header('Retry-After', String(error.retryAfterSeconds));
      return reply.status(error.status).send({ message: error.message, code: error.code, details: error.details });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors = toFieldErrors(error.validation as never);
      const first = Object.entries(fieldErrors)[0];
      // A refinement may name its own code and details (`params: { code, …details }`, e.g. RANGE_TOO_LONG + maxDays) so the
      // client words the reason in the reader's language instead of matching English text.
      const coded = codedIssueOf(error.validation as never);
      return reply.status(400).send({
        // '_' is the body as a whole ('Nothing to update'): the message is the reason alone.
        message: first ? (first[0] === '_' ? first[1][0] : `${first[0]}: ${first[1][0]}`) : 'Validation failed',
        code: coded?.code ?? 'VALIDATION',
        details: { ...coded?.details, fieldErrors, where: error.validationContext },
      });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return reply.status(500).send({ message: 'Internal server error', code: 'INTERNAL' });
    }
    if (isConnectionError(error)) {
      // The database restarted, failed over or closed this connection: the pool reconnects for the next request.
      request.log.warn({ err: error }, 'database connection lost during the request');
      reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      return reply.status(503).send({
        message: 'The database is not available right now. Please try again in a moment.',
        code: 'DATABASE_UNAVAILABLE',
      });
    }
    const pgCode = (error as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code;
    if (pgCode === '23505') {
      return reply.status(409).send({ message: 'A record with these values already exists', code: 'CONFLICT' });
    }
    if (pgCode === '23503') {
      return reply.status(409).send({ message: 'The record is referenced by other records', code: 'CONFLICT' });
    }
    const status = error.statusCode ?? 500;
    if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE' || error.code === 'FST_FILES_LIMIT') {
      return reply.status(413).send({ message: 'The file is too large', code: 'PAYLOAD_TOO_LARGE' });
    }
    if (status === 415) {
      return reply.status(415).send({ message: error.message, code: 'UNSUPPORTED_MEDIA_TYPE' });
    }
    if (status === 429) {
      return reply.status(429).send({ message: error.message, code: 'RATE_LIMITED' });
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: error.message, code: status === 404 ? 'NOT_FOUND' : 'VALIDATION' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Internal server error', code: 'INTERNAL' });
  });
};
