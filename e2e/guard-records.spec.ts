// A guard's records in the user editor, driven as a company admin would: documents, memos, banned posts,
// absences, the guided face video (Chromium's fake camera and microphone) and SIP settings.
// Each test has a tenant of its own (e2e/support/tenant.ts) with its guard, Luis Rivera Santiago.
import type { Page } from '@playwright/test';
import { esDate, expect, type TPerson, type TTenant, signIn, test } from './support';

const GUARD_NAME = 'Luis Rivera Santiago';
const SCREENSHOTS = process.env.E2E_SCREENSHOTS;

/** A minimal PDF and a real 1×1 PNG: the server checks the bytes, not the names. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** A date counted from today in the tenant's time zone (Puerto Rico) (the server flags expiry against it). */
const dateIn = (days: number) => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Puerto_Rico' }).format(new Date());
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** The tenant's guard, and (withShifts) a post whose roster has them on a five-hour morning shift every day from today (35 h a week, under the overtime warning). */
const guardOf = async (tenant: TTenant, { withShifts = false } = {}) => {
  const guard = await tenant.addGuard();
  if (withShifts) {
    const customer = await tenant.addCustomer('Plaza Los Flamboyanes');
    const post = await tenant.addPost(customer.id, 'Portón principal');
    await tenant.addRoster({
      postId: post.id,
      name: 'Mañanas',
      effectiveFrom: dateIn(0),
      scheduleData: {
        days: [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
          dayOfWeek,
          shifts: [{ shiftNumber: 1, startTime: '07:00', endTime: '12:00', requiredGuards: 1, guardIds: [guard.id] }],
        })),
      },
    });
  }
  return guard;
};

/** Signs in as the tenant's company admin, opens the guard in the user editor and picks a tab. */
const openGuardTab = async (page: Page, tenant: TTenant, guard: TPerson, tab: string) => {
  await signIn(page, tenant.admin, '/users');
  await page.getByLabel('Buscar', { exact: true }).fill(guard.email);
  await page.getByRole('button', { name: `Editar a ${GUARD_NAME}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar usuario' });
  await dialog.getByRole('tab', { name: tab }).click();
  return dialog;
};

/** The newest toast with that text (an older one may still be leaving). */
const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text }).last();

const shoot = async (page: Page, name: string) => {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png` });
};

