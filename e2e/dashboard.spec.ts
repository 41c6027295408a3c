import type { Page } from '@playwright/test';
import { formatSystemLogMessage, isSystemLogMessageKey, type TLanguage } from '@centinela/shared';
import { ACCOUNTS, expect, signIn, test } from './support';
import { seriousViolations } from './support/axe';

type TLogDetails = { messageKey?: string; messageParams?: Record<string, unknown>; description?: string };

/** What the activity list should say for an entry in one language. */
const inLanguage = (language: TLanguage, details: TLogDetails) =>
  isSystemLogMessageKey(details.messageKey)
    ? formatSystemLogMessage(language, details.messageKey, details.messageParams)
    : (details.description ?? '');

type TStats = { totalGuards: number; activePosts: number; customerCompanies: number; systemAlerts: number };

const statValue = (page: Page, label: string) => page.getByRole('region', { name: label }).getByTestId('stat-value');

test.describe('dashboard', () => {
  test('[DASHBOARD] the four stat cards show the counts of the demo company', async ({ page }) => {
    // Shift offers are made to guards only: an admin's dashboard never asks for them.
    const offerRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/shift-offers') offerRequests.push(request.url());
    });
    await signIn(page, ACCOUNTS.companyAdmin);
    const stats = (await (await page.request.get('/api/dashboard/stats')).json()) as TStats;
    // The demo company: about 40 employed guards, two customers, seeded ERROR and ALERT logs.
    expect(stats.totalGuards).toBeGreaterThan(30);
    expect(stats.customerCompanies).toBe(2);
    expect(stats.systemAlerts).toBeGreaterThanOrEqual(2);

    await expect(statValue(page, 'Total de guardias')).toHaveText(String(stats.totalGuards));
    await expect(statValue(page, 'Puestos activos')).toHaveText(String(stats.activePosts));
    await expect(statValue(page, 'Empresas cliente')).toHaveText(String(stats.customerCompanies));
    await expect(statValue(page, 'Alertas del sistema')).toHaveText(String(stats.systemAlerts));
    expect(offerRequests).toEqual([]);
  });

  test("[DASHBOARD] recent activity lists the latest entries in the reader's language with their entity badge", async ({
    page,
    tenant,
  }) => {
    // On a tenant of its own (e2e/support/tenant.ts): no other spec's sign-ins or changes land in its latest entries.
    await signIn(page, tenant.admin);
    const customer = `Condominio Vista Mar ${Date.now().toString(36)}`;
    const created = await page.request.post('/api/customer-companies', { data: { name: customer, contactPerson: 'Iris Vega' } });
    expect(created.status(), await created.text()).toBe(201);
    await page.reload();

    const logs = (await (await page.request.get('/api/system-logs?limit=20')).json()) as { details: TLogDetails }[];
    expect(logs.length).toBeGreaterThanOrEqual(5);
    const shown = logs.slice(0, 10);
    const activity = page.getByRole('list', { name: 'Actividad reciente' });
    await expect(activity.getByRole('listitem')).toHaveCount(shown.length);
    for (const [index, log] of shown.entries()) {
      await expect(activity.getByRole('listitem').nth(index)).toContainText(inLanguage('es', log.details));
    }
    await expect(activity.getByRole('listitem').first()).toContainText(`Empresa cliente "${customer}" creada`);
    await expect(activity.getByRole('listitem').first()).toContainText('Clientes');
    await expect(activity).toContainText(`${tenant.admin.email} inició sesión`);

    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.reload();
    const english = page.getByRole('list', { name: 'Recent Activity' });
    await expect(english.getByRole('listitem').first()).toContainText(`Customer company "${customer}" created`);
    await expect(english.getByRole('listitem').first()).toContainText('Customers');
    await expect(english).toContainText(`${tenant.admin.email} signed in`);
    await page.evaluate(() => localStorage.setItem('language', 'es'));
  });

  test('[DASHBOARD] guard status lists guards with their state, post and phone', async ({ page }) => {
    await signIn(page, ACCOUNTS.companyAdmin);
    const guards = page.getByRole('list', { name: 'Estado de guardias' });
    await expect(guards.getByRole('listitem').first()).toBeVisible();
    const items = guards.getByRole('listitem');
    expect(await items.count()).toBeGreaterThan(0);
    expect(await items.count()).toBeLessThanOrEqual(10);
    const first = items.first();
    await expect(first.getByText(/^(Activo|Inactivo)$/)).toBeVisible();
    await expect(guards).toContainText(/\(\d{3}\) \d{3}-\d{4}/);
  });

  test('[DASHBOARD] axe finds no serious or critical violation on /login and /dashboard', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('option', { name: ACCOUNTS.companyAdmin.company })).toBeAttached();
    expect(await seriousViolations(page)).toEqual([]);

    await signIn(page, ACCOUNTS.companyAdmin);
    await expect(page.getByRole('list', { name: 'Estado de guardias' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Actividad reciente' })).toBeVisible();
    await expect(statValue(page, 'Total de guardias')).toBeVisible();
    // Let the sign-in toast leave so it is not half-faded during the scan.
    await expect(page.getByText('Sesión iniciada correctamente')).toBeHidden({ timeout: 8000 });
    expect(await seriousViolations(page)).toEqual([]);
  });
});
