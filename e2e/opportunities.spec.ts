// Opportunities (issue 15) on a tenant of its own: a customer company admin submits a special service request, the
// company admin approves it, assigns two guards (the one with a conflict is refused with the spec's message, the free
// one is assigned), generates the quote PDF and e-mails it — received by a real SMTP server on loopback started here.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { startSmtpCapture, type TSmtpCapture } from '../apps/server/test/smtp-capture';
import { esDate, expect, signIn, test } from './support';

let smtp: TSmtpCapture;
let smtpPort = 0;

test.beforeAll(async () => {
  smtp = await startSmtpCapture();
  smtpPort = smtp.port;
});
test.afterAll(async () => {
  await smtp.close();
});

/** The next Monday at least a week ahead in the tenant's zone, 'yyyy-MM-dd'. */
const nextMonday = (timeZone: string) => {
  const day = new Date(`${new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date())}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 7);
  while (day.getUTCDay() !== 1) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
};

test.describe('opportunities', () => {
  test('[OPPORTUNITIES] a customer requests a special service; the admin approves, staffs, quotes and e-mails it', async ({
    page,
    tenant,
  }) => {
    test.setTimeout(120_000);
    const monday = nextMonday(tenant.timeZone);
    const customer = await tenant.addCustomer('Centro de Convenciones');
    const customerAdmin = await tenant.addCustomerAdmin(customer.id);
    const post = await tenant.addPost(customer.id, 'Salón principal');
    const free = await tenant.addGuard();
    const freeFirstName = free.fullName.split(' ')[0];
    const busy = await tenant.addGuard({ name: 'Pedro', lastName: 'Ocupado' });
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: tenant.timeZone }).format(new Date());
    await tenant.addRoster({
      postId: post.id,
      name: 'Lunes',
      effectiveFrom: today,
      scheduleData: {
        days: [
          { dayOfWeek: 1, shifts: [{ shiftNumber: 1, startTime: '07:00', endTime: '15:00', requiredGuards: 1, guardIds: [busy.id] }] },
        ],
      },
    });
    const smtpSaved = await tenant.api.put('/api/settings/smtp', {
      data: { host: '127.0.0.1', port: smtpPort, security: 'none', fromAddress: 'Centinela <no-reply@centinela.test>' },
    });
    expect(smtpSaved.status()).toBe(200);

    // The customer company admin submits the request (Spanish, the default).
    await signIn(page, customerAdmin, '/opportunities-report');
    await page.getByRole('button', { name: 'Nueva oportunidad' }).click();
    const form = page.getByRole('form', { name: 'Nueva oportunidad' });
    // An empty form: a toast naming the fields to check, nothing sent.
    await form.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(page.getByText(/^Revise los \d+ campos marcados$/)).toBeVisible();
    await form.getByLabel(/^Título/).fill('Congreso médico anual');
    await form.getByLabel(/^Descripción/).fill('Control de acceso y rondas durante el congreso.');
    await form.getByLabel(/^Ubicación/).fill('Centro de Convenciones, San Juan');
    await form.getByLabel(/^Fecha de inicio/).fill(esDate(monday));
    await form.getByLabel(/^Fecha de fin/).fill(esDate(monday));
    await form.getByLabel(/^Hora de inicio/).fill('08:00');
    await form.getByLabel(/^Hora de fin/).fill('12:00');
    await form.getByLabel(/^Guardias requeridos/).fill('2');
    await form.getByLabel(/^Tarifa por hora/).fill('25');
    await form.getByLabel(/^Presupuesto total/).fill('500');
    await form.getByLabel(/^Persona de contacto/).fill('Marta Ortiz');
    await form.getByLabel(/^Teléfono de contacto/).fill('(787) 555-0142');
    await form.getByLabel(/^Correo de contacto/).fill('marta@convenciones.test');
    await expect(form.getByLabel(/^Notas internas/)).toHaveCount(0);
    await form.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(page.getByText('Solicitud enviada')).toBeVisible();
    const row = page.getByRole('row', { name: /Congreso médico anual/ });
    await expect(row).toContainText('Pendiente');
    await page.screenshot({ path: '/tmp/i15-opportunities-customer-es.png' });

    // The company admin approves it.
    await page.context().clearCookies();
    await signIn(page, tenant.admin, '/opportunities-report');
    await page.getByRole('button', { name: 'Ver Congreso médico anual' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Pendiente', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('tab', { name: 'Historial' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Aprobar' }).click();
    await expect(page.getByText('Oportunidad aprobada correctamente')).toBeVisible();
    await expect(dialog.getByText('Aprobada', { exact: true })).toBeVisible();

    // Staffing: the post, the conflict check for the service's own dates, two guards — the busy one is refused.
    await dialog.getByRole('tab', { name: 'Guardias' }).click();
    await dialog.getByLabel('Puesto del servicio').selectOption({ label: 'Salón principal' });
    await dialog.getByRole('button', { name: 'Comprobar conflictos' }).click();
    await expect(dialog.getByRole('status').filter({ hasText: 'Se encontraron' })).toContainText('con conflictos');
    await dialog.getByRole('checkbox', { name: new RegExp(`Seleccionar a ${freeFirstName}`) }).check();
    await dialog.getByRole('checkbox', { name: /Seleccionar a Pedro Ocupado/ }).check();
    await dialog.getByRole('button', { name: 'Asignar 2 guardias' }).click();
    // The refusal's toast (the status line above the list says the same of the whole company).
    const refusal = page
      .getByRole('region', { name: /Notificaciones/ })
      .locator('li')
      .filter({ hasText: 'No se pudieron agregar los guardias a la oportunidad' });
    await expect(refusal).toContainText('Se encontraron 1 guardias disponibles y 1 con conflictos.');
    await dialog.getByRole('checkbox', { name: /Seleccionar a Pedro Ocupado/ }).uncheck();
    await dialog.getByRole('button', { name: 'Asignar 1 guardia' }).click();
    await expect(page.getByText('Guardias asignados correctamente')).toBeVisible();
    await expect(dialog.getByText('Guardias asignados', { exact: true })).toBeVisible({ timeout: 20_000 });
    await page.screenshot({ path: '/tmp/i15-opportunities-guards-es.png' });

    // The quote: generated (es) and e-mailed to the contact with the PDF attached.
    await dialog.getByRole('tab', { name: 'Cotizaciones' }).click();
    await dialog.getByRole('button', { name: 'Generar y enviar por correo' }).click();
    await expect(page.getByText(/Cotización Q-\d{4}-0001 generada y en cola/)).toBeVisible();
    // The assigned guard's notifications travel by e-mail too; the quote is the one with the PDF.
    const quoteMail = () => smtp.received.find((m) => m.subject?.startsWith('Cotización'));
    await expect.poll(() => Boolean(quoteMail()), { timeout: 30_000 }).toBe(true);
    const mail = quoteMail()!;
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toContain('marta@convenciones.test');
    expect(mail.subject).toMatch(/^Cotización Q-\d{4}-0001 de /);
    expect(mail.attachments[0].contentType).toBe('application/pdf');
    fs.writeFileSync('/tmp/i15-quote-es.pdf', mail.attachments[0].content);
    try {
      execFileSync('pdftoppm', ['-png', '-r', '60', '-singlefile', '/tmp/i15-quote-es.pdf', '/tmp/i15-quote-es']);
    } catch {
      // pdftoppm is for people looking at the quote; the mail and its PDF are what the test checks.
    }
    const link = dialog.getByRole('link', { name: /Q-\d{4}-0001/ });
    await expect(link).toBeVisible();
    const pdf = await page.request.get((await link.getAttribute('href')) ?? '');
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    await page.screenshot({ path: '/tmp/i15-opportunities-quote-es.png' });

    // English.
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.reload();
    await expect(page.getByRole('dialog').getByRole('tab', { name: 'Quotes' })).toBeVisible();
    await page.getByRole('dialog').getByRole('tab', { name: 'History' }).click();
    await expect(page.getByRole('dialog')).toContainText('Approved');
    await page.screenshot({ path: '/tmp/i15-opportunities-history-en.png' });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('row', { name: /Congreso médico anual/ })).toContainText('Approved');
    await page.screenshot({ path: '/tmp/i15-opportunities-list-en.png' });
  });
});
