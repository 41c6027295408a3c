// /settings/general and /settings/email-templates (issue 20) on a tenant of its own, in Spanish and in English:
// a lead time saved and read back, SMTP saved with a write-only password and a test that fails showing the mail
// server's reason, a template with an unknown variable refused naming it, the live preview. Screenshots in /tmp.
import { expect, signIn, test } from './support';

test.describe('company settings', () => {
  test('[SETTINGS] general settings in Spanish: lead times, SMTP with a failing test, document types', async ({ page, tenant }) => {
    await signIn(page, tenant.admin, '/settings/general');
    await expect(page.getByRole('heading', { level: 1, name: 'General' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Empresa', exact: true })).toBeVisible();

    const operation = page.getByRole('form', { name: 'Operación y notificaciones' });
    await expect(operation.getByLabel('Aviso de guardias insuficientes (horas antes)')).toHaveValue('12');
    await operation.getByLabel('Aviso de guardias insuficientes (horas antes)').fill('6');
    await operation.getByLabel('Avisos de vencimiento de documentos (días antes)').fill('60, 30, 15');
    await operation.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Configuración guardada')).toBeVisible();
    await page.reload();
    await expect(
      page.getByRole('form', { name: 'Operación y notificaciones' }).getByLabel('Aviso de guardias insuficientes (horas antes)'),
    ).toHaveValue('6');
    await expect(
      page.getByRole('form', { name: 'Operación y notificaciones' }).getByLabel('Avisos de vencimiento de documentos (días antes)'),
    ).toHaveValue('60, 30, 15');

    // SMTP on a closed local port: saved (password never shown again), the test shows the server's reason.
    const smtp = page.getByRole('form', { name: 'Correo (SMTP)' });
    await smtp.getByLabel('Servidor').fill('127.0.0.1');
    await smtp.getByLabel('Puerto').fill('1');
    await smtp.getByLabel('Seguridad').selectOption('none');
    await smtp.getByLabel('Usuario').fill('mailer');
    await smtp.getByLabel('Contraseña', { exact: true }).fill('secreto-smtp');
    await smtp.getByLabel('Remitente').fill('no-reply@centinela.test');
    await smtp.getByRole('button', { name: 'Guardar configuración de correo' }).click();
    await expect(page.getByText('Configuración de correo guardada')).toBeVisible();
    await expect(smtp.getByLabel('Contraseña', { exact: true })).toHaveValue('');
    await expect(smtp.getByText('Hay una contraseña guardada')).toBeVisible();
    await page.getByRole('button', { name: 'Enviar correo de prueba' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'El servidor de correo rechazó la prueba' })).toContainText('ECONNREFUSED');
    await expect(smtp.getByLabel('Servidor')).toHaveValue('127.0.0.1');

    // A document type required for duty.
    await page.getByLabel('Nuevo tipo de documento').fill('Licencia de guardia');
    await page.getByRole('button', { name: 'Agregar tipo' }).click();
    await expect(page.getByRole('switch', { name: 'Licencia de guardia: Obligatorio para el servicio' })).toBeChecked();
    await page.screenshot({ path: '/tmp/i20-settings-general-es.png', fullPage: true });
  });

  test('[SETTINGS] English: general settings and email templates with preview, unknown variable and reset', async ({ page, tenant }) => {
    await signIn(page, tenant.admin);
    await page.getByRole('button', { name: 'English' }).click();
    // The choice is kept once the switch shows the other language; only then load the next page.
    await expect(page.getByRole('button', { name: 'Español' })).toBeVisible();
    await page.goto('/settings/general');
    await expect(page.getByRole('heading', { name: 'Operation and notifications' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Operation and notifications' }).getByLabel('Check-in grace (minutes)')).toHaveValue('10');
    await expect(page.getByRole('table', { name: 'Notification defaults' })).toBeVisible();
    await page.screenshot({ path: '/tmp/i20-settings-general-en.png', fullPage: true });

    await page.goto('/settings/email-templates');
    await expect(page.getByRole('heading', { level: 1, name: 'Email Templates' })).toBeVisible();
    await page.getByRole('button', { name: 'Test email' }).click();
    await page.getByRole('button', { name: 'English', exact: true }).last().click();
    const subject = page.getByLabel('Subject');
    await expect(subject).toHaveValue('Test email from {{companyName}}');
    await expect(page.getByRole('region', { name: 'Preview' })).toContainText('Test email from Centinela Security');
    await subject.fill('Hello {{firstName}}');
    await expect(page.getByText('Unknown variable firstName in the template.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
    await subject.fill('Test from {{companyName}}');
    await expect(page.getByRole('region', { name: 'Preview' })).toContainText('Test from Centinela Security');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Template saved')).toBeVisible();
    await page.screenshot({ path: '/tmp/i20-email-templates-en.png', fullPage: true });
    await page.getByRole('button', { name: 'Reset to default' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Reset to default' }).click();
    await expect(subject).toHaveValue('Test email from {{companyName}}');
  });
});
