// /settings/api-endpoints: the API's reference from the server's own declarations — filtered by area, method and text
// (kept in the URL), each permission in words, in Spanish and English.
import { ACCOUNTS, expect, signIn, test } from './support';

test('[API-ENDPOINTS] the reference lists every endpoint with its permission, filtered by area, method and search (es, en)', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.companyAdmin, '/settings/api-endpoints');
  await expect(page.getByRole('heading', { level: 1, name: 'Puntos de conexión de API' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Puntos de conexión de API' });
  await expect(table.getByRole('row').nth(100)).toBeVisible();
  await page.getByLabel('Área').selectOption({ label: 'Usuarios' });
  await page.getByLabel('Método').selectOption('GET');
  await page.getByRole('searchbox', { name: 'Buscar por ruta o descripción' }).fill('paginated');
  await expect(page).toHaveURL(/tag=users/);
  await expect(page).toHaveURL(/search=paginated/);
  await expect(table.getByRole('row')).toHaveCount(2);
  const row = table.getByRole('row').nth(1);
  await expect(row).toContainText('/api/users/paginated');
  await expect(row).toContainText('Ver: Usuarios');
  await expect(page.getByText('1 punto de conexión.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Abrir la referencia interactiva (OpenAPI)' })).toHaveAttribute('href', '/api/docs');
  // The filters survive a reload, in English.
  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.reload();
  const tableEn = page.getByRole('table', { name: 'API Endpoints' });
  await expect(tableEn.getByRole('row').nth(1)).toContainText('View: Users');
  await expect(page.getByText('1 endpoint.')).toBeVisible();
  await page.getByLabel('Area').selectOption('');
  await page.getByRole('searchbox', { name: 'Search by path or description' }).fill('/api/events');
  await expect(tableEn.getByRole('row').nth(1)).toContainText('Event stream');
  await expect(tableEn.getByRole('row').nth(1)).toContainText('Any signed-in user');
});

test('[API-ENDPOINTS] a guard may not open the reference', async ({ page }) => {
  await signIn(page, ACCOUNTS.guard, '/settings/api-endpoints');
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Sin acceso' })).toBeVisible();
  await expect(page.getByText('/api/users/paginated')).toHaveCount(0);
});
