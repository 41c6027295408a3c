// The contract between the bench runner and a scenario (one file per area in bench/scenarios/).
import type { TDb } from '../../apps/server/src/db/client';

export type TBenchSizes = {
  /** Users in the generated security company (mostly guards). */
  users: number;
};

/** What the runner generated before scenarios seed their own data. */
export type TBenchBase = {
  platformCompanyId: string;
  companyId: string;
  customerCompanyIds: string[];
  adminEmail: string;
  superadminEmail: string;
  password: string;
  /** Ids of the first guards (up to 5,000), in creation order. */
  guardIds: string[];
};

/** What a custom measurement reports (for what autocannon cannot measure, e.g. streams). */
export type TCustomResult = { requestsPerSecond: number; p50Ms: number; p99Ms: number; errors: number; note?: string };

export type TBenchRoute = {
  name: string;
  /** Measures by itself instead of autocannon (path, method and body are then unused). */
  custom?: (args: { baseUrl: string; cookie: string }) => Promise<TCustomResult>;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** One path, or several that requests cycle through (e.g. a different guard per call). */
  path: string | string[];
  body?: unknown;
  /** Who calls it; default: the security company admin. */
  as?: 'admin' | 'superadmin' | 'none';
  /** Latency budget for p99, in milliseconds (reported as pass/fail). */
  budgetP99Ms?: number;
  /** Override the run length for this route (seconds). */
  durationSeconds?: number;
  /** Concurrent connections (default 10). */
  connections?: number;
};

export type TBenchScenario<TExtra = unknown> = {
  name: string;
  /** Adds this scenario's data to the generated database (runs before the server starts). */
  seed?: (args: { db: TDb; sizes: TBenchSizes; base: TBenchBase }) => Promise<TExtra>;
  routes: (args: { base: TBenchBase; extra: TExtra; sizes: TBenchSizes }) => TBenchRoute[];
};
