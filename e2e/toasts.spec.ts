// Spec section 9: "Toasts: one at a time; 5000 ms display". Two quick saves leave one toast on the page, not a stack.
// The categories are added on a tenant of the spec's own (e2e/support/tenant.ts), not the demo company.
import type { Page } from '@playwright/test';
import { expect, signIn, test } from './support';

const uniq = () => Math.random().toString(36).slice(2, 7);

/** The most toasts on the page at once (leaving ones excluded) over the next `ms` milliseconds. */
const mostToastsAtOnce = (page: Page, ms: number) =>
  page.evaluate(
    (duration) =>
      new Promise<number>((resolve) => {
        let most = 0;
        const started = performance.now();
        const sample = () => {
          most = Math.max(most, document.querySelectorAll('[data-sonner-toast]:not([data-removed="true"])').length);
          if (performance.now() - started < duration) requestAnimationFrame(sample);
          else resolve(most);
        };
        sample();
      }),
    ms,
  );

const addTwoCategoriesQuickly = async (page: Page, label: RegExp, add: RegExp) => {
  await page.goto('/settings/special-categories');
  const input = page.getByLabel(label);
  for (const name of [`Primera ${uniq()}`, `Segunda ${uniq()}`]) {
    await input.fill(name);
    await page.getByRole('button', { name: add }).click();
    await expect(input).toHaveValue('');
  }
  return Date.now();
};

for (const width of [1366, 375]) {
  test.describe(`toasts at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test(`[TOASTS] ${width} px: two quick toasts show one at a time, each for 5 s (Spanish)`, async ({ page, tenant }) => {
      await signIn(page, tenant.admin);
      const addedAt = await addTwoCategoriesQuickly(page, /^Nueva categoría$/, /^Agregar$/);
      const toasts = page.locator('[data-sonner-toast]');
      // The newer toast replaces the older one: one toast in the page, not a stack of hidden ones.
      // (a replaced toast takes a moment to leave: sample from 300 ms on; old, hidden toasts would stay for 5 s)
      await page.waitForTimeout(300);
      expect(await mostToastsAtOnce(page, 1500)).toBe(1);
      await expect(toasts).toHaveCount(1);
      await expect(toasts).toContainText('Categoría agregada');
      // It stays about 5 s (sonner's duration), then goes.
      await expect(toasts).toHaveCount(0, { timeout: 10_000 });
      const shownFor = Date.now() - addedAt;
      expect(shownFor).toBeGreaterThan(4000);
      expect(shownFor).toBeLessThan(8000);
    });
  });
}

test('[TOASTS] English: one toast at a time too', async ({ page, tenant }) => {
  await page.addInitScript(() => window.localStorage.setItem('language', 'en'));
  await signIn(page, tenant.admin);
  await addTwoCategoriesQuickly(page, /^New category$/, /^Add$/);
  await page.waitForTimeout(300);
  expect(await mostToastsAtOnce(page, 1500)).toBe(1);
  await expect(page.locator('[data-sonner-toast]')).toContainText('Category added');
});
