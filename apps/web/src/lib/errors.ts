// Turns any thrown error into a message for people. Every refusal of the server has a specific code (ERROR_CODES in
// packages/shared): the web words it itself — errors:<CODE> (the sign-in page's codes, shipped with it) or
// apiErrors:<CODE> (the areas'), a `context` detail picking a variant (NOT_FOUND_guard) — and falls back to the
// server's words, which come in the language the request named (the screen's).
import type { TErrorCode } from '@centinela/shared';
import { i18n } from '@/i18n';
import { translateExternal } from '@/i18n/keys';
import { type ApiError, isApiError } from './api';

/** The catalog key of a code's words, if this build has it. */
export const errorCodeKey = (code: TErrorCode | string | null): string | undefined =>
  code ? [`errors:${code}`, `apiErrors:${code}`].find((k) => i18n.exists(k)) : undefined;

/** A validation answer says which field and why: its first problem, in our words when we have its key. */
const validationMessage = (error: ApiError): string | null => {
  const [first] = error.issues;
  if (!first) return null;
  return (first.key ? translateExternal(first.key, detailValues(error)) : undefined) ?? (first.message || null);
};

const detailValues = (error: ApiError): Record<string, unknown> =>
  error.details && typeof error.details === 'object' ? (error.details as Record<string, unknown>) : {};

/** Message without the status prefix, for toasts and inline error labels. */
export const errorMessage = (error: unknown, fallback?: string): string => {
  if (isApiError(error)) {
    const rateLimited = rateLimitMessage(error.code, error.details);
    if (rateLimited) return rateLimited;
    if (error.code === 'VALIDATION') {
      const problem = validationMessage(error);
      if (problem) return problem;
    }
    // The error's details fill the message's placeholders (e.g. RANGE_TOO_LONG: 'at most {{maxDays}} days') and a
    // `context` detail picks the variant (NOT_FOUND + context 'guard' → NOT_FOUND_guard).
    const key = errorCodeKey(error.code);
    const worded = key ? translateExternal(key, detailValues(error)) : undefined;
    if (worded !== undefined) return worded;
    return error.serverMessage || fallback || i18n.t('errors:UNKNOWN');
  }
  if (error instanceof Error && error.message) return fallback ?? error.message;
  return fallback ?? i18n.t('errors:UNKNOWN');
};

/** A 429 of the sign-in limit says how long to wait, in the user's language (details carry scope and seconds). */
const rateLimitMessage = (code: string | null, details: unknown): string | null => {
  if (code !== 'RATE_LIMITED' || typeof details !== 'object' || details === null) return null;
  const { scope, retryAfterSeconds } = details as { scope?: unknown; retryAfterSeconds?: unknown };
  if (typeof retryAfterSeconds !== 'number' || (scope !== 'account' && scope !== 'address')) return null;
  const wait =
    retryAfterSeconds < 60
      ? i18n.t('errors:waitSeconds', { count: retryAfterSeconds })
      : i18n.t('errors:waitMinutes', { count: Math.ceil(retryAfterSeconds / 60) });
  return i18n.t(scope === 'account' ? 'errors:RATE_LIMITED_ACCOUNT' : 'errors:RATE_LIMITED_ADDRESS', { wait });
};
