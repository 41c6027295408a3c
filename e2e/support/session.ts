// Signing in through the login screen as a person would; works in either language.
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

export const signIn = async (page: Page, account: TAccount) => {
  await page.goto('/login');
  const fields = await fillLogin(page, account);
  await fields.submit.click();
  await page.waitForURL('**/dashboard');
  // The signed-in frame (sidebar, header, page) is on screen. A precondition, not a budget: with two workers on two
  // cores the first load after sign-in can take longer than the 10 s an assertion waits by default.
  await expect(page.locator('#main-content')).toBeVisible({ timeout: 30_000 });
};
