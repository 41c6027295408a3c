// Uniforms on a tenant of its own: issuing to a guard lowers the size's stock; issuing more than the stock is refused
// (nothing issued); the guard's kit shows in the user editor.
import { expect, signIn, test } from './support';

test.describe('uniforms and accessories', () => {
  test('[UNIFORMS] issue a uniform to a guard and see the stock drop; more than the stock is refused', async ({ page, tenant }) => {
    await tenant.addGuard();
    const created = await tenant.api.post('/api/uniform-items', {
      data: {
        name: 'Camisa de uniforme',
        unitCostCents: 2599,
        lowStockThreshold: 2,
        sizes: [
          { size: 'M', stock: 5 },
          { size: 'L', stock: 1 },
        ],
      },
    });
    expect(created.status()).toBe(201);

    await signIn(page, tenant.admin, '/uniforms-accessories');
    const row = page.getByRole('row', { name: /Camisa de uniforme/ });
    await expect(row.getByTestId('total-stock')).toHaveText('6');
    await expect(row).toContainText('$25.99');
    await expect(row).toContainText('Existencias bajas');

    await row.getByRole('button', { name: 'Entregar Camisa de uniforme' }).click();
    const form = page.getByRole('form', { name: 'Entregar Camisa de uniforme' });
    await form.getByLabel('Guardia').selectOption({ index: 1 }); // the tenant's only guard
    await form.getByLabel('Talla').selectOption({ label: 'M: 5' });
    await form.getByLabel('Cantidad').fill('2');
    // Its cost (2 × 25,99) deducted from the guard's pay over 2 pay runs: a payroll deduction from the uniform.
    await form.getByLabel('Descontar de la nómina en cuotas').fill('2');
    await form.getByRole('button', { name: 'Entregar' }).click();
    await expect(page.getByText(/^2 × Camisa de uniforme entregado a Luis .*Rivera/)).toBeVisible();
    const deductions = (await (await tenant.api.get('/api/payroll/deductions')).json()) as {
      source: string;
      totalCents: number | null;
      amountCents: number;
    }[];
    expect(deductions.filter((d) => d.source === 'uniform').map((d) => [d.totalCents, d.amountCents])).toEqual([[5198, 2599]]);
    await expect(row.getByTestId('total-stock')).toHaveText('4');
    await expect(row).toContainText('M: 3');

    // More than the stock: refused, and the stock stays.
    await row.getByRole('button', { name: 'Entregar Camisa de uniforme' }).click();
    await form.getByLabel('Guardia').selectOption({ index: 1 }); // the tenant's only guard
    await form.getByLabel('Talla').selectOption({ label: 'M: 3' });
    await form.getByLabel('Cantidad').fill('4');
    await form.getByRole('button', { name: 'Entregar' }).click();
    await expect(page.getByText('No hay existencias suficientes: quedan 3 en esta talla. No se entregó nada.')).toBeVisible();
    await expect(form.getByText('No hay existencias suficientes en esta talla')).toBeVisible();
    await page.screenshot({ path: '/tmp/i19-uniforms-refused-es.png' });
    await page.keyboard.press('Escape');
    await expect(row.getByTestId('total-stock')).toHaveText('4');

    // The issue is listed, and the history shows it.
    await page.getByRole('tab', { name: 'Entregado a guardias' }).click();
    await expect(page.getByRole('row', { name: /Luis .*Rivera/ })).toContainText('Camisa de uniforme · M');
    await page.screenshot({ path: '/tmp/i19-uniforms-es.png' });

    // The guard's kit, read-only, in the user editor.
    await page.goto('/users');
    await page.getByRole('button', { name: /^Editar a Luis/ }).click();
    const editor = page.getByRole('dialog', { name: /^Editar usuario: Luis/ });
    await editor.getByRole('tab', { name: 'Uniformes y accesorios' }).click();
    await expect(editor.getByRole('region', { name: 'Uniformes y accesorios' })).toContainText('2 × Camisa de uniforme (M)');
    await page.screenshot({ path: '/tmp/i19-uniforms-kit-es.png' });
    await page.goto('/uniforms-accessories?tab=issues');

    // English.
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Issued to guards' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'Stock' }).click();
    await expect(page.getByRole('row', { name: /Camisa de uniforme/ })).toContainText('Low stock');
    await page.screenshot({ path: '/tmp/i19-uniforms-en.png' });
  });
});
