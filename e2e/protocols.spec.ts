// Protocols on a tenant of its own: the admin edits a draft in the rich text editor and publishes it; the guard of the
// protocol's post reads it and acknowledges it; the admin sees who has. es and en.
import { expect, signIn, test } from './support';

test.describe('protocols', () => {
  test('[PROTOCOLS] publish a version, a guard acknowledges it, the admin sees the acknowledgement', async ({ page, tenant }) => {
    // Three sign-ins and six full page loads: on a loaded 2-core CI machine the workflow outlasts the 90 s hang guard
    // (a run alone showed every step right, the last one after 90 s).
    test.slow();
    const guard = await tenant.addGuard();
    const customer = await tenant.addCustomer('Plaza Las Américas');
    const post = await tenant.addPost(customer.id, 'Garita norte', { assignedGuardId: guard.id });
    const created = await tenant.api.post('/api/protocols', {
      data: { title: 'Control de acceso vehicular', body: '<p>Pida la identificación.</p>', postIds: [post.id] },
    });
    expect(created.status()).toBe(201);
    const protocol = await created.json();

    // The admin adds bold text to the draft and publishes version 1.
    await signIn(page, tenant.admin);
    await page.goto(`/protocols?protocol=${protocol.id}`);
    const detail = page.getByRole('dialog', { name: 'Control de acceso vehicular' });
    await detail.getByRole('button', { name: 'Editar borrador' }).click();
    const editorDialog = page.getByRole('dialog', { name: 'Editar el borrador' });
    const editor = editorDialog.getByRole('textbox', { name: 'Contenido' });
    await editor.click();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await editorDialog.getByRole('button', { name: 'B', exact: true }).click();
    await page.keyboard.type('Nunca abra la barrera sin autorización.');
    await editorDialog.getByRole('button', { name: 'Guardar borrador' }).click();
    await expect(page.getByText('Borrador guardado')).toBeVisible();
    await detail.getByRole('button', { name: 'Publicar la versión 1' }).click();
    await expect(page.getByText('Versión 1 publicada; se pidió la confirmación a los guardias')).toBeVisible();
    await expect(detail.locator('.rich-text strong')).toHaveText('Nunca abra la barrera sin autorización.');
    await expect(detail.getByRole('list', { name: 'Guardias y su confirmación' })).toContainText('Pendiente');
    await page.screenshot({ path: '/tmp/i19b-protocol-admin-es.png' });

    // The guard reads it and acknowledges it.
    await page.context().clearCookies();
    await signIn(page, guard);
    await page.goto('/protocols');
    const row = page.getByRole('row', { name: /Control de acceso vehicular/ });
    await expect(row).toContainText('Por confirmar');
    await row.getByRole('button', { name: 'Control de acceso vehicular', exact: true }).click();
    const guardDetail = page.getByRole('dialog', { name: 'Control de acceso vehicular' });
    await expect(guardDetail.locator('.rich-text strong')).toHaveText('Nunca abra la barrera sin autorización.');
    await expect(guardDetail.getByRole('button', { name: 'Editar borrador' })).toHaveCount(0);
    await page.screenshot({ path: '/tmp/i19b-protocol-guard-es.png' });
    await guardDetail.getByRole('button', { name: 'He leído y confirmo' }).click();
    await expect(page.getByText('Confirmación registrada')).toBeVisible();
    await expect(guardDetail.getByText(/Usted confirmó esta versión el/)).toBeVisible();

    // The admin sees it, in English.
    await page.context().clearCookies();
    await signIn(page, tenant.admin);
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.goto('/protocols');
    await expect(page.getByRole('row', { name: /Control de acceso vehicular/ })).toContainText('1 of 1 acknowledged');
    await page.goto(`/protocols?protocol=${protocol.id}`);
    await expect(page.getByRole('list', { name: 'Guards and their acknowledgement' })).toContainText('Acknowledged');
    await page.screenshot({ path: '/tmp/i19b-protocol-admin-en.png' });
  });
});
