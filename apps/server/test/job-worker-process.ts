// A server process that only works jobs, for tests that kill one (email-once.test.ts): its configuration from the
// environment (DATABASE_URL: the test's PostgreSQL database), the job supervisor every second, no HTTP port. Prints
// "ready" once its workers run; SIGTERM closes it; SIGKILL is the crash under test. Run with `node --import tsx`.
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';

const config = loadConfig(process.env);
if (!config.databaseUrl) throw new Error('DATABASE_URL is required');
const database = await openDatabase({ kind: 'postgres', url: config.databaseUrl, poolSize: 4 });
const app = await buildApp({ config, database, serveWeb: false, jobs: 'work', jobsSuperviseSeconds: 1 });
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => database.close())
    .finally(() => process.exit(0));
});
process.stdout.write('ready\n');
