import { expect, type Page, test } from '@playwright/test';
import { ACCOUNTS, DEMO_COMPANY, signIn } from './support';

const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const uniq = () => Math.random().toString(36).slice(2, 7);

const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

test.describe('companies', () => {
  test('[COMPANIES] the built-in admin creates, finds, edits, deactivates and reactivates a security company', async ({ page }) => {
    test.setTimeout(90_000);
    const name = `Escudo del Caribe ${uniq()}`;
    await signIn(page, ACCOUNTS.builtInAdmin);
    await page.getByRole('navigation').getByRole('link', { name: 'Empresas', exact: true }).click();
    await page.waitForURL('**/companies');
    // The platform company never shows in the list.
    await expect(rowOf(page, DEMO_COMPANY)).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: /^Centinela/ })).toHaveCount(0);

    // Create.
    await page.getByRole('button', { name: 'Nueva empresa' }).click();
    let dialog = page.getByRole('dialog', { name: 'Nueva empresa de seguridad' });
    await dialog.getByLabel('Nombre', { exact: true }).fill(name);
    await dialog.getByLabel('Razón social').fill(`${name}, LLC`);
    await dialog.getByLabel('Teléfono').fill('abc');
    await dialog.getByLabel('Correo electrónico').fill('oficina@escudo.pr');
    await dialog.getByLabel('Zona horaria').selectOption('America/New_York');
    await dialog.getByLabel('Idioma predeterminado').selectOption({ label: 'English' });
    await dialog.getByRole('button', { name: 'Crear empresa' }).click();
    await expect(dialog.getByText('Escriba un número de teléfono válido')).toBeVisible();
    await dialog.getByLabel('Teléfono').fill('787-555-0123');
    await dialog.getByRole('button', { name: 'Crear empresa' }).click();
    await expect(page.getByText('Empresa creada correctamente')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(rowOf(page, name)).toContainText('(787) 555-0123');
    await expect(rowOf(page, name)).toContainText('America/New York');

    // The same name again, whatever its case, is refused on the name field.
    await page.getByRole('button', { name: 'Nueva empresa' }).click();
    dialog = page.getByRole('dialog', { name: 'Nueva empresa de seguridad' });
    await dialog.getByLabel('Nombre', { exact: true }).fill(name.toUpperCase());
    await dialog.getByRole('button', { name: 'Crear empresa' }).click();
    await expect(dialog.getByText('Este nombre ya está en uso')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();

    // Search finds it alone.
    await page.getByRole('searchbox', { name: 'Buscar' }).fill(name);
    await expect(page.getByRole('row')).toHaveCount(2);
    await expect(rowOf(page, name)).toBeVisible();

    // Edit the details and the phone's WebRTC settings.
    await page.getByRole('button', { name: `Editar ${name}` }).click();
    dialog = page.getByRole('dialog', { name: `Editar ${name}` });
    await dialog.getByLabel('Razón social').fill('Escudo Holdings, Inc.');
    await dialog.getByLabel('Descanso mínimo entre turnos (horas)').fill('10');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Empresa actualizada correctamente')).toBeVisible();
    await expect(rowOf(page, name)).toContainText('Escudo Holdings, Inc.');

    await page.getByRole('button', { name: `Editar ${name}` }).click();
    await dialog.getByLabel('Subir logotipo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG_1X1 });
    await expect(page.getByText('Logotipo guardado')).toBeVisible();
    await expect(dialog.getByRole('img', { name: `Logotipo de ${name}` })).toBeVisible();
    await dialog.getByRole('tab', { name: 'Teléfono (WebRTC)' }).click();
    await expect(dialog.getByLabel('Servidor STUN principal')).toHaveValue('stun:stun.l.google.com:19302');
    await dialog.getByLabel('Servidor TURN').fill('turn:turn.escudo.pr:3478');
    await dialog.getByLabel('Usuario TURN').fill('centinela');
    await dialog.getByLabel('Contraseña TURN', { exact: true }).fill('Turn-Secreto-1');
    await dialog.getByRole('button', { name: 'Guardar configuración del teléfono' }).click();
    await expect(page.getByText('Configuración del teléfono guardada')).toBeVisible();
    await expect(dialog.getByText('Hay una contraseña guardada. Déjelo vacío para conservarla.')).toBeVisible();
    await expect(dialog.getByLabel('Contraseña TURN', { exact: true })).toHaveValue('');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // Deactivate (nothing uses it), then find it among the inactive ones and reactivate it.
    await page.getByRole('button', { name: `Desactivar ${name}` }).click();
    const confirm = page.getByRole('alertdialog', { name: `¿Desactivar ${name}?` });
    await expect(confirm).toContainText('La empresa no tiene usuarios, puestos ni cuadrantes activos');
    await confirm.getByRole('button', { name: 'Desactivar' }).click();
    await expect(page.getByText('Empresa desactivada')).toBeVisible();
    await expect(rowOf(page, name)).toHaveCount(0);
    await page.getByLabel('Estado').selectOption({ label: 'Solo inactivas' });
    await expect(rowOf(page, name)).toContainText('Inactivo');
    await page.getByRole('button', { name: `Reactivar ${name}` }).click();
    await expect(page.getByText('Empresa reactivada')).toBeVisible();
    await expect(rowOf(page, name)).toHaveCount(0);
  });

  test('[COMPANIES] deactivating a company in use first says what it affects, and cancelling changes nothing', async ({ page }) => {
    await signIn(page, ACCOUNTS.builtInAdmin, '/companies');
    await page.getByRole('button', { name: `Desactivar ${DEMO_COMPANY}` }).click();
    const confirm = page.getByRole('alertdialog', { name: `¿Desactivar ${DEMO_COMPANY}?` });
    await expect(confirm).toContainText(/\d+ usuarios activos · \d+ puestos activos · \d+ cuadrantes activos/);
    await expect(confirm).toContainText('Sus usuarios perderán la sesión');
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await expect(rowOf(page, DEMO_COMPANY)).toContainText('Activo');
  });

  test('[COMPANIES] a company admin sees and edits only their own company, and cannot create or deactivate companies', async ({ page }) => {
    await signIn(page, ACCOUNTS.companyAdmin, '/companies');
    await expect(rowOf(page, DEMO_COMPANY)).toBeVisible();
    await expect(page.getByRole('row')).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'Nueva empresa' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: `Desactivar ${DEMO_COMPANY}` })).toHaveCount(0);
    await page.getByRole('button', { name: `Editar ${DEMO_COMPANY}` }).click();
    const dialog = page.getByRole('dialog', { name: `Editar ${DEMO_COMPANY}` });
    await expect(dialog.getByLabel('Nombre', { exact: true })).toHaveValue(DEMO_COMPANY);
    await expect(dialog.getByRole('button', { name: 'Guardar' })).toBeEnabled();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
  });
});

test('[COMPANIES] a customer company admin sees only their own customer company, read-only', async ({ page }) => {
  await signIn(page, ACCOUNTS.customerAdmin);
  await page.getByRole('navigation').getByRole('link', { name: 'Empresas cliente' }).click();
  await page.waitForURL('**/customer-companies');
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(rowOf(page, 'Plaza Los Flamboyanes')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Nueva empresa cliente' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Eliminar / })).toHaveCount(0);
  await page.getByRole('button', { name: 'Ver Plaza Los Flamboyanes' }).click();
  const dialog = page.getByRole('dialog', { name: 'Plaza Los Flamboyanes' });
  await expect(dialog.getByLabel('Nombre', { exact: true })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Guardar' })).toHaveCount(0);
});
