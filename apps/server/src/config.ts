// Environment → typed configuration. Every variable is documented in README.md.
import os from 'node:os';
import path from 'node:path';
import { PUBLISHED_DEMO_PASSWORD } from '@centinela/shared';
import { z } from 'zod';
import { linkBaseUrl } from './platform/http/link-base';

/** What a process of the app does (APP_ROLE / --role, decision 0027). */
export const APP_ROLES = ['all', 'web', 'worker'] as const;
export type TAppRole = (typeof APP_ROLES)[number];

const ZBool = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes');

/** A proxy's address for TRUST_PROXY: an IP, a CIDR range, or one of proxy-addr's names for private ranges. */
const ZProxyAddress = z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6(), z.enum(['loopback', 'linklocal', 'uniquelocal'])]);

/** Fastify's trustProxy option: who may tell the client's address and scheme in X-Forwarded-For / -Proto. */
export type TTrustProxy = false | string[] | ((address: string, hop: number) => boolean);

/**
 * TRUST_PROXY: off (false, 0, no — the default), a hop count (1, 2…; true and yes mean 1), or the proxies' addresses
 * (comma-separated IPs / CIDR ranges). Never "trust every hop": the client would choose its own address by writing
 * X-Forwarded-For, and escape every per-address limit. Fastify refuses a bare number (it cannot check the peer), so a
 * count is a function trusting the nearest `hops` addresses of the chain: the socket's peer and the proxies' entries.
 */
const ZTrustProxy = z
  .string()
  .trim()
  .transform((raw, ctx): TTrustProxy => {
    const value = raw.toLowerCase();
    if (['', 'false', '0', 'no'].includes(value)) return false;
    const hops = value === 'true' || value === 'yes' ? 1 : /^\d+$/.test(value) ? Number(value) : null;
    if (hops !== null) return (_address: string, hop: number) => hop < hops;
    const addresses = raw.split(',').map((a) => a.trim());
    const wrong = addresses.filter((a) => !ZProxyAddress.safeParse(a).success);
    if (wrong.length) {
      ctx.addIssue({
        code: 'custom',
        message: `not a hop count nor proxy addresses: ${wrong.map((w) => `'${w}'`).join(', ')} (use IPs or CIDR ranges, comma-separated)`,
      });
      return z.NEVER;
    }
    return addresses;
  });

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  /**
   * Connections the app keeps to PostgreSQL (decision 0020). Default: twice this machine's cores, at least 4 — more
   * statements running at once than the database has cores only queue inside it (10 on 2 cores: users search p99
   * 28 ms; 4: 21 ms). Raise it when PostgreSQL runs on a larger machine of its own.
   */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(100).optional(),
  ADMIN_EMAIL: z.string().trim().toLowerCase().pipe(z.email()).default('admin@centinela.local'),
  /** Checked against the password policy when the admin is created (first start): a weak one stops the start. */
  ADMIN_PASSWORD: z.string().optional(),
  SEED_DEMO: ZBool.default(true),
  /** Demo accounts' password (printed at start-up). Set by the seed; users may not choose it (nor the published default). */
  DEMO_PASSWORD: z.string().min(12, 'DEMO_PASSWORD: at least 12 characters (password policy)').default(PUBLISHED_DEMO_PASSWORD),
  /** 32-byte key (hex or base64) for encrypting secrets at rest; generated into DATA_DIR when absent. */
  SECRET_KEY: z.string().optional(),
  /** Origins allowed to send state-changing requests, comma-separated; the request's own host is always allowed. */
  TRUSTED_ORIGINS: z.string().default(''),
  COOKIE_SECURE: ZBool.optional(),
  /** Behind a reverse proxy: how many hops, or which proxy addresses, may tell the client's address (ZTrustProxy). */
  TRUST_PROXY: ZTrustProxy.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Readable lines (pino-pretty) or JSON lines; auto: readable when stdout is a terminal, JSON otherwise. */
  LOG_FORMAT: z.enum(['auto', 'pretty', 'json']).default('auto'),
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(10 * 1024 * 1024),
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: ZBool.default(true),
  /** Password checks one account may fail within the window; further attempts are refused with 429. */
  LOGIN_MAX_FAILURES: z.coerce.number().int().positive().default(10),
  LOGIN_WINDOW_MINUTES: z.coerce.number().int().positive().default(15),
  /** Failures of one account answered at once; each further attempt must wait a doubling delay after the last. */
  LOGIN_FREE_FAILURES: z.coerce.number().int().min(0).default(5),
  /** First progressive delay in seconds (then 2×, 4×, … up to the window). */
  LOGIN_DELAY_SECONDS: z.coerce.number().int().min(0).default(30),
  /** Failed sign-ins from one address (all accounts) within the window before that address gets 429. */
  LOGIN_IP_MAX_FAILURES: z.coerce.number().int().positive().default(100),
  PGLITE_VACUUM_HOURS: z.coerce.number().min(0).max(168).default(6),
  /** Seconds between an idle job worker's looks for due jobs (NOTIFY wakes it sooner for new jobs). */
  JOBS_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  /** Seconds between the job supervisor's looks for jobs of dead processes (heartbeats stopped, time ran out). */
  JOBS_SUPERVISE_SECONDS: z.coerce.number().int().min(1).max(300).default(10),
  /**
   * What this process does (decision 0027; `--role=` on the command line wins): all — serve HTTP and work jobs (the
   * default, one process); web — serve HTTP, only queue jobs; worker — work jobs (PDFs, descriptors, pay runs, e-mail,
   * SMS, schedules), no HTTP. web and worker need PostgreSQL: the embedded database belongs to one process.
   */
  APP_ROLE: z.enum(APP_ROLES).default('all'),
  /**
   * Worker threads for CPU-heavy work (face analysis, PDFs: platform/cpu/pool.ts), started when first needed; 0 runs it
   * on the request's own thread.
   */
  CPU_WORKERS: z.coerce.number().int().min(0).max(16).default(1),
  /** Retries of a stored file's deletion that failed after commit, before it shows as failed in General Logs. */
  STORAGE_DELETE_RETRIES: z.coerce.number().int().min(0).max(50).default(12),
  /** Twilio auth token for inbound webhook signatures, when the company has none of its own (decision 0013). */
  TWILIO_AUTH_TOKEN: z.string().optional(),
  /** Base URL of Twilio's REST API for outgoing SMS (tests point it at a local stand-in; never the internet in tests). */
  TWILIO_API_BASE_URL: z.string().url().default('https://api.twilio.com'),
  /**
   * The address people open the app at (https://host): links in e-mails and SMS are written with it, and webhooks are
   * called at it. Required in production; elsewhere links use this machine's network address (platform/http/link-base.ts).
   */
  PUBLIC_URL: z.string().url('PUBLIC_URL: an absolute URL such as https://centinela.example.com').optional(),
});

