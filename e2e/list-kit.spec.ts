// The list kit in a browser: the users list keeps its filters in the URL (reload and back), shows cards on a phone, and
// the security company filter is a searchable combobox; in Spanish and English. Its own tenant, made through the API.
import { expect, type Page, test } from '@playwright/test';
import { ACCOUNTS, fillLogin, loginFields, signIn } from './support';

const uniq = () => Math.random().toString(36).slice(2, 8);

type TTenant = { companyName: string; companyId: string; lastName: string };

/** A security company of its own with three guards whose names sort differently by collation than by code point. */
const createTenant = async (page: Page): Promise<TTenant> => {
  const suffix = uniq();
  const companyName = `Lista Kit ${suffix}`;
  const lastName = `Kit${suffix}`;
  const created = await page.request.post('/api/companies', {
    data: { name: companyName, timeZone: 'America/Puerto_Rico', defaultLanguage: 'es' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const companyId = ((await created.json()) as { id: string }).id;
  for (const name of ['Zulma', 'Ángel', 'Beatriz']) {
    const user = await page.request.post('/api/users', {
      data: {
        email: `${name
          .normalize('NFD')
          .replace(/\p{Diacritic}/gu, '')
          .toLowerCase()}.${suffix}@listkit.example.com`,
        password: 'Garita-Norte-Luz-7',
        role: 'security_guard',
        companyId,
        name,
        lastName,
        stillEmployed: true,
        rank: 'guard',
        runnerForCompanies: [],
      },
    });
    expect(user.status(), await user.text()).toBe(201);
  }
  return { companyName, companyId, lastName };
};

const TEXT = {
  es: { users: 'Usuarios', company: 'Empresa de seguridad', search: 'Buscar', guards: 'Guardias de seguridad' },
  en: { users: 'Users', company: 'Security company', search: 'Search', guards: 'Security Guards' },
} as const;

const cards = (page: Page) => page.getByRole('main').getByRole('listitem');

const driveUsersList = async (page: Page, tenant: TTenant, language: 'es' | 'en', shot: string) => {
  const text = TEXT[language];
  await page.getByRole('navigation').getByRole('link', { name: text.users, exact: true }).click();
  await page.waitForURL('**/users');

  // The company filter is a combobox: type part of the name, pick it with the keyboard.
  const company = page.getByRole('combobox', { name: text.company });
  await company.fill(tenant.companyName.slice(0, 12));
  await expect(page.getByRole('option', { name: tenant.companyName })).toBeVisible();
  await company.press('ArrowDown');
  await company.press('Enter');
  await expect(company).toHaveValue(tenant.companyName);
  await expect(page).toHaveURL(new RegExp(`companyId=${tenant.companyId}`));
  await expect(cards(page)).toHaveCount(3);

  await page.getByRole('tab', { name: text.guards }).click();
  await expect(page).toHaveURL(/role=security_guard/);
  await page.getByRole('searchbox', { name: text.search }).fill('Beatriz');
  await expect(page).toHaveURL(/search=Beatriz/);
  await expect(cards(page)).toHaveCount(1);
  await page.screenshot({ path: test.info().outputPath(`${shot}-filtered.png`), fullPage: true });

  // A reload shows the same view: the filters are in the URL, not in memory.
  await page.reload();
  await expect(page.getByRole('searchbox', { name: text.search })).toHaveValue('Beatriz');
  await expect(page.getByRole('combobox', { name: text.company })).toHaveValue(tenant.companyName);
  await expect(page.getByRole('tab', { name: text.guards })).toHaveAttribute('aria-selected', 'true');
  await expect(cards(page)).toHaveCount(1);

  // Back undoes the search, then the role tab, keeping the company.
  await page.goBack();
  await expect(page).not.toHaveURL(/search=/);
  await expect(page.getByRole('searchbox', { name: text.search })).toHaveValue('');
  await expect(cards(page)).toHaveCount(3);
  await page.goBack();
  await expect(page).not.toHaveURL(/role=/);
  await expect(page).toHaveURL(new RegExp(`companyId=${tenant.companyId}`));
  await expect(cards(page)).toHaveCount(3);
  await page.screenshot({ path: test.info().outputPath(`${shot}-back.png`), fullPage: true });
};

test.describe('list kit', () => {
  test('[LIST-KIT] users list at 1280 px in Spanish: filters in the URL survive reload and back', async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, ACCOUNTS.builtInAdmin);
    const tenant = await createTenant(page);
    await driveUsersList(page, tenant, 'es', 'users-es-1280');
  });

  test('[LIST-KIT] users list at 390 px in English: cards, no sideways scroll, filters in the URL', async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/login');
    await page.getByLabel('Idioma').selectOption('en');
    await fillLogin(page, ACCOUNTS.builtInAdmin);
    await loginFields(page).submit.click();
    await page.waitForURL('**/dashboard');
    const tenant = await createTenant(page);
    // On a phone the navigation sits behind the menu button.
    await page.getByRole('button', { name: /^(Open navigation menu|Abrir menú de navegación)$/ }).click();
    await driveUsersList(page, tenant, 'en', 'users-en-390');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('[LIST-KIT] companies table: sort by name with the collation, column menu remembered, cards at 390 px', async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, ACCOUNTS.builtInAdmin);
    const tenant = await createTenant(page);
    await page.goto(`/companies?search=${encodeURIComponent(tenant.companyName)}`);
    const table = page.getByRole('table', { name: 'Empresas' });
    await expect(table.getByRole('row')).toHaveCount(2);
    const nameHeader = table.getByRole('columnheader', { name: /Empresa/ });
    await nameHeader.getByRole('button').click();
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(page).toHaveURL(/sort=name/);

    await page.getByRole('button', { name: 'Mostrar u ocultar columnas' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Contacto' }).click();
    await page.keyboard.press('Escape');
    await expect(table.getByRole('columnheader', { name: 'Contacto' })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('table', { name: 'Empresas' }).getByRole('columnheader', { name: 'Contacto' })).toHaveCount(0);
    await expect(page.getByRole('table', { name: 'Empresas' }).getByRole('columnheader', { name: /Empresa/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );

    await page.setViewportSize({ width: 390, height: 844 });
    const list = page.getByRole('list', { name: 'Empresas' });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.getByRole('heading', { name: new RegExp(tenant.companyName) })).toBeVisible();
    await expect(list.getByRole('button', { name: `Editar ${tenant.companyName}` })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('companies-es-390.png'), fullPage: true });
  });
});
