import { ACCOUNTS, expect, fillLogin, loginFields, signIn, signInThroughForm, test } from './support';

test.describe('sign-in and session', () => {
  test('[AUTH] the company admin signs in and lands on the dashboard', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
    const fields = await fillLogin(page, ACCOUNTS.companyAdmin);
    await fields.submit.click();

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Sesión iniciada correctamente')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Panel principal' })).toBeVisible();
    // The spec's login toast about the phone comes after the sign-in toast (one toast at a time): no SIP settings.
    await expect(page.getByText(/^Sin configuración SIP/)).toBeVisible({ timeout: 12_000 });
    await expect(page.getByText('Sesión iniciada correctamente')).toBeHidden();

    const stored = await page.evaluate(() => ({ user: localStorage.getItem('user'), company: localStorage.getItem('company') }));
    expect(JSON.parse(stored.user ?? '{}').email).toBe(ACCOUNTS.companyAdmin.email);
    expect(JSON.parse(stored.company ?? '{}').name).toBe(ACCOUNTS.companyAdmin.company);
    expect(`${stored.user}${stored.company}`).not.toContain(ACCOUNTS.companyAdmin.password);
  });

  test("[AUTH] a wrong password shows the 'Login Failed' toast and stays on the login page", async ({ page, tenant }) => {
    // A failed sign-in is an alert of the guard's company: a tenant's guard, so the demo company's alert count stays put.
    const guard = await tenant.addGuard();
    await page.goto('/login');
    const fields = await fillLogin(page, { ...guard, password: 'not-the-password' });
    await fields.submit.click();

    await expect(page.getByText('Error al iniciar sesión')).toBeVisible();
    await expect(page.getByText('Credenciales inválidas')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  });

  test('[AUTH] the form sends nothing until company, email and password are filled', async ({ page }) => {
    const logins: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/auth/login')) logins.push(request.method());
    });
    await page.goto('/login');
    const fields = loginFields(page);
    await fields.email.fill(ACCOUNTS.guard.email);
    await fields.password.fill(ACCOUNTS.guard.password);
    await fields.submit.click();
    await expect(page.getByText('Seleccione su empresa.')).toBeVisible();
    expect(logins).toEqual([]);
  });

  test('[AUTH] Spanish is the default and English stays chosen after a reload', async ({ page }) => {
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();

    await page.getByLabel('Idioma').selectOption('en');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();

    // The header's toggle switches back, and that choice is kept too.
    await signInThroughForm(page, ACCOUNTS.companyAdmin);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await page.getByRole('button', { name: 'Español' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Panel principal' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Panel principal' })).toBeVisible();
  });

  test('[AUTH] the account keeps the language the app is read in (its e-mails follow it)', async ({ page, tenant }) => {
    await signIn(page, tenant.admin);
    const accountLanguage = async () => (await (await page.request.get('/api/auth/me')).json()).user.language;
    await expect.poll(accountLanguage).toBe('es');
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect.poll(accountLanguage).toBe('en');
  });

  test('[AUTH] a protected page sends a visitor without a session to the login page', async ({ page }) => {
    await page.goto('/users');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  });

  test('[AUTH] a signed-in user opening /login goes to the dashboard', async ({ page }) => {
    await signInThroughForm(page, ACCOUNTS.guard);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('[AUTH] logout ends the session and clears the stored user and company', async ({ page }) => {
    await signInThroughForm(page, ACCOUNTS.companyAdmin);
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();

    await expect(page).toHaveURL(/\/login$/);
    const stored = await page.evaluate(() => [localStorage.getItem('user'), localStorage.getItem('company')]);
    expect(stored).toEqual([null, null]);

    // The server session is gone too: a protected page sends us back to the login page.
    expect((await page.request.get('/api/auth/me')).status()).toBe(401);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });
});
