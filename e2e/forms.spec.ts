// Forms that say the same thing the same way: the address's state is a select everywhere, company phones show
// formatted and are stored in E.164, time zones have one label, a required password says it is required, and an
// upload without a file says so on the field. Both widths; Spanish and English where the words matter.
import type { Page } from '@playwright/test';
import { ACCOUNTS, DEMO_COMPANY, expect, signIn, test } from './support';

const GUARD_NAME = 'Luis Rivera Santiago';
const CUSTOMER = 'Plaza Los Flamboyanes';

const english = (page: Page) => page.addInitScript(() => window.localStorage.setItem('language', 'en'));

for (const width of [1366, 375]) {
  test.describe(`forms at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test(`[FORMS] ${width} px: the company editor shows a state select, the formatted phone and the time zone's one label`, async ({
      page,
    }) => {
      await signIn(page, ACCOUNTS.companyAdmin, '/companies');
      await page.getByRole('button', { name: `Editar ${DEMO_COMPANY}` }).click();
      const dialog = page.getByRole('dialog', { name: `Editar ${DEMO_COMPANY}` });
      // The same country → state select as the user form (not a text box).
      const state = dialog.getByRole('combobox', { name: 'Estado', exact: true });
      await expect(state).toBeVisible();
      await expect(state.locator('option:checked')).toHaveText('Puerto Rico (PR)');
      await expect(dialog.getByRole('textbox', { name: 'Estado', exact: true })).toHaveCount(0);
      // Stored +17875550100, shown as people write it.
      await expect(dialog.getByLabel('Teléfono', { exact: true })).toHaveValue('(787) 555-0100');
      // One label for time zones: the same in the company editor and the post form.
      await expect(dialog.getByLabel('Zona horaria').locator('option:checked')).toHaveText('America/Puerto Rico');
      await dialog.getByRole('button', { name: 'Cancelar' }).click();

      await page.goto('/posts');
      await page.getByRole('button', { name: 'Agregar puesto' }).click();
      const postForm = page.getByRole('form', { name: 'Nuevo puesto' });
      const zone = postForm.getByLabel('Zona horaria');
      await expect(zone.locator('option').first()).toHaveText('Zona horaria de la empresa (America/Puerto Rico)');
      await expect(zone.locator('option[value="America/Puerto_Rico"]')).toHaveText('America/Puerto Rico');
      // The post's address uses the same state select.
      await postForm.getByLabel('País', { exact: true }).selectOption({ label: 'México' });
      // (the post's own status is "Estado del puesto" since issue 29; the filter keeps this the address's state select)
      const addressState = postForm
        .getByRole('combobox', { name: 'Estado', exact: true })
        .filter({ has: page.locator('option[value="JAL"]') });
      await addressState.selectOption({ label: 'Jalisco (JAL)' });
      await expect(addressState).toHaveValue('JAL');
    });

    test(`[FORMS] ${width} px: a customer company's phone typed with separators is stored in E.164 and shown formatted`, async ({
      page,
      tenant,
    }) => {
      // A change: on a tenant of its own (e2e/support/tenant.ts) with its customer.
      await tenant.addCustomer(CUSTOMER);
      await signIn(page, tenant.admin, '/customer-companies');
      await page.getByRole('button', { name: `Editar ${CUSTOMER}` }).click();
      let dialog = page.getByRole('dialog', { name: `Editar ${CUSTOMER}` });
      const phone = `787 555 ${String(1000 + Math.floor(Math.random() * 8999))}`;
      await dialog.getByLabel('Teléfono', { exact: true }).fill(phone);
      // Country → state: changing the country empties the state and offers that country's list.
      await dialog.getByLabel('País', { exact: true }).first().selectOption({ label: 'Puerto Rico' });
      await dialog.getByRole('combobox', { name: 'Estado', exact: true }).first().selectOption({ label: 'Puerto Rico (PR)' });
      await dialog.getByRole('button', { name: 'Guardar' }).click();
      await expect(page.getByText('Empresa cliente actualizada correctamente')).toBeVisible();
      const digits = phone.replaceAll(' ', '');
      const list = await (await page.request.get(`/api/customer-companies?search=${encodeURIComponent(CUSTOMER)}`)).json();
      const stored = (list.items ?? list).find((c: { name: string }) => c.name === CUSTOMER);
      expect(stored.phone).toBe(`+1${digits}`);
      await page.getByRole('button', { name: `Editar ${CUSTOMER}` }).click();
      dialog = page.getByRole('dialog', { name: `Editar ${CUSTOMER}` });
      await expect(dialog.getByLabel('Teléfono', { exact: true })).toHaveValue(
        `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`,
      );
    });

    test(`[FORMS] ${width} px: an empty password says it is required; the length stays a hint (Spanish)`, async ({ page }) => {
      await signIn(page, ACCOUNTS.companyAdmin, '/users');
      await page.getByRole('button', { name: 'Agregar usuario' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Agregar usuario' });
      await dialog.getByRole('button', { name: 'Crear usuario' }).click();
      const password = dialog.getByLabel('Contraseña', { exact: true });
      await expect(password).toHaveAccessibleDescription(/La contraseña es obligatoria/);
      await expect(dialog.getByText('La contraseña es obligatoria')).toBeVisible();
      await expect(
        dialog.getByText('Al menos 12 caracteres, que no sea una contraseña común y sin el nombre ni el correo del usuario', {
          exact: true,
        }),
      ).toBeVisible();
      await expect(dialog.getByText('La contraseña debe tener al menos 12 caracteres')).toHaveCount(0);
      // Too short: now the length is the error.
      await password.fill('corta');
      await dialog.getByRole('button', { name: 'Crear usuario' }).click();
      await expect(dialog.getByText('La contraseña debe tener al menos 12 caracteres')).toBeVisible();
    });

    test(`[FORMS] ${width} px: uploading a document without a file says "Seleccione un archivo" on the field`, async ({ page }) => {
      await signIn(page, ACCOUNTS.companyAdmin, '/users');
      await page.getByLabel('Buscar', { exact: true }).fill(ACCOUNTS.guard.email);
      await page.getByRole('button', { name: `Editar a ${GUARD_NAME}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Editar usuario' });
      await dialog.getByRole('tab', { name: 'Documentos' }).click();
      // Nothing filled: both the name and the file say what is missing.
      await dialog.getByRole('button', { name: 'Subir documento' }).click();
      await expect(dialog.getByLabel(/^Archivo/)).toHaveAccessibleDescription(/Seleccione un archivo\./);
      // The name filled, still no file: the file's error stays.
      await dialog.getByLabel('Nombre del documento').fill('Sin archivo');
      await dialog.getByRole('button', { name: 'Subir documento' }).click();
      await expect(dialog.getByText('Seleccione un archivo.')).toBeVisible();
    });
  });
}

test('[FORMS] English: required password and missing file', async ({ page }) => {
  await english(page);
  await signIn(page, ACCOUNTS.companyAdmin, '/users');
  await page.getByRole('button', { name: 'Add User' }).first().click();
  let dialog = page.getByRole('dialog', { name: 'Add User' });
  await dialog.getByRole('button', { name: 'Create User' }).click();
  await expect(dialog.getByText('Password is required')).toBeVisible();
  await expect(
    dialog.getByText("At least 12 characters, not a common password, without the user's name or email", { exact: true }),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).first().click();

  await page.getByLabel('Search', { exact: true }).fill(ACCOUNTS.guard.email);
  await page.getByRole('button', { name: `Edit ${GUARD_NAME}` }).click();
  dialog = page.getByRole('dialog', { name: 'Edit User' });
  await dialog.getByRole('tab', { name: 'Documents' }).click();
  await dialog.getByRole('button', { name: 'Upload document' }).click();
  await expect(dialog.getByText('Choose a file.')).toBeVisible();
});
