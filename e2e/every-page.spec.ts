// Every built page, scanned by axe-core 4.14 (what a screen-reader, voice-control or keyboard user meets): no serious or critical
// violation, at desktop (1366 px) and phone (375 px) widths, in Spanish and English, for the company admin, and on the
// pages a guard and a customer admin open. The list of pages is read from the areas' manifests (support/routes.ts).
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { ACCOUNTS, openInApp, signIn, type TAccount, trackApiRequests } from './support';
import { builtRoutes } from './support/routes';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** The serious and critical violations on the page as it is now, one line each with the elements at fault. */
const seriousViolations = async (page: Page): Promise<string[]> => {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
};

const scanRoutes = async (page: Page, account: TAccount, routes: string[]) => {
  const inFlight = trackApiRequests(page);
  await signIn(page, account);
  // The sign-in toast fades out; a half-faded toast is a contrast failure of the scan, not of the page.
  await expect(page.getByRole('status').filter({ hasText: /Sesión iniciada|Signed in/ })).toHaveCount(0, { timeout: 10_000 });
  const failures: string[] = [];
  for (const route of routes) {
    await openInApp(page, route, inFlight);
    for (const violation of await seriousViolations(page)) failures.push(`${route}: ${violation}`);
  }
  expect(failures, failures.join('\n')).toEqual([]);
};

const GUARD_ROUTES = ['/dashboard', '/rosters-view', '/rosters', '/novelties-incidents'];
const CUSTOMER_ROUTES = ['/dashboard', '/rosters-view', '/rosters', '/posts', '/users', '/novelties-incidents', '/reports'];

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 375, height: 812 };

// Every page at both widths in Spanish (the default language); English on the phone, where names are shortest; the
// guard and the customer admin on their phones. (Each walk costs about a minute on the 2-core CI machine.)
test.describe('accessibility at 1366 px', () => {
  test.use({ viewport: DESKTOP });

  test('[A11Y] 1366 px: no built page has a serious or critical axe violation for the company admin (Spanish)', async ({ page }) => {
    test.setTimeout(300_000);
    await scanRoutes(page, ACCOUNTS.companyAdmin, builtRoutes());
  });

  test('[A11Y] 1366 px: the sign-in page has no serious or critical axe violation', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('option', { name: ACCOUNTS.companyAdmin.company })).toBeAttached();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('accessibility at 375 px', () => {
  test.use({ viewport: PHONE });

  test('[A11Y] 375 px: no built page has a serious or critical axe violation for the company admin (Spanish)', async ({ page }) => {
    test.setTimeout(300_000);
    await scanRoutes(page, ACCOUNTS.companyAdmin, builtRoutes());
  });

  test('[A11Y] 375 px: no built page has a serious or critical axe violation for the company admin (English)', async ({ page }) => {
    test.setTimeout(300_000);
    await page.addInitScript(() => window.localStorage.setItem('language', 'en'));
    await scanRoutes(page, ACCOUNTS.companyAdmin, builtRoutes());
  });

  test("[A11Y] 375 px: a guard's and a customer admin's pages have no serious or critical axe violation", async ({ page }) => {
    test.setTimeout(180_000);
    await scanRoutes(page, ACCOUNTS.guard, GUARD_ROUTES);
    await page.context().clearCookies();
    await scanRoutes(page, ACCOUNTS.customerAdmin, CUSTOMER_ROUTES);
  });

  test('[A11Y] 375 px: the attendance kiosk before pairing has no serious or critical axe violation', async ({ page }) => {
    await page.goto('/attendance/00000000-0000-4000-8000-000000000000');
    await expect(page.getByLabel('Código de emparejamiento')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
