// Money and dates follow the language (decision 0010): an amount typed '18,75' in Spanish is 1875 cents on the wire
// and reads '$18.75' in English; a date typed 31/12/2026 in Spanish is sent as 2026-12-31 and reads 12/31/2026 in
// English. Each test makes its own guard and post through the API, on a tenant of its own (e2e/support/tenant.ts).
import type { Page, Request } from '@playwright/test';
import { expect, signIn, test } from './support';

const WIDTHS = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 375, height: 812 },
] as const;

const uniq = () => Math.random().toString(36).slice(2, 8);

const useLanguage = async (page: Page, language: 'es' | 'en') => {
  await page.evaluate((lang) => localStorage.setItem('language', lang), language);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
};

const expectNoSidewaysScroll = async (page: Page) => {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
};

const openEditor = async (page: Page, fullName: string, language: 'es' | 'en') => {
  await page.goto('/users');
  await page.getByRole('searchbox', { name: language === 'es' ? 'Buscar' : 'Search' }).fill(fullName);
  const card = page.getByRole('main').getByRole('listitem', { name: fullName });
  await card.getByRole('button', { name: language === 'es' ? `Editar a ${fullName}` : `Edit ${fullName}` }).click();
  const dialog = page.getByRole('dialog', { name: language === 'es' ? `Editar usuario: ${fullName}` : `Edit User: ${fullName}` });
  await expect(dialog).toBeVisible();
  return dialog;
};

test.describe('money and dates in the language', () => {
  for (const size of WIDTHS) {
    test(`[MONEY] a wage typed 18,75 and a date typed 31/12/2026 in Spanish are sent as 1875 and 2026-12-31 and read $18.75 and 12/31/2026 in English (${size.name})`, async ({
      page,
      tenant,
    }) => {
      await page.setViewportSize(size);
      await signIn(page, tenant.admin);
      await useLanguage(page, 'es');
      const me = await (await page.request.get('/api/auth/me')).json();
      expect(me.company.currency).toBe('USD');
      const lastName = `Moneda${uniq()}`;
      const fullName = `Marta ${lastName}`;
      const created = await page.request.post('/api/users', {
        data: {
          email: `marta-${uniq()}@example.com`,
          password: 'Guard-Pass-123',
          role: 'security_guard',
          companyId: me.company.id,
          name: 'Marta',
          lastName,
          rank: 'guard',
        },
      });
      expect(created.status(), await created.text()).toBe(201);
      const guardId = ((await created.json()) as { id: string }).id;

      // Spanish: a malformed amount is refused on the field; 18,75 and 31/12/2026 are accepted.
      let dialog = await openEditor(page, fullName, 'es');
      const wage = dialog.getByLabel('Salario por hora');
      const start = dialog.getByLabel('Fecha de inicio de empleo');
      await expect(start).toHaveAttribute('placeholder', 'dd/mm/aaaa');
      await wage.fill('18,7,5');
      await start.fill('31/13/2026');
      await dialog.getByRole('button', { name: 'Actualizar usuario' }).click();
      await expect(dialog.getByText('Escriba un importe válido, por ejemplo 18.75')).toBeVisible();
      await expect(dialog.getByText('Escriba una fecha válida (dd/mm/aaaa)')).toBeVisible();
      await wage.fill('18,75');
      await start.fill('31/12/2026');
      const sent: Promise<Request> = page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith(`/api/users/${guardId}`));
      await dialog.getByRole('button', { name: 'Actualizar usuario' }).click();
      const body = (await sent).postDataJSON();
      expect(body).toMatchObject({ hourlyWageCents: 1875, employmentStartDate: '2026-12-31' });
      await expect(page.getByText('Usuario actualizado correctamente')).toBeVisible();
      await expect(dialog).toBeHidden();
      const stored = await (await page.request.get(`/api/users/${guardId}`)).json();
      expect(stored).toMatchObject({ hourlyWageCents: 1875, employmentStartDate: '2026-12-31' });

      // Spanish shows it the Spanish way…
      dialog = await openEditor(page, fullName, 'es');
      await expect(dialog.getByLabel('Salario por hora')).toHaveValue('$18.75');
      await expect(dialog.getByLabel('Fecha de inicio de empleo')).toHaveValue('31/12/2026');
      await expectNoSidewaysScroll(page);

      // …and English the English way.
      await useLanguage(page, 'en');
      dialog = await openEditor(page, fullName, 'en');
      await expect(dialog.getByLabel('Hourly wage')).toHaveValue('$18.75');
      await expect(dialog.getByLabel('Employment start date')).toHaveValue('12/31/2026');
      await expect(dialog.getByLabel('Employment start date')).toHaveAttribute('placeholder', 'mm/dd/yyyy');
      // In focus the amount is the plain number to edit.
      await dialog.getByLabel('Hourly wage').focus();
      await expect(dialog.getByLabel('Hourly wage')).toHaveValue('18.75');
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: test.info().outputPath(`user-editor-en-${size.name}.png`) });
      await useLanguage(page, 'es');
    });

    test(`[MONEY] the posts report shows a rate of 1875 cents as $18.75 in Spanish (Puerto Rico) and in English (${size.name})`, async ({
      page,
      tenant,
    }) => {
      await page.setViewportSize(size);
      await tenant.addCustomer('Plaza Los Flamboyanes');
      await signIn(page, tenant.admin);
      const options = (await (await page.request.get('/api/posts/form-options')).json()) as { customerCompanies: { value: string }[] };
      const name = `Caseta tarifa ${uniq()}`;
      const created = await page.request.post('/api/posts', {
        data: { name, customerCompanyId: options.customerCompanies[0]?.value, billRateCents: 30, payRateCents: 1875 },
      });
      expect(created.status(), await created.text()).toBe(201);
      for (const [language, pay, bill, search] of [
        ['es', /\$18\.75/, /\$0\.30/, 'Buscar'],
        ['en', /\$18\.75/, /\$0\.30/, 'Search'],
      ] as const) {
        await page.goto('/posts-report');
        await useLanguage(page, language);
        await page.getByLabel(search, { exact: true }).fill(name);
        const row = page.getByRole('row').filter({ hasText: name });
        await expect(row).toHaveCount(1);
        await expect(row).toContainText(pay);
        await expect(row).toContainText(bill);
        await expectNoSidewaysScroll(page);
      }
      await useLanguage(page, 'es');
    });
  }
});
