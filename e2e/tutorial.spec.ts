// The tutorial on a tenant of its own: the first-steps checklist ticks itself from real data; the admin's guided tour
// starts over the real menu, its first step is completed (saved on the server) and the next page opens. es and en.
import { expect, signIn, test } from './support';

test.describe('tutorial', () => {
  test('[TUTORIAL] the checklist ticks itself and the first tour step is completed', async ({ page, tenant }) => {
    const customer = await tenant.addCustomer('Centro Comercial Los Prados');
    await tenant.addPost(customer.id, 'Entrada principal');

    await signIn(page, tenant.admin);
    await page.goto('/tutorial');
    const checklist = page.getByRole('list', { name: 'Primeros pasos' });
    await expect(checklist.getByRole('listitem').filter({ hasText: 'Agregar una empresa cliente' })).toHaveAttribute('data-done', 'true');
    await expect(checklist.getByRole('listitem').filter({ hasText: 'Crear un puesto' })).toHaveAttribute('data-done', 'true');
    await expect(checklist.getByRole('listitem').filter({ hasText: 'Agregar un guardia' })).toHaveAttribute('data-done', 'false');

    await page.getByRole('button', { name: 'Empezar el recorrido' }).click();
    const step = page.getByRole('dialog', { name: 'El menú' });
    await expect(step).toContainText('Paso 1 de 8');
    await expect(page.locator('[data-tour-highlight="menu"]')).toBeVisible();
    await page.screenshot({ path: '/tmp/i19b-tutorial-step1-es.png' });
    await step.getByRole('button', { name: 'Siguiente' }).click();

    await expect(page).toHaveURL(/\/customer-companies$/);
    await expect(page.getByRole('dialog', { name: 'Empresas cliente' })).toContainText('Paso 2 de 8');
    await expect(page.locator('[data-tour-highlight="customers"]')).toBeVisible();
    const progress = await (await page.request.get('/api/tutorial/progress')).json();
    expect(progress).toMatchObject({ tour: 'admin', step: 1, status: 'active' });
    await page.screenshot({ path: '/tmp/i19b-tutorial-step2-es.png' });

    // The tour survives a reload (the place is on the server), in English too; skipping ends it.
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.reload();
    const english = page.getByRole('dialog', { name: 'Customer companies' });
    await expect(english).toContainText('Step 2 of 8');
    await page.screenshot({ path: '/tmp/i19b-tutorial-step2-en.png' });
    await english.getByRole('button', { name: 'Skip the tour' }).click();
    await expect(english).toHaveCount(0);
    await page.goto('/tutorial');
    await expect(page.getByRole('button', { name: 'Continue at step 2' })).toBeVisible();
  });
});
