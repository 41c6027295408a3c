// Browser suite (e2e/): Debian's Chromium against the real server on a fresh data dir. Build first: npm run build.
// Specs that write make a tenant of their own (e2e/support/tenant.ts), so the suite runs on several workers;
// E2E_WORKERS overrides the count (measured on the 2-core CI machine: see docs/ARCHITECTURE.md "Tests").
import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { fakeCamera } from './e2e/support/fake-camera';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;

/**
 * Debian's headless shell (package chromium-headless-shell, .ci/run installs it): the same engine as /usr/bin/chromium
 * without the browser's own UI, whose "new headless" mode runs top-chrome WebUI renderers beside every page.
 * E2E_CHROMIUM=/usr/bin/chromium runs the full browser instead.
 */
const executablePath =
  process.env.E2E_CHROMIUM ??
  (fs.existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');

/** Debian's Chromium with a fake camera and microphone (guard-records, users). */
const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
    ],
  },
};

// The attendance spec's fake camera: a face photo the model package ships, looped as a y4m video (e2e/support/fake-camera.ts).
const FAKE_CAMERAS = { personA: fakeCamera('person-a-frame') };

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: Boolean(process.env.CI),
  // One retry on CI only: a test that fails twice fails the run; one that passes on its retry is listed as "flaky" in the
  // report (and in CI's output) so it gets fixed, instead of one rare timing on a loaded 2-core machine sinking a merge.
  retries: process.env.CI ? 1 : 0,
  // A hang guard, not a budget (time budgets are measured by npm run bench, e.g. the users page's in bench/scenarios/web.ts):
  // two workers share two cores with the server, so a test takes longer than it did alone.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  // One folder per port, so suites on different ports (other engineers, CI shards) do not wipe each other's artifacts.
  outputDir: `test-results/e2e-${port}`,
  use: {
    baseURL,
    locale: 'es-PR',
    timezoneId: 'America/Puerto_Rico',
    // A trace only when a test is run again after failing (CI retries once): recording one snapshots the page at every
    // action, which measured 2–4× slower page loads on the 2-core machine (a cold dashboard 2.6 s → 4.7 s). Locally:
    // npx playwright test --trace on <spec>.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      // The kiosk's camera sees person A (the enrolled guard); the spec launches a second browser for person B.
      name: 'attendance',
      testMatch: /attendance\.spec\.ts$/,
      use: {
        ...chromium,
        launchOptions: {
          ...chromium.launchOptions,
          args: [...chromium.launchOptions.args, `--use-file-for-fake-video-capture=${FAKE_CAMERAS.personA}`],
        },
      },
    },
    {
      // The in-browser phone (e2e/phone.spec.ts) against a local Kamailio: WebRTC media between two pages of this
      // machine needs loopback ICE candidates, which Chromium refuses unless told.
      name: 'phone',
      testMatch: /phone\.spec\.ts$/,
      use: {
        ...chromium,
        launchOptions: { ...chromium.launchOptions, args: [...chromium.launchOptions.args, '--allow-loopback-in-peer-connection'] },
      },
    },
    {
      // After the attendance and phone projects: their tests are the longest (the face self-registration about 50 s),
      // and workers take tests in project order, so starting them first keeps them from being the run's last minute.
      name: 'chromium',
      testIgnore: /(attendance|phone)\.spec\.ts$/,
      use: chromium,
    },
  ],
  webServer: {
    command: 'node e2e/support/start-server.mjs',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      ADMIN_PASSWORD: 'Torre-Vigia-2026!',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      // A failed stored-file deletion fails for good at once (general-logs.spec.ts shows it and retries it by hand).
      STORAGE_DELETE_RETRIES: '0',
      // Every worker signs in from 127.0.0.1: the per-address limit is raised so one spec's deliberate failures never
      // block another's sign-in. The per-account limits stay as shipped (login-limit.spec.ts checks them).
      LOGIN_IP_MAX_FAILURES: '10000',
    },
  },
});
