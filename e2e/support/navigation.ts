// Moving between pages inside the app as a person does after the first load (no reload), and knowing when a page
// has settled — cheaper on the 2-core CI machine than a reload and Playwright's 500 ms of network idle per page.
import { expect, type Page } from '@playwright/test';

/** API requests in flight on the page (the live-updates stream, open for the whole session, is not counted). */
export const trackApiRequests = (page: Page) => {
  let inFlight = 0;
  const counts = (url: string) => url.includes('/api/') && !url.includes('/api/events');
  page.on('request', (r) => counts(r.url()) && inFlight++);
  page.on('requestfinished', (r) => counts(r.url()) && inFlight--);
  page.on('requestfailed', (r) => counts(r.url()) && inFlight--);
  return () => inFlight;
};

/**
 * Opens a page the way the app does after the first load (a client-side navigation, no reload), and waits until it
 * has settled: its path is the one on screen, no API request is in flight twice in a row, and no spinner is left.
 */
export const openInApp = async (page: Page, route: string, inFlight: () => number) => {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, route);
  await expect(page.locator(`#main-content[data-path="${route}"]`)).toBeVisible();
  const spinners = page.locator('#main-content [role="status"][aria-busy="true"], #main-content .animate-spin');
  const isQuiet = async () => inFlight() === 0 && (await spinners.count()) === 0;
  await expect
    .poll(async () => {
      if (!(await isQuiet())) return false;
      await page.waitForTimeout(150);
      return isQuiet();
    })
    .toBe(true);
};