test.describe('guard records', () => {
  test('[GUARD-RECORDS] uploads a document with an expiry date, flags it, downloads and deletes one', async ({ page, tenant }) => {
    const dialog = await openGuardTab(page, tenant, await guardOf(tenant), 'Documentos');

    // No-expiry hides (and clears) the expiry date.
    await dialog.getByLabel('Fecha de vencimiento', { exact: true }).fill(esDate(dateIn(3)));
    await dialog.getByLabel('Sin fecha de vencimiento').check();
    await expect(dialog.getByLabel('Fecha de vencimiento', { exact: true })).toBeHidden();
    await dialog.getByLabel('Sin fecha de vencimiento').uncheck();
    await expect(dialog.getByLabel('Fecha de vencimiento', { exact: true })).toHaveValue('');

    await dialog.getByLabel('Nombre del documento').fill('Licencia de guardia');
    await dialog.getByLabel(/^Archivo/).setInputFiles({ name: 'licencia.pdf', mimeType: 'application/pdf', buffer: PDF });
    await dialog.getByLabel('Fecha de vencimiento', { exact: true }).fill(esDate(dateIn(10)));
    await dialog.getByRole('button', { name: 'Subir documento' }).click();
    await expect(toast(page, 'Documento subido correctamente')).toBeVisible();
    const row = dialog.getByRole('row').filter({ hasText: 'Licencia de guardia' });
    await expect(row).toContainText('licencia.pdf');
    await expect(row).toContainText('Vence en 10 días');
    await shoot(page, 'documents');

    const download = page.waitForEvent('download');
    await row.getByRole('link', { name: 'Descargar Licencia de guardia' }).click();
    expect((await download).suggestedFilename()).toBe('licencia.pdf');

    // A file whose bytes are not an allowed type is refused by the server (415).
    await dialog.getByLabel('Nombre del documento').fill('Falso');
    await dialog.getByLabel(/^Archivo/).setInputFiles({ name: 'falso.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(2048, 65) });
    await dialog.getByLabel('Sin fecha de vencimiento').check();
    await dialog.getByRole('button', { name: 'Subir documento' }).click();
    await expect(toast(page, 'Este tipo de archivo no es compatible.')).toBeVisible();
    await expect(dialog.getByRole('row').filter({ hasText: 'Falso' })).toHaveCount(0);

    // An expired one, then delete it with the confirmation.
    await dialog.getByLabel('Sin fecha de vencimiento').uncheck();
    await dialog.getByLabel('Nombre del documento').fill('Certificado vencido');
    await dialog.getByLabel(/^Archivo/).setInputFiles({ name: 'certificado.png', mimeType: 'image/png', buffer: PNG });
    await dialog.getByLabel('Fecha de vencimiento', { exact: true }).fill(esDate(dateIn(-2)));
    await dialog.getByRole('button', { name: 'Subir documento' }).click();
    const expired = dialog.getByRole('row').filter({ hasText: 'Certificado vencido' });
    await expect(expired).toContainText('Vencido');
    await expired.getByRole('button', { name: 'Eliminar Certificado vencido' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('¿Está seguro de que desea eliminar este elemento?');
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await expect(toast(page, 'Documento eliminado correctamente')).toBeVisible();
    await expect(expired).toHaveCount(0);
  });

  test('[GUARD-RECORDS] adds a memo with its reason', async ({ page, tenant }) => {
    const dialog = await openGuardTab(page, tenant, await guardOf(tenant), 'Memorandos');
    await dialog.getByLabel('Nombre del memorando').fill('Llegada tarde');
    await dialog.getByLabel('Motivo', { exact: true }).fill('Llegó 40 minutos tarde al turno del lunes.');
    await dialog.getByLabel(/^Archivo/).setInputFiles({ name: 'memo.pdf', mimeType: 'application/pdf', buffer: PDF });
    await dialog.getByRole('button', { name: 'Subir memorando' }).click();
    await expect(toast(page, 'Memorando subido correctamente')).toBeVisible();
    const item = dialog.getByRole('listitem').filter({ hasText: 'Llegada tarde' });
    await expect(item).toContainText('Llegó 40 minutos tarde al turno del lunes.');
    await expect(item).toContainText('memo.pdf');
    await shoot(page, 'memos');
  });

  test('[GUARD-RECORDS] a banned post refuses the guard there', async ({ page, tenant }) => {
    const guard = await guardOf(tenant, { withShifts: true });
    const dialog = await openGuardTab(page, tenant, guard, 'Puestos vetados');
    const id = guard.id;
    const options = (await (await page.request.get(`/api/users/${id}/banned-posts/options`)).json()) as { id: string; name: string }[];
    expect(options.map((o) => o.name)).toEqual(['Portón principal']);
    const post = options[0];

    await dialog.getByRole('checkbox', { name: new RegExp(post.name) }).check();
    await dialog.getByRole('button', { name: 'Guardar puestos vetados' }).click();
    await expect(toast(page, 'Puestos vetados actualizados correctamente')).toBeVisible();
    await expect(dialog.getByText('Vetado por Ramón Figueroa')).toBeVisible();
    await shoot(page, 'banned-posts');

    // The rosters' availability service refuses the guard at that post.
    const res = await page.request.get(`/api/rosters/availability?postId=${post.id}&date=${dateIn(7)}&startTime=07:00&endTime=15:00`);
    expect(res.status()).toBe(200);
    const availability = (await res.json()) as { items: { guardId: string; status: string; conflicts: { type: string }[] }[] };
    const seen = availability.items.find((item) => item.guardId === id);
    expect(seen?.status).toBe('blocked');
    expect(seen?.conflicts.map((c) => c.type)).toContain('banned');

    // And unbanned again.
    await dialog.getByRole('checkbox', { name: new RegExp(post.name) }).uncheck();
    await dialog.getByRole('button', { name: 'Guardar puestos vetados' }).click();
    await expect(toast(page, 'Puestos vetados actualizados correctamente')).toBeVisible();
  });

  test('[GUARD-RECORDS] records an absence on one of the guard’s shifts', async ({ page, tenant }) => {
    const dialog = await openGuardTab(page, tenant, await guardOf(tenant, { withShifts: true }), 'Ausencias');
    await expect(dialog.getByTestId('absences-total-total')).toHaveText('0');
    await dialog.getByRole('button', { name: 'Marcar ausencia' }).click();
    const form = page.getByRole('dialog', { name: 'Marcar ausencia del guardia' });
    await form.getByLabel('Categoría', { exact: true }).selectOption({ label: 'Enfermedad' });
    await form.getByLabel('Notas', { exact: true }).fill('Fiebre, certificado médico pendiente.');

    // Without a shift, marking is blocked.
    await form.getByRole('button', { name: 'Marcar ausencia' }).click();
    await expect(toast(page, 'Falta información del guardia o del turno')).toBeVisible();

    const shift = form.getByLabel('Turno', { exact: true });
    expect(await shift.locator('option:not([disabled])').count()).toBeGreaterThan(0);
    await shift.selectOption({ index: 1 });
    // A week from today holds every weekday, so the chosen shift's weekday is inside the absence (the dialog refuses a
    // shift whose weekday is outside its dates).
    await form.getByLabel('Fecha final').fill(esDate(dateIn(6)));
    await form.getByRole('button', { name: 'Marcar ausencia' }).click();
    await expect(toast(page, 'El guardia fue marcado ausente correctamente')).toBeVisible();
    await expect(form).toBeHidden();

    const item = dialog.getByTestId('absence-item').filter({ hasText: 'Enfermedad' });
    await expect(item).toContainText('Fiebre, certificado médico pendiente.');
    await expect(item).toContainText('Marcada por Ramón Figueroa');
    await expect(item).toContainText('Activa');
    await expect(dialog.getByTestId('absences-total-total')).toHaveText('1');
    await expect(dialog.getByTestId('absences-total-current')).toHaveText('1');
    await shoot(page, 'absences');

    // Resolving moves it to the history.
    await item.getByRole('button', { name: 'Resolver' }).click();
    await expect(dialog.getByTestId('absences-total-resolved')).toHaveText('1');
    await expect(dialog.getByTestId('absences-total-current')).toHaveText('0');
  });

  test('[GUARD-RECORDS] completes the guided face video and saves face data', async ({ page, tenant }) => {
    test.setTimeout(120_000);
    const guard = await guardOf(tenant);
    const dialog = await openGuardTab(page, tenant, guard, 'Reconocimiento facial');
    const save = dialog.getByRole('button', { name: 'Guardar datos faciales' });
    await expect(save).toBeDisabled();

    await dialog.getByTestId('face-photo-input').setInputFiles([
      { name: 'rostro-1.png', mimeType: 'image/png', buffer: PNG },
      { name: 'rostro-2.png', mimeType: 'image/png', buffer: PNG },
    ]);
    await expect(dialog.getByTestId('face-photo-count')).toHaveText('2 / 20 fotos');
    await expect(save).toBeEnabled();

    // A photo from the (fake) camera.
    await dialog.getByRole('button', { name: 'Tomar foto' }).click();
    const camera = page.getByRole('dialog', { name: 'Tomar una foto' });
    await camera.getByRole('button', { name: 'Capturar' }).click();
    await expect(camera).toBeHidden();
    await expect(dialog.getByTestId('face-photo-count')).toHaveText('3 / 20 fotos');

    // Cancel returns to the start.
    await dialog.getByRole('button', { name: 'Iniciar video del rostro' }).click();
    await expect(dialog.getByRole('status').filter({ hasText: 'Coloque su rostro dentro del círculo' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog.getByRole('button', { name: 'Iniciar video del rostro' })).toBeVisible();

    // The seven prompts, in order, each completing by itself.
    await dialog.getByRole('button', { name: 'Iniciar video del rostro' }).click();
    const prompts = [
      'Coloque su rostro dentro del círculo',
      'Mire de frente a la cámara',
      'Gire la cabeza lentamente a la izquierda',
      'Gire la cabeza lentamente a la derecha',
      'Incline la cabeza hacia arriba',
      'Incline la cabeza hacia abajo',
      'Vuelva a mirar de frente a la cámara',
    ];
    for (const [i, prompt] of prompts.entries()) {
      await expect(dialog.getByRole('status').filter({ hasText: prompt })).toBeVisible({ timeout: 8_000 });
      if (i === 3) await shoot(page, 'face-video');
    }
    await expect(dialog.getByText('Video del rostro grabado. Guarde para conservarlo.')).toBeVisible({ timeout: 10_000 });
    await expect(dialog.getByText('Configuración completa')).toBeVisible();

    await save.click();
    // New photos are checked for a face after saving (issue 29): the toast says so instead of "saved successfully".
    await expect(toast(page, /^Datos de reconocimiento facial guardados\. Se está comprobando/)).toBeVisible({ timeout: 20_000 });
    const face = (await (await page.request.get(`/api/users/${guard.id}/face-recognition`)).json()) as {
      facePhotos: unknown[];
      faceVideo: { contentType: string } | null;
      faceRecognitionComplete: boolean;
    };
    expect(face.facePhotos).toHaveLength(3);
    expect(face.faceVideo?.contentType).toMatch(/^video\//);
    expect(face.faceRecognitionComplete).toBe(true);
    await shoot(page, 'face-saved');
  });

  test('[GUARD-RECORDS] tests the SIP connection, saves SIP settings and tests the microphone', async ({ page, tenant }) => {
    test.setTimeout(90_000); // a 2 s wait and a 5 s give-up in the connection test, then a 5 s recording
    const guard = await guardOf(tenant);
    const dialog = await openGuardTab(page, tenant, guard, 'SIP');
    const status = dialog.getByTestId('sip-status');
    await expect(status).toHaveText('No conectado');

    await dialog.getByRole('button', { name: 'Probar conexión' }).click();
    await expect(toast(page, 'Primero complete la dirección del servidor y el usuario.')).toBeVisible();

    await expect(dialog.getByLabel('Puerto entrante', { exact: true })).toHaveValue('5060');
    await expect(dialog.getByLabel('Puerto saliente', { exact: true })).toHaveValue('5060');
    await dialog.getByLabel('Servidor entrante', { exact: true }).fill('127.0.0.1');
    // A closed local port: the WebSocket is refused.
    await dialog.getByLabel('Puerto entrante', { exact: true }).fill('9');
    await dialog.getByLabel('Nombre de la extensión').fill('Garita Norte');
    await dialog.getByLabel('Número de extensión').fill('1001');
    await dialog.getByLabel('Usuario', { exact: true }).fill('1001');
    await dialog.getByLabel('Contraseña', { exact: true }).fill('clave-sip-1001');
    await dialog.getByLabel('Códec preferido').selectOption('opus');
    await dialog.getByLabel('Frecuencia de muestreo').selectOption('48000');
    await dialog.getByRole('button', { name: 'Probar conexión' }).click();
    await expect(status).toHaveText('Conectando');
    await expect(status).toHaveText('Falló la conexión', { timeout: 10_000 });
    await expect(toast(page, 'No se pudo contactar el servidor. Verifique la dirección del servidor')).toBeVisible();

    await dialog.getByRole('button', { name: 'Guardar configuración SIP' }).click();
    await expect(toast(page, 'Configuración SIP guardada correctamente')).toBeVisible();
    const saved = (await (await page.request.get(`/api/users/${guard.id}`)).json()) as {
      sipSettings: Record<string, unknown> & { password?: unknown };
    };
    expect(saved.sipSettings).toMatchObject({
      incomingServer: '127.0.0.1',
      incomingPort: 9,
      outgoingPort: 5060,
      extensionName: 'Garita Norte',
      extensionNumber: '1001',
      username: '1001',
      hasPassword: true,
      preferredCodec: 'opus',
      sampleRate: '48000',
    });
    expect(saved.sipSettings.password).toBeUndefined();
    await shoot(page, 'sip');

    // Audio test: 5 s from the fake microphone, then play or clear.
    await dialog.getByRole('button', { name: 'Probar micrófono' }).click();
    await expect(dialog.getByText(/Grabando\.\.\./)).toBeVisible();
    await expect(toast(page, 'Prueba de audio completada')).toBeVisible({ timeout: 10_000 });
    await expect(dialog.getByRole('button', { name: 'Reproducir' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Limpiar' }).click();
    await expect(toast(page, 'Grabación borrada')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Probar micrófono' })).toBeVisible();
  });
});
