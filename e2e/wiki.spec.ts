// The wiki on a tenant of its own: a page found by a word typed without its accent, opened from the results; a link
// to another page opens it inside the app. es and en.
import { expect, signIn, test } from './support';

test.describe('wiki', () => {
  test('[WIKI] finds a page by a word typed without its accent and follows a link between pages', async ({ page, tenant }) => {
    const create = async (data: Record<string, unknown>) => {
      const res = await tenant.api.post('/api/wiki/pages', { data });
      expect(res.status()).toBe(201);
      return res.json();
    };
    const manual = await create({ title: 'Manual del guardia', body: '<p>Bienvenido.</p>' });
    await create({
      title: 'Plan de evacuación',
      parentId: manual.id,
      body: `<p>Punto de reunión: el estacionamiento norte. Vea el <a href="/wiki?page=${manual.id}">manual</a>.</p>`,
    });

    await signIn(page, tenant.admin);
    await page.goto('/wiki');
    await expect(
      page.getByRole('navigation', { name: 'Páginas de la wiki' }).getByRole('button', { name: 'Plan de evacuación' }),
    ).toBeVisible();
    await page.getByRole('searchbox', { name: 'Buscar en la wiki' }).fill('reunion evacuacion');
    const results = page.getByRole('list', { name: 'Resultados de la búsqueda' });
    await expect(results).toContainText('Punto de reunión');
    await results.getByRole('button', { name: /Plan de evacuación/ }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Plan de evacuación' })).toBeVisible();
    await page.screenshot({ path: '/tmp/i19b-wiki-search-es.png' });

    await page.getByRole('article').getByRole('link', { name: 'manual' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Manual del guardia' })).toBeVisible();

    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.goto('/wiki?search=evacuacion');
    await expect(page.getByRole('list', { name: 'Search results' })).toContainText('Plan de evacuación');
    await page.screenshot({ path: '/tmp/i19b-wiki-search-en.png' });
  });
});
