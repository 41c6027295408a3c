// The sign-in limit on the login screen (issue 10 item 1): after the free failures of one account the server
// answers 429 with how long to wait, and the form says it in the reader's language.
import { expect, test } from '@playwright/test';
import { DEMO_COMPANY, fillLogin } from './support';

for (const width of [1366, 375]) {
  test(`[AUTH] too many failed sign-ins for one account say how long to wait (es and en, ${width} px)`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    // An account of its own (an unknown email counts the same), so no other test's account is slowed down.
    const account = {
      company: DEMO_COMPANY,
      email: `intruso-${Math.random().toString(36).slice(2, 8)}@example.com`,
      password: 'no-es-esta-1',
    };
    const companies = (await (await request.get('/api/auth/companies')).json()) as { value: string; label: string }[];
    const company = companies.find((c) => c.label === DEMO_COMPANY)?.value;
    for (let i = 0; i < 5; i++) {
      const res = await request.post('/api/auth/login', { data: { email: account.email, password: account.password, company } });
      expect(res.status()).toBe(401);
    }

    await page.goto('/login');
    const fields = await fillLogin(page, account);
    await fields.submit.click();
    await expect(
      page.getByText(/^Demasiados intentos fallidos de inicio de sesión para esta cuenta\. Espere \d+ segundos e inténtelo de nuevo\.$/),
    ).toBeVisible();

    await page.getByLabel('Idioma').selectOption('en');
    await fields.submit.click();
    await expect(
      page.getByText(/^Too many failed sign-in attempts for this account\. Please wait \d+ seconds and try again\.$/),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await page.screenshot({ path: test.info().outputPath(`login-limit-en-${width}.png`) });
  });
}
