// Typed errors thrown by services; one handler (platform/http/error-handler.ts) maps them to HTTP.
import type { TErrorCode } from '@centinela/shared';

export class AppError extends Error {
  /** Seconds the client should wait before trying again; sent as the Retry-After header. */
  retryAfterSeconds?: number;

  constructor(
    readonly status: number,
    readonly code: TErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** Seconds as words for messages: "45 seconds", "1 minute", "3 minutes". */
export const describeWait = (seconds: number) => {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
};

export const NotFound = (entity = 'Record') => new AppError(404, 'NOT_FOUND', `${entity} not found`);
export const Conflict = (message: string, details?: unknown) => new AppError(409, 'CONFLICT', message, details);
export const Forbidden = (message = 'You do not have permission to do this') => new AppError(403, 'FORBIDDEN', message);
export const Unauthenticated = (message = 'Not signed in') => new AppError(401, 'UNAUTHENTICATED', message);
export const ValidationFailed = (message: string, details?: { fieldErrors?: Record<string, string[]> } & Record<string, unknown>) =>
  new AppError(400, 'VALIDATION', message, details);
