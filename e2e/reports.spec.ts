// The reports hub, the system-logs report and the shared report page's date range handling, at desktop and phone widths
// and in both languages.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { ACCOUNTS, expect, signIn, test, typedDate } from './support';

type TLanguage = 'es' | 'en';
const catalog = (language: TLanguage, ns: string) =>
  JSON.parse(readFileSync(new URL(`../apps/web/src/i18n/locales/${language}/${ns}.json`, import.meta.url), 'utf8'));
const shell = { es: catalog('es', 'shell'), en: catalog('en', 'shell') };

const WIDTHS = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 375, height: 812 },
] as const;

/**
 * Each width once and each language once (desktop in Spanish, phone in English): the layout depends on the width and
 * the copy on the language, so the other two pairings repeated both checks (CI time, docs/ARCHITECTURE.md "Tests").
 */
const SIZE_LANGUAGE = [
  [WIDTHS[0], 'es'],
  [WIDTHS[1], 'en'],
] as const satisfies readonly (readonly [(typeof WIDTHS)[number], TLanguage])[];

const useLanguage = async (page: Page, language: TLanguage) => {
  await page.evaluate((lang) => localStorage.setItem('language', lang), language);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
};

/** The page itself never scrolls sideways (tables scroll inside their card). */
const expectNoSidewaysScroll = async (page: Page) => {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
};

const REPORTS = [
  { path: '/open-report', key: 'openReport', built: true },
  { path: '/open-rosters-report', key: 'openRostersReport', built: true },
  { path: '/opportunities-report', key: 'opportunitiesReport', built: true },
  { path: '/absence-report', key: 'absenceReport', built: true },
  { path: '/posts-report', key: 'postsReport', built: true },
  { path: '/post-status-report', key: 'postStatusReport', built: true },
  { path: '/rosters-data-report', key: 'rostersDataReport', built: true },
  { path: '/attendance-report', key: 'attendanceReport', built: true },
  { path: '/guard-actions-report', key: 'guardActionsReport', built: true },
  { path: '/rounds-report', key: 'roundsReport', built: false },
  { path: '/novelties-report', key: 'noveltiesReport', built: true },
  { path: '/incidents-report', key: 'incidentsReport', built: true },
  { path: '/system-logs-report', key: 'systemLogsReport', built: true },
] as const;

const HUB_TEXT = {
  es: {
    groups: ['Personal y cobertura', 'Puestos y cuadrantes', 'Operaciones', 'Auditoría'],
    notAvailable: 'Aún no disponible',
    noAccess: 'Sin acceso',
  },
  en: {
    groups: ['Staffing and coverage', 'Posts and rosters', 'Operations', 'Audit'],
    notAvailable: 'Not available yet',
    noAccess: 'No access',
  },
} as const;

test.describe('reports hub', () => {
  for (const [size, language] of SIZE_LANGUAGE) {
    test(`[REPORTS] the hub lists every report, grouped, built ones open and the others marked (${size.name}, ${language})`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      await signIn(page, ACCOUNTS.companyAdmin);
      await useLanguage(page, language);
      await page.goto('/reports');
      const text = HUB_TEXT[language];
      for (const group of text.groups) await expect(page.getByRole('heading', { name: group, level: 2 })).toBeVisible();
      const main = page.locator('#main-content');
      for (const report of REPORTS) {
        const title = shell[language].routes[report.key] as string;
        if (report.built) {
          const link = main.getByRole('link', { name: title, exact: true });
          await expect(link).toBeVisible();
          await expect(link).toHaveAttribute('href', report.path);
        } else {
          await expect(main.getByRole('link', { name: title, exact: true })).toHaveCount(0);
          const card = main.getByTestId(`report-card-${report.key}`);
          await expect(card).toContainText(title);
          await expect(card).toContainText(text.notAvailable);
          await expect(card).toHaveAttribute('aria-disabled', 'true');
        }
      }
      // A one-line description on each card.
      await expect(main.getByRole('listitem')).toHaveCount(REPORTS.length);
      for (const item of await main.getByRole('listitem').all()) expect((await item.innerText()).split('\n').length).toBeGreaterThan(1);
      await expectNoSidewaysScroll(page);

      await main.getByRole('link', { name: shell[language].routes.systemLogsReport, exact: true }).click();
      await page.waitForURL('**/system-logs-report');
    });
  }

  test('[REPORTS] a guard sees the audit report as closed to them, and opening it says why', async ({ page }) => {
    await signIn(page, ACCOUNTS.guard, '/reports');
    const card = page.getByTestId('report-card-systemLogsReport');
    await expect(card).toContainText(HUB_TEXT.es.noAccess);
    await expect(page.getByRole('link', { name: shell.es.routes.openRostersReport, exact: true })).toBeVisible();
    await page.goto('/system-logs-report');
    await expect(page.getByText('El registro del sistema es solo para los administradores de la empresa.')).toBeVisible();
  });
});

