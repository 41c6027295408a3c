// Turns any thrown error into a message for people: the translation of the server's code, else the server's own message.
import { i18n } from '@/i18n';
import { isApiError } from './api';

/** Message without the status prefix, for toasts and inline error labels. */
export const errorMessage = (error: unknown, fallback?: string): string => {
  if (isApiError(error)) {
    const key = error.code ? `errors:${error.code}` : null;
    // The error's details fill the message's placeholders (e.g. RANGE_TOO_LONG: 'at most {{maxDays}} days').
    const values = error.details && typeof error.details === 'object' ? (error.details as Record<string, unknown>) : {};
    if (key && i18n.exists(key)) return i18n.t(key, values);
    return error.serverMessage || fallback || i18n.t('errors:UNKNOWN');
  }
  if (error instanceof Error && error.message) return fallback ?? error.message;
  return fallback ?? i18n.t('errors:UNKNOWN');
};
