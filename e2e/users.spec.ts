import type { Locator, Page } from '@playwright/test';
import { ACCOUNTS, expect, signIn, type TTenant, test } from './support';
import { seriousViolations } from './support/axe';

const uniq = () => Math.random().toString(36).slice(2, 8);

/** The card (list item) of one user on the users page. */
const cardOf = (page: Page, name: string | RegExp) => page.getByRole('main').getByRole('listitem', { name });

const goToUsers = async (page: Page) => {
  await page
    .getByRole('navigation')
    .getByRole('link', { name: /^(Usuarios|Users)$/ })
    .click();
  await page.waitForURL('**/users');
};

const waitForToastGone = async (page: Page, text: string | RegExp) => {
  await expect(page.getByText(text).first()).toBeHidden({ timeout: 8000 });
};

/** The tenant's two payroll profile types (the demo company's). */
const addPayrollTypes = async (tenant: TTenant) => {
  for (const data of [
    { name: 'Estándar (8 h diarias / 40 h semanales)', dailyOvertimeThresholdHours: 8, weeklyOvertimeThresholdHours: 40 },
    { name: 'Turnos de 12 horas', dailyOvertimeThresholdHours: 12, weeklyOvertimeThresholdHours: 48 },
  ]) {
    const res = await tenant.api.post('/api/payroll-profile-types', { data });
    expect(res.status(), await res.text()).toBe(201);
  }
};

type TRosterShift = { id: string; guardIds: string[] };
type TRoster = { id: string; postName: string; scheduleData: { days: { dayOfWeek: number; shifts: TRosterShift[] }[] } };

