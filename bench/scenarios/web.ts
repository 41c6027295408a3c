// What a person waits for in the browser (spec: the users page shows its first 25 cards within 1 s of navigation).
// Debian's Chromium drives the built web app served by the bench's server, signed in as the company admin, and the
// page itself measures from the click on the sidebar link to the 25th card (MutationObserver, performance.now()), so
// Playwright's own work does not count. Each sample is a fresh browser context (nothing cached: the page's code and
// data are fetched on the way, the "first navigation"); then the same context navigates again (code cached).
// Needs a build of the web app (npm run build) and /usr/bin/chromium. npm run bench -- --scenario web
import fs from 'node:fs';
import { type Browser, chromium, type Page } from '@playwright/test';
import type { TBenchScenario, TCustomResult } from '../support/types';

const CHROMIUM = '/usr/bin/chromium';
const SAMPLES = Number(process.env.BENCH_WEB_SAMPLES ?? 10);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** Milliseconds from the click on the sidebar's Users link to 25 cards in the page. */
const navigateToUsers = async (page: Page) => {
  await page.evaluate(() => {
    const w = window as unknown as { __users: { start: number; done: number } };
    w.__users = { start: 0, done: 0 };
    const observer = new MutationObserver(() => {
      if (w.__users.start && document.querySelectorAll('main li').length >= 25) {
        w.__users.done = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
    document.addEventListener('click', () => (w.__users.start = performance.now()), { capture: true, once: true });
  });
  await page
    .getByRole('navigation')
    .getByRole('link', { name: /^(Usuarios|Users)$/ })
    .click();
  await page.waitForFunction(() => document.querySelectorAll('main li').length >= 25, null, { timeout: 30_000 });
  return page.evaluate(() => {
    const t = (window as unknown as { __users: { start: number; done: number } }).__users;
    return Math.round(t.done - t.start);
  });
};

const backToDashboard = async (page: Page) => {
  await page
    .getByRole('navigation')
    .getByRole('link', { name: /^(Panel principal|Dashboard)$/ })
    .click();
  await page.waitForURL('**/dashboard');
};

const usersPageTimes = async (baseUrl: string, cookie: string) => {
  const [name, value] = cookie.split('=');
  const browser: Browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-sync'],
  });
  const first: number[] = [];
  const again: number[] = [];
  let errors = 0;
  try {
    for (let i = 0; i < SAMPLES; i++) {
      const context = await browser.newContext({
        locale: 'es-PR',
        timezoneId: 'America/Puerto_Rico',
        viewport: { width: 1280, height: 800 },
      });
      try {
        await context.addCookies([{ name, value, url: baseUrl }]);
        const page = await context.newPage();
        await page.goto(`${baseUrl}/dashboard`);
        await page.locator('#main-content').waitFor({ timeout: 30_000 });
        await page.waitForLoadState('networkidle');
        first.push(await navigateToUsers(page));
        await backToDashboard(page);
        again.push(await navigateToUsers(page));
      } catch (error) {
        errors++;
        console.error(`  web sample ${i + 1}: ${(error as Error).message.split('\n')[0]}`);
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return { first, again, errors };
};

/** One measurement shared by the two rows (first navigation, navigating again). */
let measured: Promise<{ first: number[]; again: number[]; errors: number }> | null = null;

const row = (values: number[], errors: number, label: string): TCustomResult => ({
  requestsPerSecond: 0,
  p50Ms: values.length ? percentile(values, 50) : 0,
  p99Ms: values.length ? percentile(values, 99) : 0,
  errors,
  note: `${values.length} samples, ${label}; all: ${values.join(', ')} ms`,
});

export const webScenario: TBenchScenario = {
  name: 'web',
  routes: () => {
    measured = null;
    return [
      {
        name: 'browser: dashboard → users, 25 cards (first navigation)',
        path: '/users',
        budgetP99Ms: 1000,
        custom: async ({ baseUrl, cookie }) => {
          if (!fs.existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: apt-get install chromium`);
          measured ??= usersPageTimes(baseUrl, cookie);
          const { first, errors } = await measured;
          return row(first, errors, 'fresh context, code and data fetched on the way');
        },
      },
      {
        name: 'browser: dashboard → users, 25 cards (again)',
        path: '/users',
        budgetP99Ms: 1000,
        custom: async ({ baseUrl, cookie }) => {
          measured ??= usersPageTimes(baseUrl, cookie);
          const { again } = await measured;
          return row(again, 0, 'same context, code cached');
        },
      },
    ];
  },
};
