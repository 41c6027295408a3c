// What the self-registration page says about a link it cannot use: the server's 410 codes (used, expired, revoked),
// 404 or a malformed token (400) as "does not exist", anything else as "try later".
import { isApiError } from '@/lib/api';

export type TRefusalKey = 'refused.used' | 'refused.expired' | 'refused.revoked' | 'refused.notFound' | 'refused.unknown';

export const refusalKey = (error: unknown): TRefusalKey => {
  if (!isApiError(error)) return 'refused.unknown';
  if (error.code === 'REGISTRATION_USED') return 'refused.used';
  if (error.code === 'REGISTRATION_EXPIRED') return 'refused.expired';
  if (error.code === 'REGISTRATION_REVOKED') return 'refused.revoked';
  if (error.status === 404 || error.status === 400) return 'refused.notFound';
  return 'refused.unknown';
};

/** Whether a failed submission means the link is gone (the page then shows why) rather than a retryable failure. */
export const isLinkGone = (error: unknown) => isApiError(error) && (error.status === 410 || error.status === 404);
