// Errors that mean "the database connection is gone" (server restart, failover, admin termination, network):
// the request in flight answers 503 and the pool opens a new connection for the next one.

/** SQLSTATE: class 08 (connection exception), 57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now. */
const SQLSTATES = new Set(['57P01', '57P02', '57P03']);
const SOCKET_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
/** What node-postgres says when a socket ended under a client, or a client that lost it is used again. */
const MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'timeout exceeded when trying to connect',
];

/** True when the error, or one it wraps (Drizzle wraps driver errors as `cause`), is a lost database connection. */
export const isConnectionError = (error: unknown): boolean => {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (SQLSTATES.has(code) || code.startsWith('08') || SOCKET_CODES.has(code))) return true;
    if (typeof message === 'string' && MESSAGES.some((m) => message.startsWith(m))) return true;
    current = cause;
  }
  return false;
};

/** Seconds a client should wait before retrying a request that lost its database connection. */
export const DATABASE_RETRY_AFTER_SECONDS = 2;
