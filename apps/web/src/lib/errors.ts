// Turns any thrown error into a message for people: the translation of the server's code, else the server's own message.
import { i18n } from '@/i18n';
import { isApiError } from './api';

/** Message without the status prefix, for toasts and inline error labels. */
export const errorMessage = (error: unknown, fallback?: string): string => {
  if (isApiError(error)) {
    const rateLimited = rateLimitMessage(error.code, error.details);
    if (rateLimited) return rateLimited;
    // The sign-in page's codes are in 'errors' (shipped with it); the areas' own codes in 'apiErrors' (with the rest of
    // the catalogs, loaded once past the sign-in page: the sign-in route's JavaScript budget).
    const key = error.code ? [`errors:${error.code}`, `apiErrors:${error.code}`].find((k) => i18n.exists(k)) : undefined;
    // The error's details fill the message's placeholders (e.g. RANGE_TOO_LONG: 'at most {{maxDays}} days').
    const values = error.details && typeof error.details === 'object' ? (error.details as Record<string, unknown>) : {};
    if (key) return i18n.t(key, values);
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
