// On a tenant of its own (e2e/support/tenant.ts): the customer Plaza Los Flamboyanes with its post
// "Estacionamiento norte", and three guards to assign.
import type { Page } from '@playwright/test';
import { expect, signIn, test } from './support';

const uniq = () => Math.random().toString(36).slice(2, 7);

const goTo = async (page: Page, link: RegExp, path: string) => {
  await page.getByRole('navigation').getByRole('link', { name: link }).click();
  await page.waitForURL(`**${path}`);
};

/** Assigns the first available guard in the open picker and returns their name. */
const assignFirstAvailable = async (page: Page) => {
  const picker = page.getByRole('dialog');
  const first = picker.getByRole('list', { name: 'Guardias' }).getByRole('listitem').filter({ hasText: 'Disponible' }).first();
  await expect(first).toBeVisible();
  const name = (await first.locator('span.font-medium').first().textContent())?.trim() ?? '';
  expect(name).not.toBe('');
  await first.getByRole('button', { name: `Asignar a ${name}` }).click();
  await expect(picker).toBeHidden();
  return name;
};

test.describe('rosters', () => {
  test('[ROSTERS] create a post, a roster with a night shift, assign two guards, see the conflict elsewhere and the week in the roster view', async ({
    page,
    tenant,
  }) => {
    const postName = `Muelle ${uniq()}`;
    const plaza = await tenant.addCustomer('Plaza Los Flamboyanes');
    await tenant.addPost(plaza.id, 'Estacionamiento norte');
    await tenant.addGuard();
    await tenant.addGuard({ name: 'Carmen', initial: '', lastName: 'Ortiz', mothersMaidenName: 'Díaz', emailLocal: 'carmen' });
    await tenant.addGuard({ name: 'Pedro', initial: '', lastName: 'Santos', mothersMaidenName: 'Rosa', emailLocal: 'pedro' });
    await signIn(page, tenant.admin);

    // A post of the tenant's customer.
    await goTo(page, /^Puestos$/, '/posts');
    await page.getByRole('button', { name: 'Agregar puesto' }).click();
    const postForm = page.getByRole('form', { name: 'Nuevo puesto' });
    await postForm.getByLabel('Nombre', { exact: true }).fill(postName);
    await postForm.getByLabel('Empresa cliente').selectOption({ label: 'Plaza Los Flamboyanes' });
    await postForm.getByRole('button', { name: 'Crear puesto' }).click();
    await expect(page.getByText('Puesto creado correctamente')).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(postName) })).toBeVisible();

    // A roster with a Monday night shift (22:00 → 06:00 the next day) for two guards.
    await goTo(page, /^Cuadrantes$/, '/rosters');
    await page.getByRole('button', { name: 'Nuevo cuadrante' }).click();
    const editor = page.getByRole('form', { name: 'Nuevo cuadrante' });
    await editor.getByLabel('Puesto').selectOption({ label: `Plaza Los Flamboyanes — ${postName}` });
    await editor.getByLabel('Nombre del cuadrante').fill('Noches');
    await editor.getByRole('button', { name: 'Agregar turno el lunes' }).click();
    await editor.getByLabel('Inicio del turno 1 del lunes').fill('22:00');
    await editor.getByLabel('Fin del turno 1 del lunes').fill('06:00');
    await editor.getByLabel('Guardias necesarios para el turno 1 del lunes').fill('2');
    await expect(editor.getByText('10:00 PM – 6:00 AM (día siguiente)')).toBeVisible();

    await editor.getByRole('button', { name: 'Asignar un guardia al turno 1 del lunes' }).click();
    const first = await assignFirstAvailable(page);
    await editor.getByRole('button', { name: 'Asignar un guardia al turno 1 del lunes' }).click();
    const second = await assignFirstAvailable(page);
    await expect(editor.getByText('2/2 asignados')).toBeVisible();
    // A scheduled meal (issue 27, paid on days without punches): one outside the shift is refused, one inside saved.
    await editor.getByLabel('Inicio de la comida del turno 1 del lunes').fill('07:00');
    await editor.getByLabel('Minutos de comida del turno 1 del lunes').fill('30');
    await editor.getByRole('button', { name: 'Crear cuadrante' }).click();
    await expect(editor.getByText('La comida debe empezar y terminar dentro del turno')).toBeVisible();
    await editor.getByRole('group', { name: 'turno 1 del lunes' }).screenshot({ path: '/tmp/i27-roster-meal-es.png' });
    await editor.getByLabel('Inicio de la comida del turno 1 del lunes').fill('02:00');
    await expect(editor.getByText('La comida debe empezar y terminar dentro del turno')).toBeHidden();
    await editor.getByRole('button', { name: 'Crear cuadrante' }).click();
    await expect(page.getByText('Cuadrante creado correctamente')).toBeVisible();
    const [saved] = await (await tenant.api.get('/api/rosters?search=Noches')).json();
    expect(saved.scheduleData.days[1].shifts[0]).toMatchObject({
      startTime: '22:00',
      endTime: '06:00',
      mealStartTime: '02:00',
      mealMinutes: 30,
    });

    // Elsewhere, a Monday shift from 23:00 overlaps that night: the first guard is not available, and why.
    await page.getByRole('button', { name: 'Volver a los cuadrantes' }).click();
    await page.getByRole('button', { name: 'Nuevo cuadrante' }).click();
    const other = page.getByRole('form', { name: 'Nuevo cuadrante' });
    await other.getByLabel('Puesto').selectOption({ label: 'Plaza Los Flamboyanes — Estacionamiento norte' });
    await other.getByRole('button', { name: 'Agregar turno el lunes' }).click();
    await other.getByLabel('Inicio del turno 1 del lunes').fill('23:00');
    await other.getByLabel('Fin del turno 1 del lunes').fill('07:00');
    await other.getByRole('button', { name: 'Asignar un guardia al turno 1 del lunes' }).click();
    const picker = page.getByRole('dialog');
    await picker.getByLabel('Buscar guardias').fill(first);
    const busy = picker.getByRole('listitem').filter({ hasText: first }).first();
    await expect(busy.getByText('No disponible')).toBeVisible();
    await expect(busy.getByText(new RegExp(`Ya trabaja en ${postName}`))).toBeVisible();
    await expect(busy.getByRole('button', { name: `Asignar a ${first}` })).toBeDisabled();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Volver a los cuadrantes' }).click();

    // The roster view shows the night shift with both guards, fully staffed, in 12-hour time.
    await goTo(page, /^Vista de cuadrantes$/, '/rosters-view');
    // The router keeps the previous page on screen until the lazily loaded one is ready: wait for the view itself.
    await expect(page.getByRole('list', { name: 'Leyenda de cobertura' })).toBeVisible();
    // The post filter is a searchable combobox: type part of the name, pick the option.
    await page.getByRole('combobox', { name: 'Puesto', exact: true }).fill(postName);
    await page.getByRole('option', { name: postName, exact: true }).click();
    // Next week always holds a Monday on or after the roster's first day.
    await page.getByRole('button', { name: 'Semana siguiente' }).click();
    const calendar = page.getByRole('table', { name: /^Turnos,/ });
    const night = calendar.getByRole('listitem', { name: new RegExp(`^${postName}, 10:00 PM – 6:00 AM: Completo, 2 de 2 guardias`) });
    await expect(night).toBeVisible();
    await expect(night).toContainText(first);
    await expect(night).toContainText(second);
    // Week columns stack the times (start, then end) in compact 12-hour form.
    await expect(night).toContainText('10 PM');
    await expect(night).toContainText('– 6 AM');
    await expect(page.getByRole('list', { name: 'Leyenda de cobertura' })).toContainText('Completo (1)');
  });
});
