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
        },
      },
      'apps/web/vitest.config.ts*',
    ],
  },
});