test.describe('system-logs report', () => {
  for (const size of WIDTHS) {
    test(`[REPORTS] the audit log: entries in the reader's language, filters, paging and a translated CSV (${size.name})`, async ({
      page,
      tenant,
    }) => {
      await page.setViewportSize(size);
      // On a tenant of its own (e2e/support/tenant.ts): its admin's entries only, and a guard who did nothing.
      const guard = await tenant.addGuard();
      await signIn(page, tenant.admin);
      // A change to find: a customer company created now.
      const customer = `Condominio Auditoría ${Date.now().toString(36)}`;
      const created = await page.request.post('/api/customer-companies', { data: { name: customer, contactPerson: 'Iris Vega' } });
      expect(created.status(), await created.text()).toBe(201);
      await page.goto('/system-logs-report');

      const table = page.getByRole('table', { name: 'Informe' });
      await expect(table).toBeVisible();
      // Newest first: the creation is the first row, worded in Spanish with translated action and entity type.
      const first = table.getByRole('row').nth(1);
      await expect(first).toContainText(customer);
      await expect(first).toContainText('Creación');
      await expect(first).toContainText('Empresas cliente');
      await expect(table).toContainText(`${tenant.admin.email} inició sesión`);
      await expectNoSidewaysScroll(page);

      // Filter: sign-ins only.
      await page.getByLabel('Acción').selectOption({ label: 'Inicio de sesión' });
      await expect(table).not.toContainText(customer);
      const actions = await table.getByRole('row').locator('td:nth-child(2)').allInnerTexts();
      expect(actions.length).toBeGreaterThan(0);
      expect(new Set(actions)).toEqual(new Set(['Inicio de sesión']));
      // Entity type and user filters narrow further; a filter with nothing to show says so.
      await page.getByLabel('Acción').selectOption({ label: 'Todas las acciones' });
      await page.getByLabel('Tipo de entidad').selectOption({ label: 'Empresas cliente' });
      await expect(table.getByRole('row').nth(1)).toContainText(customer);
      const people = (await (await page.request.get('/api/reports/system-logs/users')).json()) as { value: string; label: string }[];
      const guardOption = people.find((p) => p.value === guard.id);
      expect(guardOption).toBeDefined();
      await page.getByLabel('Usuario', { exact: true }).selectOption(guardOption?.value ?? '');
      await expect(page.getByText('No hay nada que informar')).toBeVisible();
      await page.getByLabel('Usuario', { exact: true }).selectOption({ label: 'Todos los usuarios' });
      await page.getByLabel('Tipo de entidad').selectOption({ label: 'Todos los tipos' });

      // CSV: headers and values in Spanish.
      const download = page.waitForEvent('download');
      await page.getByRole('link', { name: 'Exportar CSV' }).click();
      const csv = readFileSync(await (await download).path(), 'utf8');
      expect(csv.split('\r\n')[0]).toBe(
        '\uFEFFFecha y hora,Acción,Tipo de entidad,Descripción,Usuario,Correo electrónico,Empresa,ID de entidad',
      );
      expect(csv).toContain(',Creación,Empresas cliente,');
      expect(csv).toContain(customer);
      expect(csv).not.toMatch(/,CREATE,|,customer-companies,/);

      // English: the same entries in English, and an English CSV.
      await useLanguage(page, 'en');
      const english = page.getByRole('table', { name: 'Report' });
      await expect(english.getByRole('row').nth(1)).toContainText(`Customer company "${customer}" created`);
      await expect(english.getByRole('row').nth(1)).toContainText('Customer companies');
      await expect(english).toContainText(`${tenant.admin.email} signed in`);
      const enDownload = page.waitForEvent('download');
      await page.getByRole('link', { name: 'Export CSV' }).click();
      const enCsv = readFileSync(await (await enDownload).path(), 'utf8');
      expect(enCsv.split('\r\n')[0]).toBe('\uFEFFDate and time,Action,Entity type,Description,User,Email,Company,Entity ID');
      expect(enCsv).toContain(',Create,Customer companies,');
      await expectNoSidewaysScroll(page);
      await useLanguage(page, 'es');
    });
  }
});

test.describe('report date range', () => {
  for (const [size, language] of SIZE_LANGUAGE) {
    test(`[REPORTS] a bad range replaces the results with the reason; over the limit it states the limit (${size.name}, ${language})`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      await signIn(page, ACCOUNTS.companyAdmin);
      await useLanguage(page, language);
      await page.goto('/rosters-data-report');
      const words =
        language === 'es'
          ? {
              table: 'Informe',
              from: 'Desde',
              to: 'Hasta',
              inverted: 'la fecha de inicio no puede ser posterior',
              tooLong: 'El rango máximo es de 92 días',
            }
          : {
              table: 'Report',
              from: 'From',
              to: 'To',
              inverted: 'the start date must not be after the end date',
              tooLong: 'The maximum range is 92 days',
            };
      const table = page.getByRole('table', { name: words.table });
      await expect(table).toBeVisible();
      await expect(page.getByRole('navigation', { name: /Paginación|Pagination/ })).toBeVisible();
      const from = page.getByLabel(words.from, { exact: true });
      const to = page.getByLabel(words.to, { exact: true });
      const start = await from.inputValue();

      // From after to: the table, totals and pages go; the reason takes their place.
      await to.fill(typedDate('2020-01-01', language));
      await expect(page.getByRole('alert').filter({ hasText: words.inverted })).toBeVisible();
      await expect(table).toHaveCount(0);
      await expect(page.getByRole('navigation', { name: /Paginación|Pagination/ })).toHaveCount(0);
      await expect(page.getByText(/\d+ (filas|rows)/)).toHaveCount(0);
      await expect(page.getByRole('link', { name: /Exportar CSV|Export CSV/ })).toHaveCount(0);

      // Over the server's limit: the message states the limit, in the reader's language.
      await from.fill(typedDate('2026-01-01', language));
      await to.fill(typedDate('2026-12-31', language));
      await expect(page.getByRole('alert').filter({ hasText: words.tooLong })).toBeVisible();
      await expect(table).toHaveCount(0);
      await expect(page.getByRole('navigation', { name: /Paginación|Pagination/ })).toHaveCount(0);
      await expectNoSidewaysScroll(page);

      // A valid range brings the results back.
      await from.fill(start);
      await to.fill(start);
      await expect(table).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
      await useLanguage(page, 'es');
    });
  }
});
