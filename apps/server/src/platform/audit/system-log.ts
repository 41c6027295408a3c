// Writes system-log entries (spec "System log"), inside the caller's transaction. Each entry says what happened as a
// message of the shared catalogue (key + parameters, shown in the reader's language) and in English as details.description.
import { formatSystemLogMessage, type TSystemLogAction, type TSystemLogEntityType, type TSystemLogMessage } from '@centinela/shared';
import type { TDbOrTx } from '../../db/client';
import { systemLogs } from '../../db/schema';
import type { TActor } from '../access/actor';
import { recordEvent } from '../events/record';

/** Keys whose values never reach a log entry. */
const SECRET_KEYS = /password|ssn|socialsecurity|secret|token/i;

export const redact = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(redact);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, SECRET_KEYS.test(k) ? '[redacted]' : redact(v)]),
    );
  }
  return value;
};

export type TLogEntry = {
  action: TSystemLogAction;
  entityType: TSystemLogEntityType;
  entityId?: string | null;
  message: TSystemLogMessage;
  details?: Record<string, unknown>;
  companyId?: string | null;
  userId?: string | null;
};

/** An entry's details: the caller's own, the message (key and parameters) and its English text, secrets redacted. */
export const systemLogDetails = (message: TSystemLogMessage, extra: Record<string, unknown> = {}) => {
  const params = message.params ?? {};
  return redact({
    ...extra,
    messageKey: message.key,
    messageParams: params,
    description: formatSystemLogMessage('en', message.key, params),
  }) as Record<string, unknown>;
};

/**
 * Logs a write and records its domain event (platform/events), both in the caller's transaction: every logged write
 * is streamed to the browsers that may see it once it commits, and consumed by jobs — never a second code path.
 */
export const writeSystemLog = async (db: TDbOrTx, actor: TActor | null, entry: TLogEntry) => {
  const details = systemLogDetails(entry.message, entry.details);
  const companyId = entry.companyId !== undefined ? entry.companyId : (actor?.companyId ?? null);
  const entityId = entry.entityId ?? null;
  await db.insert(systemLogs).values({
    action: entry.action,
    entityType: entry.entityType,
    entityId,
    details,
    companyId,
    userId: entry.userId !== undefined ? entry.userId : (actor?.userId ?? null),
  });
  await recordEvent(db, { companyId, entityType: entry.entityType, entityId, action: entry.action, actorUserId: actor?.userId ?? null });
};
