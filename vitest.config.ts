// All Vitest suites: shared rules, server (API through app.inject on a cloned database), web (jsdom).
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest runs (cores − 1) files at once: ONE on the 2-core CI machine, while most server files wait on a database
    // (PGlite in the worker, or the PostgreSQL server) or on password hashing. Two at once (VITEST_WORKERS overrides).
    maxWorkers: Number(process.env.VITEST_WORKERS ?? Math.max(2, availableParallelism() - 1)),
    projects: [
      {
        test: {
          name: 'shared',
          include: ['packages/shared/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // Files share their worker's modules instead of importing the whole server again for each file (about 0.8 s
          // a file, 118 files): every file builds its own app on its own cloned database, and module-level caches are
          // keyed by database or company, so nothing carries from one file to the next. 221 s → the figure in
          // docs/ARCHITECTURE.md "Tests" for the whole run.
          isolate: false,
        },
      },
      'apps/web/vitest.config.ts*',
    ],
  },
});
