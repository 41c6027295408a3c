// Entry point: read configuration, prepare the database, then do this process's role (decision 0027): serve the API and
// the web app on one port and work jobs (all, the default), only serve (web), or only work jobs (worker).
import { buildApp } from './app';
import { loadConfig } from './config';
import { isConnectionError } from './db/connection-errors';
import { setupDatabase } from './db/setup';
import { DEMO_ACCOUNTS } from './db/seed/demo';
import { seedDemoAreas } from './db/seed/demo-areas';
import { loggerOptions, prettyLogsWanted } from './logger';
import { sweepStaleUploads } from './platform/storage/sweep';

const config = loadConfig(process.env, process.argv.slice(2));
const { database, platform, demo } = await setupDatabase(config);
const app = await buildApp({
  config,
  database,
  logger: loggerOptions(config),
  // A web process queues jobs for the workers; a worker serves no pages.
  jobs: config.role === 'web' ? 'send' : 'work',
  serveWeb: config.role !== 'worker',
});
// The areas' demo data goes through the API as the demo admin (validation, policies, history), so it needs the app.
// Its ~40 internal requests are not traffic: only warnings and errors of theirs are logged, then one line.
if (demo) {
  const started = performance.now();
  const level = app.log.level;
  app.log.level = 'warn';
  try {
    await seedDemoAreas(app, config, demo);
  } finally {
    app.log.level = level;
  }
  app.log.info(`demo data entered through the API in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
// Leftovers of uploads cut short by a crash: swept before listening; then hourly by the job 'storage.sweep-uploads'.
// PGlite's VACUUM, the sweep, event retention and deferred file deletions are jobs (platform/jobs), started by buildApp.
const swept = await sweepStaleUploads({ localDir: config.storage.localDir });
if (swept.partFiles.length || swept.spoolFolders.length) {
  app.log.info(`upload sweep: removed ${swept.partFiles.length} .part file(s) and ${swept.spoolFolders.length} spool folder(s)`);
}

const shutdown = async (signal: string) => {
  app.log.info(`${signal} received, shutting down`);
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
// A background task (maintenance, cleanup) that loses its database connection is retried on its next run:
// the database coming back must not need the process restarted. Any other unhandled rejection is a bug and
// still ends the process.
process.on('unhandledRejection', (reason) => {
  if (isConnectionError(reason)) {
    app.log.warn({ err: reason }, 'database connection lost in a background task');
    return;
  }
  throw reason;
});
process.on('SIGTERM', () => void shutdown('SIGTERM'));

if (config.role === 'worker') {
  await app.ready();
  app.log.info(
    { role: 'worker', database: config.databaseUrl ? 'PostgreSQL' : 'PGlite' },
    'Centinela worker ready: working jobs, serving no HTTP',
  );
} else {
  await listenAndSayWhere();
}

async function listenAndSayWhere() {
  await app.listen({ port: config.port, host: config.host });
  // The URL and the sign-ins come last: after every start-up log line (pretty logs are written synchronously).
  const url = `http://localhost:${config.port}`;
  const databaseText = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}/pglite`;
  if (prettyLogsWanted(config)) {
    const lines = [
      '',
      `  Centinela is running at ${url} (Node ${process.version}${config.role === 'web' ? '; web role: jobs run in --role=worker processes' : ''})`,
      `  Database: ${databaseText}`,
      `  Links in e-mails and SMS open at ${config.linkBaseUrl}${config.publicUrl ? '' : ' (this network; set PUBLIC_URL for another address)'}`,
      `  Built-in admin: ${config.adminEmail} (company: Centinela)`,
    ];
    if (platform.generatedPassword) {
      lines.push(`  Generated admin password (shown once, store it now): ${platform.generatedPassword}`);
    }
    if (demo) {
      lines.push(
        '  Demo sign-ins (company: Vigilancia Boricua Security), password: ' + config.demoPassword,
        `    security company admin: ${DEMO_ACCOUNTS.companyAdmin}`,
        `    customer company admin: ${DEMO_ACCOUNTS.customerAdmin}`,
        `    security guard:         ${DEMO_ACCOUNTS.guard}`,
      );
    }
    console.log(`${lines.join('\n')}\n`);
  } else {
    // JSON logs: the same facts as one JSON line, so a log collector reads every line.
    app.log.info(
      {
        url,
        node: process.version,
        database: databaseText,
        links: config.linkBaseUrl,
        builtInAdmin: config.adminEmail,
        ...(platform.generatedPassword ? { generatedAdminPassword: platform.generatedPassword } : {}),
        ...(demo ? { demoSignIns: { password: config.demoPassword, ...DEMO_ACCOUNTS } } : {}),
      },
      `Centinela is running at ${url}`,
    );
  }
}
