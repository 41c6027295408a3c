// Face self-registration (issue 13), in the attendance project (Chromium's fake camera shows person A, a face photo the
// model package ships): the admin sends the link from the users page's Send Self Registration button by e-mail (a real
// SMTP server on loopback, started here); the link opens in a context with no session; the guard records the guided
// 7-prompt video (its stills are sent as photos) and sends it; the admin approves it in the guard's editor (it becomes
// the guard's face data and the descriptor job describes it); the link then says it was used. Screenshots es and en.
import { startSmtpCapture, type TSmtpCapture } from '../apps/server/test/smtp-capture';
import { expect, signIn, test } from './support';

let smtp: TSmtpCapture;
let smtpPort = 0;

test.beforeAll(async () => {
  smtp = await startSmtpCapture();
  smtpPort = smtp.port;
});
test.afterAll(async () => {
  await smtp.close();
});

const PROMPTS = [
  'Coloque su rostro dentro del círculo',
  'Mire de frente a la cámara',
  'Gire la cabeza lentamente a la izquierda',
  'Gire la cabeza lentamente a la derecha',
  'Incline la cabeza hacia arriba',
  'Incline la cabeza hacia abajo',
  'Vuelva a mirar de frente a la cámara',
];

test('[ATTENDANCE] a guard registers their face through a self-registration link; the admin approves; the link is then used', async ({
  page,
  browser,
  tenant,
}) => {
  test.setTimeout(180_000);
  const guard = await tenant.addGuard();
  const smtpSaved = await tenant.api.put('/api/settings/smtp', {
    data: { host: '127.0.0.1', port: smtpPort, security: 'none', fromAddress: 'Centinela <no-reply@centinela.test>' },
  });
  expect(smtpSaved.status(), await smtpSaved.text()).toBe(200);

  // The users page's Send Self Registration button: pick the guard, e-mail (the default channel), send.
  await signIn(page, tenant.admin, '/users');
  await page.getByRole('button', { name: 'Enviar autorregistro' }).click();
  const send = page.getByRole('dialog', { name: 'Enviar autorregistro' });
  await send.getByRole('combobox', { name: 'Guardia' }).fill(guard.email);
  await send.getByRole('option', { name: /Luis/ }).click();
  await expect(send.getByLabel('Correo')).toBeChecked();
  await page.screenshot({ path: '/tmp/i13s-send-dialog-es.png' });
  await send.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(send).toBeHidden();

  // The e-mail job delivers the company's 'self-registration' template with the link.
  await expect.poll(() => smtp.received.some((m) => m.to && JSON.stringify(m.to).includes(guard.email)), { timeout: 30_000 }).toBe(true);
  const mail = smtp.received.find((m) => JSON.stringify(m.to).includes(guard.email));
  expect(mail?.subject).toContain('Complete su registro');
  const token = /\/face-recognition\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  expect(token).toBeTruthy();

  // The guard's phone: no session at all.
  const phoneContext = await browser.newContext({
    locale: 'es-PR',
    timezoneId: 'America/Puerto_Rico',
    viewport: { width: 390, height: 844 },
  });
  try {
    const phone = await phoneContext.newPage();
    await phone.goto(`/face-recognition/${token}`);
    await expect(phone.getByRole('heading', { name: 'Registro facial' })).toBeVisible();
    await expect(phone.getByText(/Hola Luis/)).toBeVisible();
    await expect(phone.getByRole('button', { name: 'Enviar registro' })).toBeDisabled();
    await phone.getByRole('button', { name: 'Iniciar video del rostro' }).click();
    for (const prompt of PROMPTS) await expect(phone.getByRole('status').filter({ hasText: prompt })).toBeVisible({ timeout: 8_000 });
    await expect(phone.getByText('Video guiado grabado.')).toBeVisible();
    await expect(phone.getByTestId('video-frames')).toHaveText('Se enviarán 5 imágenes del video como fotos.', { timeout: 10_000 });
    await phone.screenshot({ path: '/tmp/i13s-phone-ready-es.png', fullPage: true });
    await phone.getByRole('button', { name: 'Enviar registro' }).click();
    await expect(phone.getByTestId('registration-done')).toContainText('Registro enviado');
    await phone.getByRole('button', { name: 'English' }).click();
    await expect(phone.getByTestId('registration-done')).toContainText('Registration sent');
    await phone.screenshot({ path: '/tmp/i13s-phone-done-en.png' });
    await phone.getByRole('button', { name: 'Español' }).click();

    // The admin reviews it in the guard's editor and approves it: it becomes the guard's face data.
    await page.getByLabel('Buscar', { exact: true }).fill(guard.email);
    await page.getByRole('button', { name: /Editar a Luis/ }).click();
    const editor = page.getByRole('dialog', { name: 'Editar usuario' });
    await editor.getByRole('tab', { name: 'Reconocimiento facial' }).click();
    const card = editor.getByTestId('self-registration');
    await expect(card.getByTestId('self-registration-status')).toHaveText('Completado — por revisar');
    await expect(card.getByRole('img', { name: /Foto enviada/ })).toHaveCount(5);
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/i13s-review-es.png' });
    await card.getByRole('button', { name: 'Aprobar' }).click();
    await expect(card.getByTestId('self-registration-status')).toHaveText('Aprobado');
    await expect(editor.getByTestId('face-photo-count')).toHaveText('5 / 20 fotos');
    await expect
      .poll(
        async () =>
          (
            (await (await tenant.api.get(`/api/users/${guard.id}/face-recognition`)).json()).facePhotos as { hasDescriptor: boolean }[]
          ).filter((p) => p.hasDescriptor).length,
        { timeout: 60_000 },
      )
      .toBeGreaterThan(0);

    // The link is used now: the page says so, in both languages.
    await phone.reload();
    await expect(phone.getByTestId('registration-refused')).toContainText('Este enlace de registro ya fue utilizado');
    await phone.screenshot({ path: '/tmp/i13s-phone-used-es.png' });
    await phone.getByRole('button', { name: 'English' }).click();
    await expect(phone.getByTestId('registration-refused')).toContainText('This registration link was already used');
    await phone.screenshot({ path: '/tmp/i13s-phone-used-en.png' });

    // The admin's card in English (the header's switch is behind the editor: close it, switch, open it again).
    await page.keyboard.press('Escape');
    await expect(editor).toBeHidden();
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByLabel('Search', { exact: true }).fill(guard.email);
    await page.getByRole('button', { name: /Edit Luis/ }).click();
    const editorEn = page.getByRole('dialog', { name: 'Edit User' });
    await editorEn.getByRole('tab', { name: 'Face recognition' }).click();
    const cardEn = editorEn.getByTestId('self-registration');
    await expect(cardEn.getByTestId('self-registration-status')).toHaveText('Approved');
    await cardEn.scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/i13s-card-approved-en.png' });
  } finally {
    await phoneContext.close();
  }
});
