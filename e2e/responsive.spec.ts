// Every built page fits a phone (375 px): tables scroll inside their card or turn into cards, the page itself never
// scrolls sideways. The list of pages is read from the areas' manifests, so a page built later is checked too.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { ACCOUNTS, openInApp, signIn, type TAccount, trackApiRequests } from './support';

const WEB_SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/src');

/** The areas' manifests (features/<area>/area.ts and the shell's), where every route of the app is declared. */
const manifestFiles = (): string[] => [
  path.join(WEB_SRC, 'app/shell.area.ts'),
  ...fs
    .readdirSync(path.join(WEB_SRC, 'features'))
    .map((area) => path.join(WEB_SRC, 'features', area, 'area.ts'))
    .filter((file) => fs.existsSync(file)),
];

/** Paths of the signed-in routes whose page is built (a page name, not null). */
const builtRoutes = (): string[] =>
  manifestFiles().flatMap((file) =>
    fs
      .readFileSync(file, 'utf8')
      .split(/\{\s*(?=path:)/)
      .slice(1)
      .filter((entry) => /page:\s*'/.test(entry) && !/isPublic:\s*true/.test(entry))
      .map((entry) => /path:\s*'([^']+)'/.exec(entry)?.[1] ?? '')
      .filter((p) => p !== '' && !p.includes(':')),
  );

const PHONE = { width: 375, height: 812 };

/** How far the page scrolls sideways (0 = fits), with the widest offenders for the failure message. */
const horizontalOverflow = (page: Page) =>
  page.evaluate(() => {
    const viewport = window.innerWidth;
    const overflow = document.documentElement.scrollWidth - viewport;
    const offenders: string[] = [];
    if (overflow > 0) {
      for (const element of document.querySelectorAll<HTMLElement>('#main-content *, header *')) {
        const rect = element.getBoundingClientRect();
        if (rect.right > viewport + 1 && rect.width > 0) {
          // Inside a scroll container that clips it, the element does not widen the page.
          let clipped = false;
          for (let parent = element.parentElement; parent; parent = parent.parentElement) {
            const style = getComputedStyle(parent);
            if (style.overflowX !== 'visible' && parent.getBoundingClientRect().right <= viewport + 1) {
              clipped = true;
              break;
            }
          }
          if (!clipped)
            offenders.push(`${element.tagName.toLowerCase()}.${element.className.toString().slice(0, 60)} → ${Math.round(rect.right)}px`);
        }
      }
    }
    return { overflow, offenders: offenders.slice(0, 5) };
  });

const checkRoutes = async (page: Page, account: TAccount, routes: string[]) => {
  const inFlight = trackApiRequests(page);
  await signIn(page, account);
  const failures: string[] = [];
  for (const route of routes) {
    await openInApp(page, route, inFlight);
    const { overflow, offenders } = await horizontalOverflow(page);
    if (overflow > 0) failures.push(`${route}: page is ${overflow}px wider than the screen (${offenders.join('; ')})`);
  }
  expect(failures, failures.join('\n')).toEqual([]);
};

test.describe('every built page fits a phone', () => {
  test.use({ viewport: PHONE });

  test('[RESPONSIVE] the route list is read from the registry', () => {
    const routes = builtRoutes();
    expect(routes).toEqual(expect.arrayContaining(['/dashboard', '/users', '/rosters-view', '/settings/special-categories']));
    expect(routes).toContain('/payroll');
    expect(routes).not.toContain('/invoicing-payments');
  });

  test('[RESPONSIVE] 375 px: no built page scrolls sideways for the company admin (Spanish)', async ({ page }) => {
    test.setTimeout(180_000);
    await checkRoutes(page, ACCOUNTS.companyAdmin, builtRoutes());
  });

  test('[RESPONSIVE] 375 px: no built page scrolls sideways for the company admin (English)', async ({ page }) => {
    test.setTimeout(180_000);
    await page.addInitScript(() => window.localStorage.setItem('language', 'en'));
    await checkRoutes(page, ACCOUNTS.companyAdmin, builtRoutes());
  });

  test('[RESPONSIVE] 375 px: a guard and a customer admin see their pages without sideways scrolling', async ({ page }) => {
    test.setTimeout(120_000);
    await checkRoutes(page, ACCOUNTS.guard, ['/dashboard', '/rosters-view', '/rosters']);
    await page.context().clearCookies();
    await checkRoutes(page, ACCOUNTS.customerAdmin, ['/dashboard', '/rosters-view', '/rosters', '/posts', '/users']);
  });
});

test.describe('wide screens', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('[RESPONSIVE] 1366 px: the roster view and the users page do not scroll sideways', async ({ page }) => {
    await checkRoutes(page, ACCOUNTS.companyAdmin, [
      '/users',
      '/rosters-view',
      '/settings/payroll-profile-types',
      '/settings/special-categories',
    ]);
  });
});
