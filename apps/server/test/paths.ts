import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const testRoot = path.resolve(here, '../../../.data-test');

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite dump of the migrated template database (one per test run). */
    templateFile: string;
    /** Name of the migrated template database on TEST_DATABASE_URL's server. */
    templatePgDb: string;
  }
}
