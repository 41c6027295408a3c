// The server's log output: readable lines (pino-pretty) for a person at a terminal, JSON lines for anything else
// (a file, a pipe, a log collector). LOG_FORMAT=pretty|json overrides the choice made from stdout being a terminal.
import type { Writable } from 'node:stream';
import pinoPretty from 'pino-pretty';
import type { TConfig } from './config';

type TLogLine = Record<string, unknown>;

/** One short line per request instead of pino's nested objects: "req-1 POST /api/auth/login", "req-1 200 12 ms". */
export const prettyMessage = (log: TLogLine, messageKey: string): string => {
  const message = String(log[messageKey] ?? '');
  const id = typeof log.reqId === 'string' ? `${log.reqId} ` : '';
  const req = log.req as { method?: string; url?: string } | undefined;
  if (req?.method) return `${id}${req.method} ${req.url ?? ''}`;
  const res = log.res as { statusCode?: number } | undefined;
  if (res?.statusCode !== undefined) {
    const ms = typeof log.responseTime === 'number' ? ` ${Math.round(log.responseTime)} ms` : '';
    return `${id}${res.statusCode}${ms}${message === 'request completed' ? '' : ` ${message}`}`;
  }
  return `${id}${message}`;
};

export const prettyLogsWanted = (config: Pick<TConfig, 'logFormat'>, stdout: { isTTY?: boolean } = process.stdout) =>
  config.logFormat === 'pretty' || (config.logFormat === 'auto' && stdout.isTTY === true);

/**
 * Fastify's `logger` option. Pretty output is written synchronously, so what main.ts prints with console.log after
 * listening (the URL and the sign-ins) comes after every log line before it.
 */
export const loggerOptions = (config: Pick<TConfig, 'logLevel' | 'logFormat'>, destination?: Writable) => {
  if (config.logLevel === 'silent') return false;
  if (!prettyLogsWanted(config)) return { level: config.logLevel };
  const stream = pinoPretty({
    sync: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,reqId,req,res,responseTime',
    messageFormat: prettyMessage,
    ...(destination ? { destination, colorize: false } : {}),
  });
  return { level: config.logLevel, stream };
};
