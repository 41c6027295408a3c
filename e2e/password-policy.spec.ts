// Password policy in the user editor (issue 10 item 4): the hint, the shared rules checked in the browser, the
// server's refusals (common password, wrong current password) shown on their fields in both languages, and the
// current password asked only when users change their own. No password is actually changed here.
import { expect, type Page, test } from '@playwright/test';
import { ACCOUNTS, signIn } from './support';

const openEditorOf = async (page: Page, email: string, name: RegExp) => {
  await page.goto('/users');
  await page.getByRole('searchbox', { name: /^(Buscar|Search)$/ }).fill(email);
  const card = page.getByRole('main').getByRole('listitem', { name });
  await card.getByRole('button', { name: /^(Editar a|Edit) / }).click();
  const editor = page.getByRole('dialog', { name: /^(Editar usuario|Edit User)/ });
  await expect(editor).toBeVisible();
  return editor;
};

for (const width of [1366, 375]) {
  test(`[PASSWORD] changing one's own password asks for the current one and shows the server's reasons (es, ${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, ACCOUNTS.companyAdmin);
    const editor = await openEditorOf(page, ACCOUNTS.companyAdmin.email, /Ramón Figueroa/);
    await editor.getByRole('button', { name: 'Establecer nueva contraseña' }).click();
    const dialog = page.getByRole('dialog', { name: 'Establecer una nueva contraseña' });
    await expect(dialog.getByText('Ingrese su contraseña actual y luego la nueva.')).toBeVisible();
    await expect(
      dialog.getByText('Al menos 12 caracteres, que no sea una contraseña común y sin el nombre ni el correo del usuario'),
    ).toBeVisible();
    const current = dialog.getByLabel('Contraseña actual', { exact: true });
    const fresh = dialog.getByLabel('Nueva contraseña', { exact: true });
    const repeat = dialog.getByLabel('Repita la nueva contraseña');
    const save = dialog.getByRole('button', { name: 'Guardar contraseña' });

    // Checked in the browser: length, the user's name (accents ignored), the current password missing.
    await fresh.fill('Corta-123');
    await repeat.fill('Corta-123');
    await save.click();
    await expect(dialog.getByText('La contraseña debe tener al menos 12 caracteres')).toBeVisible();
    await expect(dialog.getByText('Ingrese su contraseña actual', { exact: true })).toBeVisible();
    await fresh.fill('RAMON-de-noche-77');
    await repeat.fill('RAMON-de-noche-77');
    await save.click();
    await expect(dialog.getByText('La contraseña no debe contener el nombre del usuario')).toBeVisible();

    // Checked by the server: the current password, then the common-password list.
    await fresh.fill('Garita-Este-Sol-5');
    await repeat.fill('Garita-Este-Sol-5');
    await current.fill('no-es-la-mia');
    await save.click();
    await expect(dialog.getByText('La contraseña actual no es correcta')).toBeVisible();
    await current.fill(ACCOUNTS.companyAdmin.password);
    await fresh.fill('Password2026!');
    await repeat.fill('Password2026!');
    await save.click();
    await expect(dialog.getByText('Esta contraseña es de las más comunes; elija otra')).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box?.width ?? 0).toBeLessThanOrEqual(width);
    await page.screenshot({ path: test.info().outputPath(`password-own-es-${width}.png`) });
  });
}

test("[PASSWORD] an admin setting a guard's password gives no current password and sees the server's reason (en, 375 px)", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 900 });
  await signIn(page, ACCOUNTS.companyAdmin);
  await page.getByRole('button', { name: 'English' }).click();
  // The switch is done (and stored) when the header offers Spanish back.
  await expect(page.getByRole('button', { name: 'Español' })).toBeVisible();
  const editor = await openEditorOf(page, ACCOUNTS.guard.email, /Luis .*Rivera/);
  await editor.getByRole('button', { name: 'Set new password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set a new password' });
  await expect(dialog.getByLabel('Current password')).toHaveCount(0);
  await expect(dialog.getByText("At least 12 characters, not a common password, without the user's name or email")).toBeVisible();
  await dialog.getByLabel('New password', { exact: true }).fill('Password2026!');
  await dialog.getByLabel('Repeat the new password').fill('Password2026!');
  await dialog.getByRole('button', { name: 'Save password' }).click();
  await expect(dialog.getByText('This password is one of the most common ones; choose another')).toBeVisible();
  await dialog.getByLabel('New password', { exact: true }).fill('guardia-Turno-2026');
  await dialog.getByLabel('Repeat the new password').fill('guardia-Turno-2026');
  await dialog.getByRole('button', { name: 'Save password' }).click();
  await expect(dialog.getByText('The password must not contain the email address')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('password-guard-en-375.png') });
});
