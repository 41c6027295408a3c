// Every built page, walked as its users meet it, at desktop (1366 px) and phone (375 px) widths: the page never
// scrolls sideways, and axe-core 4.14 (what a screen-reader, voice-control or keyboard user meets) finds no serious or
// critical violation. Spanish at both widths, English on the phone (where names are shortest), the guard's and the
// customer admin's pages on their phones. The list of pages is read from the areas' manifests (support/routes.ts), so
// a page built later is walked too. The header and the navigation are the same on every page: scanned whole on the
// first page of a walk, then each page's own content.
import { expect, type Page, test } from '@playwright/test';
import { ACCOUNTS, openInApp, signIn, type TAccount, trackApiRequests } from './support';
import { seriousViolations } from './support/axe';
import { horizontalOverflow } from './support/layout';
import { builtRoutes } from './support/routes';

const walk = async (page: Page, account: TAccount, routes: string[]) => {
  const inFlight = trackApiRequests(page);
  await signIn(page, account);
  // The sign-in toast fades out; a half-faded toast is a contrast failure of the scan, not of the page.
  await expect(page.getByRole('status').filter({ hasText: /Sesión iniciada|Signed in/ })).toHaveCount(0, { timeout: 10_000 });
  const failures: string[] = [];
  for (const [index, route] of routes.entries()) {
    await openInApp(page, route, inFlight);
    const { overflow, offenders } = await horizontalOverflow(page);
    if (overflow > 0) failures.push(`${route}: page is ${overflow}px wider than the screen (${offenders.join('; ')})`);
    for (const violation of await seriousViolations(page, index === 0 ? undefined : '#main-content')) {
      failures.push(`${route}: ${violation}`);
    }
  }
  expect(failures, failures.join('\n')).toEqual([]);
};

const GUARD_ROUTES = ['/dashboard', '/rosters-view', '/rosters', '/novelties-incidents'];
const CUSTOMER_ROUTES = ['/dashboard', '/rosters-view', '/rosters', '/posts', '/users', '/novelties-incidents', '/reports'];

test.describe('every page at 1366 px', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('[EVERY-PAGE] 1366 px: every built page fits and has no serious axe violation for the company admin (Spanish)', async ({ page }) => {
    test.setTimeout(420_000);
    await walk(page, ACCOUNTS.companyAdmin, builtRoutes());
  });

  test('[EVERY-PAGE] 1366 px: the sign-in page has no serious or critical axe violation', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('option', { name: ACCOUNTS.companyAdmin.company })).toBeAttached();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('every page at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('[EVERY-PAGE] 375 px: every built page fits and has no serious axe violation for the company admin (Spanish)', async ({ page }) => {
    test.setTimeout(420_000);
    await walk(page, ACCOUNTS.companyAdmin, builtRoutes());
  });

  test('[EVERY-PAGE] 375 px: every built page fits and has no serious axe violation for the company admin (English)', async ({ page }) => {
    test.setTimeout(420_000);
    await page.addInitScript(() => window.localStorage.setItem('language', 'en'));
    await walk(page, ACCOUNTS.companyAdmin, builtRoutes());
  });

  test("[EVERY-PAGE] 375 px: a guard's and a customer admin's pages fit and have no serious axe violation", async ({ page }) => {
    test.setTimeout(180_000);
    await walk(page, ACCOUNTS.guard, GUARD_ROUTES);
    await page.context().clearCookies();
    await walk(page, ACCOUNTS.customerAdmin, CUSTOMER_ROUTES);
  });

  test('[EVERY-PAGE] 375 px: the attendance kiosk before pairing has no serious or critical axe violation', async ({ page }) => {
    await page.goto('/attendance/00000000-0000-4000-8000-000000000000');
    await expect(page.getByLabel('Código de emparejamiento')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    // The scan reports what it should: an image with no text alternative added to the page is a critical violation.
    await page.evaluate(() => document.body.append(Object.assign(document.createElement('img'), { src: '/favicon.svg' })));
    expect(await seriousViolations(page)).toEqual([expect.stringContaining('image-alt')]);
  });
});
