// Signing in: through the API for specs about other screens, through the login screen where the screen is the subject.
import { expect, type Page } from '@playwright/test';
import type { TAccount } from './accounts';

export const loginFields = (page: Page) => ({
  company: page.getByLabel(/^(Empresa|Company)$/),
  email: page.getByLabel(/^(Correo electrónico|Email)$/),
  password: page.getByLabel(/^(Contraseña|Password)$/),
  submit: page.getByRole('button', { name: /^(Iniciar sesión|Sign in)$/ }),
});

export const fillLogin = async (page: Page, account: TAccount) => {
  const fields = loginFields(page);
  await fields.company.selectOption({ label: account.company });
  await fields.email.fill(account.email);
  await fields.password.fill(account.password);
  return fields;
};

/**
 * Signs in through the API on the page's own cookie jar (the login screen itself is driven by auth.spec.ts and
 * login-limit.spec.ts), then opens `to` (the dashboard unless told) and waits for the signed-in frame. Skipping the
 * login screen and the dashboard a spec does not need saves seconds per test on the 2-core CI machine.
 */
export const signIn = async (page: Page, account: TAccount, to = '/dashboard') => {
  const companies = (await (await page.request.get('/api/auth/companies')).json()) as { value: string; label: string }[];
  const company = companies.find((c) => c.label === account.company)?.value;
  if (!company) throw new Error(`no sign-in company "${account.company}"`);
  const res = await page.request.post('/api/auth/login', { data: { email: account.email, password: account.password, company } });
  expect(res.status(), `sign-in of ${account.email}: ${await res.text()}`).toBe(200);
  await page.goto(to);
  // The signed-in frame (sidebar, header, page) is on screen. A precondition, not a budget: with two workers on two
  // cores the first load after sign-in can take longer than the 10 s an assertion waits by default.
  await expect(page.locator('#main-content')).toBeVisible({ timeout: 30_000 });
};

/** Signs in through the login screen, as a person would, and lands on the dashboard. */
export const signInThroughForm = async (page: Page, account: TAccount) => {
  await page.goto('/login');
  const fields = await fillLogin(page, account);
  await fields.submit.click();
  await page.waitForURL('**/dashboard');
  await expect(page.locator('#main-content')).toBeVisible({ timeout: 30_000 });
};
