// Starts the built server for the browser suite on a fresh data dir (.data-test/e2e-<port>), removed first.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const port = process.env.PORT ?? process.env.E2E_PORT ?? '3100';
const dataDir = path.join(root, '.data-test', `e2e-${port}`);
const entry = path.join(root, 'apps/server/dist/main.js');

if (!fs.existsSync(entry)) {
  console.error(`${entry} is missing: run "npm run build" before the browser suite.`);
  process.exit(1);
}

fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true });

const child = spawn(process.execPath, [entry], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PORT: port, DATA_DIR: dataDir },
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