export type TConfig = ReturnType<typeof loadConfig>;

/** The role named on the command line (`--role=worker` or `--role worker`), if any. */
const roleArgument = (argv: readonly string[]) => {
  const at = argv.findIndex((a) => a === '--role' || a.startsWith('--role='));
  if (at < 0) return undefined;
  return argv[at].includes('=') ? argv[at].slice('--role='.length) : argv[at + 1];
};

export const loadConfig = (env: NodeJS.ProcessEnv = process.env, argv: readonly string[] = []) => {
  const role = roleArgument(argv);
  const parsed = ZEnv.superRefine((e, ctx) => {
    if (e.APP_ROLE !== 'all' && !e.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['APP_ROLE'],
        message: `--role=${e.APP_ROLE} needs DATABASE_URL (PostgreSQL): the embedded database (PGlite) belongs to one process; run --role=all`,
      });
    }
  }).safeParse(role === undefined ? env : { ...env, APP_ROLE: role });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = e.PUBLIC_URL ? e.PUBLIC_URL.replace(/\/+$/, '') : null;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE ?? Math.max(4, 2 * os.availableParallelism()),
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    seedDemo: e.SEED_DEMO,
    demoPassword: e.DEMO_PASSWORD,
    secretKey: e.SECRET_KEY,
    trustedOrigins: e.TRUSTED_ORIGINS.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    cookieSecure: e.COOKIE_SECURE ?? e.NODE_ENV === 'production',
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
    /** Hours between VACUUM (ANALYZE) runs on the embedded database (0: never); PostgreSQL servers use autovacuum. */
    pgliteVacuumHours: e.PGLITE_VACUUM_HOURS,
    jobsPollSeconds: e.JOBS_POLL_SECONDS,
    jobsSuperviseSeconds: e.JOBS_SUPERVISE_SECONDS,
    cpuWorkers: e.CPU_WORKERS,
    role: e.APP_ROLE,
    storageDeleteRetries: e.STORAGE_DELETE_RETRIES,
    twilioAuthToken: e.TWILIO_AUTH_TOKEN || null,
    twilioApiBaseUrl: e.TWILIO_API_BASE_URL.replace(/\/+$/, ''),
    publicUrl,
    /** The origin of the links in e-mails and SMS: PUBLIC_URL, else (not in production) this machine's network address. */
    linkBaseUrl: linkBaseUrl({ env: e.NODE_ENV, port: e.PORT, host: e.HOST, publicUrl }),
    storage: {
      driver: e.STORAGE_DRIVER,
      localDir: path.join(dataDir, 'uploads'),
      s3: {
        endpoint: e.S3_ENDPOINT,
        region: e.S3_REGION,
        bucket: e.S3_BUCKET,
        accessKeyId: e.S3_ACCESS_KEY_ID,
        secretAccessKey: e.S3_SECRET_ACCESS_KEY,
        forcePathStyle: e.S3_FORCE_PATH_STYLE,
      },
    },
    login: {
      maxFailures: e.LOGIN_MAX_FAILURES,
      windowMinutes: e.LOGIN_WINDOW_MINUTES,
      freeFailures: Math.min(e.LOGIN_FREE_FAILURES, e.LOGIN_MAX_FAILURES),
      delaySeconds: e.LOGIN_DELAY_SECONDS,
      ipMaxFailures: e.LOGIN_IP_MAX_FAILURES,
    },
  };
};
