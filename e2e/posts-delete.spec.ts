// Deleting a post says what references it BEFORE asking: a referenced post offers deactivation, never a delete that fails.
// On a tenant of its own (e2e/support/tenant.ts): the post "Portón principal" with its roster "Semana regular".
import type { Page } from '@playwright/test';
import { expect, signIn, test } from './support';

const WIDTHS = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 375, height: 812 },
] as const;

const TEXT = {
  es: {
    search: 'Buscar',
    delete: (name: string) => `Eliminar ${name}`,
    blocked: (name: string) => `No se puede eliminar ${name}`,
    roster: 'Cuadrante Semana regular',
    instead: 'Puede desactivarlo en su lugar',
    deactivate: 'Desactivar',
    close: 'Cerrar',
    deleteButton: 'Eliminar',
    cancel: 'Cancelar',
    deleted: 'Puesto eliminado correctamente',
  },
  en: {
    search: 'Search',
    delete: (name: string) => `Delete ${name}`,
    blocked: (name: string) => `${name} cannot be deleted`,
    roster: 'Roster Semana regular',
    instead: 'You can deactivate it instead',
    deactivate: 'Deactivate',
    close: 'Close',
    deleteButton: 'Delete',
    cancel: 'Cancel',
    deleted: 'Post deleted successfully',
  },
} as const;

const useLanguage = async (page: Page, language: 'es' | 'en') => {
  await page.evaluate((lang) => localStorage.setItem('language', lang), language);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
};

test.describe('deleting a post', () => {
  for (const size of WIDTHS) {
    for (const language of ['es', 'en'] as const) {
      test(`[POSTS] a referenced post lists what uses it and offers deactivation; an unused one is deleted (${size.name}, ${language})`, async ({
        page,
        tenant,
      }) => {
        const words = TEXT[language];
        const plaza = await tenant.addCustomer('Plaza Los Flamboyanes');
        const gate = await tenant.addPost(plaza.id, 'Portón principal');
        await tenant.addRoster({
          postId: gate.id,
          name: 'Semana regular',
          effectiveFrom: new Intl.DateTimeFormat('en-CA', { timeZone: tenant.timeZone }).format(new Date()),
          scheduleData: { days: [{ dayOfWeek: 1, shifts: [{ shiftNumber: 1, startTime: '07:00', endTime: '15:00', requiredGuards: 1 }] }] },
        });
        await page.setViewportSize(size);
        await signIn(page, tenant.admin);
        await useLanguage(page, language);
        await page.goto('/posts');

        // Portón principal has a roster: no delete is offered, no DELETE request is ever sent.
        const deletes: string[] = [];
        page.on('request', (request) => {
          if (request.method() === 'DELETE' && request.url().includes('/api/posts/')) deletes.push(request.url());
        });
        await page.getByLabel(words.search).fill('Portón principal');
        await page.getByRole('button', { name: words.delete('Portón principal') }).click();
        const dialog = page.getByRole('alertdialog');
        await expect(dialog.getByRole('heading', { name: words.blocked('Portón principal') })).toBeVisible();
        await expect(dialog.getByRole('listitem').filter({ hasText: words.roster })).toBeVisible();
        await expect(dialog).toContainText(words.instead);
        await expect(dialog.getByRole('button', { name: words.deactivate })).toBeVisible();
        await expect(dialog.getByRole('button', { name: words.deleteButton, exact: true })).toHaveCount(0);
        await dialog.getByRole('button', { name: words.close }).click();
        await expect(dialog).toHaveCount(0);
        expect(deletes).toEqual([]);

        // An unused post: the dialog asks, and delete works.
        const name = `Caseta ${language}-${size.width}-${Date.now().toString(36)}`;
        const options = (await (await page.request.get('/api/posts/form-options')).json()) as { customerCompanies: { value: string }[] };
        const created = await page.request.post('/api/posts', {
          data: { name, customerCompanyId: options.customerCompanies[0].value },
        });
        expect(created.status(), await created.text()).toBe(201);
        await page.getByLabel(words.search).fill(name);
        await page.getByRole('button', { name: words.delete(name) }).click();
        await expect(dialog.getByRole('button', { name: words.deleteButton, exact: true })).toBeVisible();
        await expect(dialog.getByRole('button', { name: words.deactivate })).toHaveCount(0);
        await dialog.getByRole('button', { name: words.deleteButton, exact: true }).click();
        await expect(page.getByText(words.deleted)).toBeVisible();
        expect(deletes).toHaveLength(1);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
      });
    }
  }
});