test.describe('users', () => {
  test('[USERS] create a guard with every section, find, edit, deactivate twice-confirmed (gone from the roster), reactivate', async ({
    page,
    tenant,
  }) => {
    test.setTimeout(120_000);
    const suffix = uniq();
    const lastName = `Prueba${suffix}`;
    const email = `e2e.${suffix}@zafiro.example.com`;
    // The guard joins a tenant of the spec's own (e2e/support/tenant.ts): payroll types and a roster with a shift.
    const company = tenant.name;
    await addPayrollTypes(tenant);
    const plaza = await tenant.addCustomer('Plaza Los Flamboyanes');
    const gate = await tenant.addPost(plaza.id, 'Portón principal');
    const tenantRoster = await tenant.addRoster({
      postId: gate.id,
      name: 'Semana regular',
      effectiveFrom: new Intl.DateTimeFormat('en-CA', { timeZone: tenant.timeZone }).format(new Date()),
      scheduleData: { days: [{ dayOfWeek: 1, shifts: [{ shiftNumber: 1, startTime: '07:00', endTime: '15:00', requiredGuards: 1 }] }] },
    });
    const fullName = `Zoraida ${lastName} Vega`;
    await signIn(page, ACCOUNTS.builtInAdmin);

    // A second security company so the guard can be a runner for it.
    const runnerCompany = `Runner Security ${suffix}`;
    const created = await page.request.post('/api/companies', {
      data: { name: runnerCompany, timeZone: 'America/Puerto_Rico', defaultLanguage: 'es' },
    });
    expect(created.status(), await created.text()).toBe(201);

    await goToUsers(page);
    await page.getByRole('button', { name: 'Agregar usuario' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Agregar usuario' });
    await expect(dialog).toBeVisible();
    // Page scroll is locked while the editor is open.
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

    // Submitting empty shows the required fields.
    await dialog.getByRole('button', { name: 'Crear usuario' }).click();
    await expect(dialog.getByText('El rol es obligatorio')).toBeVisible();
    await expect(dialog.getByText('La contraseña es obligatoria')).toBeVisible();

    // Basic Information
    await dialog.getByLabel('Nombre', { exact: true }).fill('Zoraida');
    await dialog.getByLabel('Inicial').fill('m');
    await dialog.getByLabel('Apellido paterno').fill(lastName);
    await dialog.getByLabel('Apellido materno').fill('Vega');
    await dialog.getByLabel('Correo electrónico').fill(email);
    await dialog.getByLabel('Contraseña').fill('Guardia-Nueva-2026');
    // Role and company
    await dialog.getByLabel('Rol', { exact: true }).selectOption({ label: 'Guardia de seguridad' });
    await dialog.getByLabel('Empresa de seguridad').selectOption({ label: company });
    // Profile photo from the (fake) camera
    await dialog.getByRole('button', { name: 'Tomar foto' }).click();
    const camera = page.getByRole('dialog', { name: 'Tomar una foto de perfil' });
    await expect(camera.getByRole('button', { name: 'Capturar' })).toBeEnabled();
    await camera.getByRole('button', { name: 'Capturar' }).click();
    await expect(camera).toBeHidden();
    await expect(dialog.getByRole('img', { name: 'Foto de perfil' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Repetir foto' })).toBeVisible();
    // Company assignment: the main company is not offered as a runner company
    const runnerSelect = dialog.getByLabel('Agregar una empresa');
    await expect(runnerSelect.getByRole('option', { name: company })).toHaveCount(0);
    await runnerSelect.selectOption({ label: runnerCompany });
    await expect(dialog.getByRole('button', { name: `Quitar ${runnerCompany}` })).toBeVisible();
    await expect(runnerSelect.getByRole('option', { name: runnerCompany })).toHaveCount(0);
    // Security guard information
    await dialog.getByLabel('Rango').selectOption({ label: 'Supervisor' });
    await dialog.getByLabel('Coordinador').check();
    await dialog.getByLabel('Número de empleado').fill(`VB-${suffix}`);
    await dialog.getByLabel('Número de seguro social').fill('123456789');
    await dialog.getByLabel('Fecha de nacimiento').fill('12/04/1991');
    await dialog.getByLabel('Tipo de perfil de nómina').selectOption({ index: 1 });
    await dialog.getByLabel('Salario por hora').fill('13,25');
    await dialog.getByLabel('Tarifa de horas extra (por hora)').fill('19,88');

    await dialog.getByRole('button', { name: 'Crear usuario' }).click();
    await expect(page.getByText('Usuario creado correctamente')).toBeVisible();
    await expect(dialog).toBeHidden();

    // Find them by search (last name, then company ID number).
    const search = page.getByRole('searchbox', { name: 'Buscar' });
    await search.fill(lastName);
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(1);
    const card = cardOf(page, fullName);
    await expect(card).toContainText(email);
    await expect(card.getByText('Guardia', { exact: true })).toBeVisible();
    await expect(card).toContainText('Supervisor');
    await expect(card).toContainText('Coordinador');
    await expect(card).toContainText(company);
    await search.fill(`vb-${suffix}`);
    await expect(cardOf(page, fullName)).toBeVisible();

    const users = await (await page.request.get(`/api/users/paginated?search=${encodeURIComponent(lastName)}`)).json();
    const guardId = users.items[0].id as string;
    const stored = await (await page.request.get(`/api/users/${guardId}`)).json();
    expect(stored).toMatchObject({
      initial: 'M',
      rank: 'supervisor',
      isCoordinator: true,
      socialSecurityNumber: '123-45-6789',
      dateOfBirth: '1991-04-12',
      hourlyWageCents: 1325,
      overtimeRateCents: 1988,
    });
    expect(stored.photoFileId).toBeTruthy();
    expect(stored.runnerForCompanies).toHaveLength(1);
    expect(stored.payrollProfileTypeId).toBeTruthy();

    // Edit: contact, address (state waits for a country; a country change clears it), employment.
    await cardOf(page, fullName)
      .getByRole('button', { name: `Editar a ${fullName}` })
      .click();
    const editor = page.getByRole('dialog', { name: `Editar usuario: ${fullName}` });
    await expect(editor.getByRole('tab', { name: 'Detalles' })).toBeVisible();
    for (const tab of ['Documentos', 'Memorandos', 'Puestos vetados', 'Reconocimiento facial', 'SIP', 'Ausencias']) {
      await expect(editor.getByRole('tab', { name: tab })).toBeVisible();
    }
    await expect(editor.getByLabel('Contraseña', { exact: true })).toHaveCount(0);
    await editor.getByLabel('Teléfono', { exact: true }).fill('+1 787 555 4321');
    await editor.getByLabel('WhatsApp en este celular').click();
    await editor.getByLabel('Celular', { exact: true }).fill('+17875559876');
    await editor.getByLabel('Calle').fill('Calle Luna 12');
    await editor.getByLabel('Ciudad', { exact: true }).fill('Ponce');
    await editor.getByLabel('Código postal').fill('00716');
    await expect(editor.getByLabel('Estado', { exact: true })).toBeDisabled();
    await editor.getByLabel('País', { exact: true }).selectOption({ label: 'México' });
    await editor.getByLabel('Estado', { exact: true }).selectOption({ label: 'Jalisco (JAL)' });
    await editor.getByLabel('País', { exact: true }).selectOption({ label: 'Puerto Rico' });
    await expect(editor.getByLabel('Estado', { exact: true })).toHaveValue('');
    await editor.getByLabel('Estado', { exact: true }).selectOption({ label: 'Puerto Rico (PR)' });
    await editor.getByLabel('Fecha de inicio de empleo').fill('01/02/2024');
    await expect(editor.getByText('Sin asignaciones de turno actuales')).toBeVisible();
    await editor.getByRole('button', { name: 'Actualizar usuario' }).click();
    await expect(page.getByText('Usuario actualizado correctamente')).toBeVisible();
    await expect(editor).toBeHidden();
    await expect(cardOf(page, fullName)).toContainText('Ponce, PR');
    await expect(cardOf(page, fullName)).toContainText('(787) 555-4321');

    // Put the guard on a roster shift (through the rosters API).
    const roster = (await (await tenant.api.get(`/api/rosters/${tenantRoster.id}`)).json()) as TRoster;
    expect(roster, 'the tenant has a roster with shifts').toBeTruthy();
    const shift = roster!.scheduleData.days.flatMap((d) => d.shifts)[0];
    const assigned = await page.request.post(`/api/rosters/${roster!.id}/shifts/${shift.id}/guards`, {
      data: { guardId, overrideReason: 'Prueba e2e de usuarios' },
    });
    expect(assigned.status(), await assigned.text()).toBe(200);

    // The editor lists the assignment in 12-hour time; close it to refresh the list.
    await page.reload();
    await search.fill(lastName);
    await cardOf(page, fullName)
      .getByRole('button', { name: `Editar a ${fullName}` })
      .click();
    const shiftsTable = page.getByRole('table', { name: 'Asignaciones de turno actuales' });
    await expect(shiftsTable).toContainText(roster!.postName);
    await expect(shiftsTable).toContainText(/\d{1,2}:\d{2} (AM|PM)/);
    await page.keyboard.press('Escape');

    // Deactivate: two confirmations, the second warns about shifts and asks for date and reason.
    await cardOf(page, fullName)
      .getByRole('switch', { name: `Activo: ${fullName}` })
      .click();
    const first = page.getByRole('alertdialog', { name: '¿Desactivar usuario?' });
    await expect(first).toBeVisible();
    await first.getByRole('button', { name: 'Continuar' }).click();
    const second = page.getByRole('alertdialog', { name: 'Confirmar la desactivación' });
    await expect(second).toContainText('será retirado de todos los turnos asignados');
    await second.getByRole('button', { name: 'Desactivar' }).click();
    await expect(second.getByText('El motivo de salida es obligatorio cuando el guardia no está empleado.')).toBeVisible();
    await second.getByLabel('Motivo de salida').fill('Renuncia voluntaria');
    await second.getByRole('button', { name: 'Desactivar' }).click();
    await expect(page.getByText('Guardia retirado de los turnos')).toBeVisible();
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(0);
    await expect(page.getByText('No se encontraron usuarios')).toBeVisible();

    // Gone from their roster.
    const after = (await (await page.request.get(`/api/rosters/${roster!.id}`)).json()) as TRoster;
    const guardIdsAfter = after.scheduleData.days.flatMap((d) => d.shifts.flatMap((s) => s.guardIds));
    expect(guardIdsAfter).not.toContain(guardId);
    expect(await (await page.request.get(`/api/users/${guardId}/shift-assignments`)).json()).toEqual([]);

    // Inactive Users Only shows them; reactivation asks nothing.
    await page.getByRole('switch', { name: 'Solo usuarios activos' }).click();
    await expect(page.getByText('Solo usuarios inactivos')).toBeVisible();
    const inactiveCard = cardOf(page, fullName);
    await expect(inactiveCard.getByRole('switch', { name: `Activo: ${fullName}` })).not.toBeChecked();
    await inactiveCard.getByRole('switch', { name: `Activo: ${fullName}` }).click();
    await expect(page.getByText('Usuario actualizado correctamente')).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(0);
    const reactivated = await (await page.request.get(`/api/users/${guardId}`)).json();
    expect(reactivated).toMatchObject({ stillEmployed: true, terminationDate: null, terminationReason: null });

    // Clear Filters appears with a filter and puts everything back.
    await page.getByRole('button', { name: 'Limpiar filtros' }).click();
    await expect(page.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Limpiar filtros' })).toHaveCount(0);
  });

  test('[USERS] role tabs, paging footer and the empty state', async ({ page }) => {
    await signIn(page, ACCOUNTS.companyAdmin);
    await goToUsers(page);
    const cards = page.getByRole('main').getByRole('listitem');
    await expect(cards).toHaveCount(25);
    const footer = page.getByRole('navigation', { name: 'Paginación' });
    await expect(footer).toContainText(/Mostrando 1 a 25 de \d+ usuarios/);

    await footer.getByLabel('Filas por página').selectOption('10');
    await expect(cards).toHaveCount(10);
    await footer.getByRole('button', { name: 'Siguiente' }).click();
    await expect(footer).toContainText(/Mostrando 11 a 20 de \d+ usuarios/);
    await expect(footer).toContainText(/Página 2 de \d+/);

    // A filter change goes back to page 1.
    await page.getByRole('tab', { name: 'Guardias de seguridad' }).click();
    await expect(footer).toContainText(/Mostrando 1 a 10 de \d+ usuarios/);
    await expect(page.getByRole('heading', { name: /Administradores de empresa/i })).toHaveCount(0);

    await page.getByRole('tab', { name: 'Coordinadores' }).click();
    // The previous tab's cards stay on screen until the coordinators arrive: wait for them before counting.
    await expect(cards.first().getByText('Coordinador', { exact: true })).toBeVisible();
    const coordinatorCount = await cards.count();
    expect(coordinatorCount).toBeGreaterThan(0);
    for (const item of await cards.all()) await expect(item.getByText('Coordinador', { exact: true })).toBeVisible();

    await page.getByRole('tab', { name: 'Administradores' }).click();
    await expect(page.getByRole('heading', { name: /Administradores de empresa/i })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Guardias de seguridad/i })).toHaveCount(0);

    await page.getByRole('tab', { name: 'Todos los usuarios' }).click();
    await page.getByRole('searchbox', { name: 'Buscar' }).fill('nadie-se-llama-asi');
    await expect(page.getByText('No se encontraron usuarios')).toBeVisible();
    await expect(page.getByText('Pruebe a cambiar los filtros o agregue el primer usuario.')).toBeVisible();
    await expect(page.getByRole('main').getByRole('button', { name: 'Agregar usuario' })).toHaveCount(2);

    // The call icon opens the in-browser phone with that number; the SMS icon opens the conversation with it.
    await page.getByRole('button', { name: 'Limpiar filtros' }).click();
    const firstCard: Locator = cards.first();
    await firstCard.getByRole('button', { name: /^Llamar a / }).click();
    await expect(page.getByRole('dialog', { name: 'Teléfono (PBX)' }).getByTestId('phone-dial-field')).toHaveValue(/^\+?\d{7,}$/);
    await page.keyboard.press('Escape');
    await firstCard.getByRole('button', { name: /^Enviar SMS a / }).click();
    await expect(page.getByRole('dialog', { name: /^SMS con / })).toBeVisible();
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Enviar' })).toBeDisabled();
  });

  test('[USERS] payroll profile types: the settings page lists, adds and validates; the guard form offers them', async ({
    page,
    tenant,
  }) => {
    await addPayrollTypes(tenant);
    await signIn(page, tenant.admin, '/settings/payroll-profile-types');
    const table = page.getByRole('table', { name: 'Tipos de perfil de nómina' });
    await expect(table).toContainText('Estándar (8 h diarias / 40 h semanales)');
    await expect(table).toContainText('Turnos de 12 horas');
    const name = `Nocturno ${uniq()}`;
    await page.getByRole('button', { name: 'Agregar tipo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo tipo de perfil de nómina' });
    await dialog.getByLabel('Nombre').fill(name);
    await dialog.getByLabel('Umbral diario de horas extra (horas)').fill('30');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog.getByText('El umbral diario debe estar entre 0,5 y 24 horas')).toBeVisible();
    await dialog.getByLabel('Umbral diario de horas extra (horas)').fill('10');
    await dialog.getByLabel('Umbral semanal de horas extra (horas)').fill('44');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Tipo de perfil de nómina creado')).toBeVisible();
    await expect(table.getByRole('row', { name: new RegExp(name) })).toContainText('10 h');

    await goToUsers(page);
    await page.getByRole('button', { name: 'Agregar usuario' }).first().click();
    const form = page.getByRole('dialog', { name: 'Agregar usuario' });
    await form.getByLabel('Rol', { exact: true }).selectOption({ label: 'Guardia de seguridad' });
    await expect(form.getByLabel('Tipo de perfil de nómina').getByRole('option', { name: new RegExp(name) })).toBeAttached();
  });

  test("[USERS] the main admin's switch is hidden and labelled Admin", async ({ page }) => {
    await signIn(page, ACCOUNTS.builtInAdmin);
    await goToUsers(page);
    await page.getByRole('searchbox', { name: 'Buscar' }).fill('admin@centinela.local');
    const card = cardOf(page, /Admin Centinela/);
    await expect(card).toBeVisible();
    await expect(card.getByText('Admin', { exact: true })).toBeVisible();
    await expect(card.getByRole('switch')).toHaveCount(0);
  });

  test('[USERS] switch to English and back', async ({ page }) => {
    await signIn(page, ACCOUNTS.companyAdmin);
    await goToUsers(page);
    await expect(page.getByRole('tab', { name: 'Todos los usuarios' })).toBeVisible();
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('tab', { name: 'All Users' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Security Guards' })).toBeVisible();
    await expect(page.getByText(/^Showing 1 to 25 of \d+ users$/)).toBeVisible();
    await expect(page.getByText('Active users only')).toBeVisible();
    await page.getByRole('button', { name: 'Add User' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add User' });
    await expect(dialog.getByRole('button', { name: 'Create User' })).toBeVisible();
    await expect(dialog.getByText('Basic Information')).toBeVisible();
    await dialog.getByRole('button', { name: 'Create User' }).click();
    await expect(dialog.getByText('Password is required')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('users-editor-en.png') });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('switch', { name: 'Active users only' }).click();
    await expect(page.getByText('Inactive Users Only')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('users-en.png'), fullPage: true });
    await page.getByRole('button', { name: 'Español' }).click();
    await expect(page.getByText('Solo usuarios inactivos')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Todos los usuarios' })).toBeVisible();
  });

  test('[USERS] axe finds no serious violation on /users and in the editor', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, ACCOUNTS.companyAdmin);
    await goToUsers(page);
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(25);
    await waitForToastGone(page, 'Sesión iniciada correctamente');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Agregar usuario' }).first().click();
    const create = page.getByRole('dialog', { name: 'Agregar usuario' });
    await create.getByLabel('Rol', { exact: true }).selectOption({ label: 'Guardia de seguridad' });
    await create.getByRole('button', { name: 'Crear usuario' }).click();
    await expect(create.getByText('El rango es obligatorio para los guardias de seguridad')).toBeVisible();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('users-editor-create.png') });
    await create.getByRole('button', { name: 'Cancelar' }).click();

    await page
      .getByRole('main')
      .getByRole('button', { name: /^Editar a / })
      .nth(3)
      .click();
    const edit = page.getByRole('dialog', { name: /^Editar usuario/ });
    await expect(edit.getByRole('tab', { name: 'Detalles' })).toBeVisible();
    await expect(edit.getByLabel('Calle')).toBeVisible();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('users-editor-edit.png') });
  });
});
