// A real SIP server for e2e/phone.spec.ts: Debian's Kamailio (packages kamailio and kamailio-websocket-modules, which
// .ci/run and scripts/test.sh install) with the config of e2e/support/kamailio/kamailio.cfg on a free loopback port,
// its users' passwords written into the config. Started by the spec, stopped (by its pid) after it.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

const MODULE_DIRS = [
  '/usr/lib/x86_64-linux-gnu/kamailio/modules',
  '/usr/lib/aarch64-linux-gnu/kamailio/modules',
  '/usr/lib/kamailio/modules',
];

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

const waitForPort = async (port: number, timeoutMs: number) => {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const isOpen = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (isOpen) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`Kamailio did not listen on 127.0.0.1:${port} within ${timeoutMs} ms`);
};

export type TKamailio = { port: number; stop: () => void };

/** Starts Kamailio with these SIP users (username → password); answers its port and a stop function. */
export const startKamailio = async (users: Record<string, string>): Promise<TKamailio> => {
  const binary = ['/usr/sbin/kamailio', '/usr/local/sbin/kamailio'].find((p) => fs.existsSync(p));
  const modules = MODULE_DIRS.find((dir) => fs.existsSync(path.join(dir, 'websocket.so')));
  if (!binary || !modules) {
    throw new Error('Kamailio is not installed: apt-get install -y kamailio kamailio-websocket-modules (see .ci/run)');
  }
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'centinela-kamailio-'));
  const table = Object.entries(users)
    .map(([user, password]) => `\t$sht(passwords=>${user}) = "${password.replace(/["\\]/g, '')}";`)
    .join('\n');
  const config = fs
    .readFileSync(path.join(here, 'kamailio', 'kamailio.cfg'), 'utf8')
    .replaceAll('@MODULES_DIR@', modules)
    .replaceAll('@PORT@', String(port))
    .replace(/^@PHONE_USERS@$/m, table);
  const cfg = path.join(dir, 'kamailio.cfg');
  const pidFile = path.join(dir, 'kamailio.pid');
  fs.writeFileSync(cfg, config);
  // -P/-Y absolute (Kamailio changes directory to /); 64 MB shared and 8 MB private memory; -E logs to stderr.
  // It forks into the background: its log goes to a file (a pipe would stay open and block spawnSync).
  const logFile = path.join(dir, 'kamailio.log');
  const log = fs.openSync(logFile, 'a');
  const started = spawnSync(binary, ['-f', cfg, '-P', pidFile, '-Y', dir, '-m', '64', '-M', '8', '-E'], { stdio: ['ignore', log, log] });
  fs.closeSync(log);
  if (started.status !== 0) throw new Error(`Kamailio did not start: ${fs.readFileSync(logFile, 'utf8')}`);
  await waitForPort(port, 10_000);
  return {
    port,
    stop: () => {
      const pid = Number(fs.readFileSync(pidFile, 'utf8').trim());
      if (pid > 0) {
        try {
          process.kill(pid, 'SIGTERM');
        } catch {
          // already gone
        }
      }
      try {
        execFileSync('sleep', ['0.3']);
      } catch {
        // ignore
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
};
