// The emergency directory on a tenant of its own: a guard sees the company's contacts and those of the post they
// work at, never another post's; phones are tel: links; the page has a print view.
import { expect, signIn, test } from './support';

test.describe('emergency directory', () => {
  test("[EMERGENCY] a guard sees only their post's directory (and the company's), with phones to call", async ({ page, tenant }) => {
    const guard = await tenant.addGuard();
    const customer = await tenant.addCustomer('Plaza Los Flamboyanes');
    const own = await tenant.addPost(customer.id, 'Portón principal', { assignedGuardId: guard.id });
    const other = await tenant.addPost(customer.id, 'Muelle de carga');
    const add = async (data: Record<string, unknown>) =>
      expect((await tenant.api.post('/api/emergency-contacts', { data })).status()).toBe(201);
    await add({ kind: 'police', name: 'Policía Municipal', phones: ['911', '(787) 555-0100'] });
    await add({ kind: 'supervisor', name: 'Supervisor del Portón', phones: ['787-555-0111'], postId: own.id });
    await add({ kind: 'client_contact', name: 'Gerente del Muelle', phones: ['787-555-0122'], postId: other.id });

    // The admin sees all three and can filter one post's directory.
    await signIn(page, tenant.admin, '/emergency-directory');
    await expect(page.getByRole('row', { name: /Gerente del Muelle/ })).toBeVisible();
    await page.getByLabel('Puesto', { exact: true }).selectOption({ label: 'Portón principal · Plaza Los Flamboyanes' });
    await expect(page.getByRole('row', { name: /Gerente del Muelle/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Imprimir el directorio de Portón principal' })).toBeEnabled();
    await page.screenshot({ path: '/tmp/i19-emergency-admin-es.png' });
    await page.emulateMedia({ media: 'print' });
    await page.screenshot({ path: '/tmp/i19-emergency-print-es.png' });
    await page.emulateMedia({ media: 'screen' });

    // The guard.
    await page.context().clearCookies();
    await signIn(page, guard, '/emergency-directory');
    const police = page.getByRole('row', { name: /Policía Municipal/ });
    await expect(police).toBeVisible();
    await expect(police.getByRole('link', { name: 'Llamar a Policía Municipal al (787) 555-0100' })).toHaveAttribute(
      'href',
      'tel:+17875550100',
    );
    await expect(page.getByRole('row', { name: /Supervisor del Portón/ })).toContainText('Portón principal');
    await expect(page.getByRole('row', { name: /Gerente del Muelle/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Agregar contacto' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Editar Policía Municipal' })).toHaveCount(0);
    await page.screenshot({ path: '/tmp/i19-emergency-guard-es.png' });

    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Emergency Directory' })).toBeVisible();
    await expect(page.getByRole('row', { name: /Policía Municipal/ })).toContainText('Police');
    await page.screenshot({ path: '/tmp/i19-emergency-guard-en.png' });
  });
});
