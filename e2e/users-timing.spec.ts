// The users page's time budget (spec: 25 cards within 1 s of navigation), on the demo company's users, read only.
// Its own Playwright project ("timing", playwright.config.ts) runs it after every other spec, alone, so the budget is
// measured on a quiet machine and not against the other workers' load. Alone: npx playwright test --project timing --no-deps
import { expect, type Page, test } from '@playwright/test';
import { ACCOUNTS, signIn } from './support';

const goToUsers = async (page: Page) => {
  await page
    .getByRole('navigation')
    .getByRole('link', { name: /^(Usuarios|Users)$/ })
    .click();
  await page.waitForURL('**/users');
};

test.describe('users timing', () => {
  test('[USERS] the first page shows 25 cards within 1 s of navigation', async ({ page }) => {
    await signIn(page, ACCOUNTS.companyAdmin);
    const cards = page.getByRole('main').getByRole('listitem');
    /** Milliseconds from the click on the sidebar link to 25 cards in the page, measured in the page itself. */
    const measureNavigation = async () => {
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
      const wallStart = Date.now();
      await goToUsers(page);
      await expect(cards).toHaveCount(25);
      const wall = Date.now() - wallStart;
      const inPage = await page.evaluate(() => {
        const t = (window as unknown as { __users: { start: number; done: number } }).__users;
        return Math.round(t.done - t.start);
      });
      return { inPage, wall };
    };

    // First navigation: the page's code and the first page of users are fetched on the way.
    const first = await measureNavigation();
    await page.getByRole('navigation').getByRole('link', { name: 'Panel principal' }).click();
    await page.waitForURL('**/dashboard');
    const again = await measureNavigation();

    const coldStarted = Date.now();
    await page.goto('/users');
    await expect(cards).toHaveCount(25);
    const cold = Date.now() - coldStarted;
    const report = `first navigation ${first.inPage} ms (Playwright wall clock ${first.wall} ms); again ${again.inPage} ms; full page load ${cold} ms`;
    console.log(`[USERS] 25 cards: ${report}`);
    test.info().annotations.push({ type: 'timing', description: report });
    expect(first.inPage).toBeGreaterThan(0);
    expect(first.inPage).toBeLessThan(1000);
    expect(again.inPage).toBeLessThan(1000);
    await expect(page.getByText(/^Mostrando 1 a 25 de \d+ usuarios$/)).toBeVisible();
  });
});
