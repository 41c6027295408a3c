// The shifts board (issue 12): mark a guard absent on today's shift, see it turn "needs coverage" on the board and in
// the roster view, cover it from the ranked candidates, and find both actions (the absence's open and the cover) in
// the guard actions report. On a tenant of its own; screenshots in Spanish and English.
import type { Page } from '@playwright/test';
import { expect, signIn, type TTenant, test } from './support';

const uniq = () => Math.random().toString(36).slice(2, 7);

/** Today in Puerto Rico (the tenant's zone) as YYYY-MM-DD and its weekday (Sunday = 0). */
const todayInPuertoRico = () => {
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Puerto_Rico' }).format(new Date());
  return { date, dayOfWeek: new Date(`${date}T12:00:00Z`).getUTCDay() };
};

/** A post with today's shift (8:00 PM – 11:00 PM, one guard: Luis) and a second, free guard (Carmen). */
const createWorld = async (tenant: TTenant) => {
  const customer = await tenant.addCustomer('Plaza Los Flamboyanes');
  const luis = await tenant.addGuard();
  const carmen = await tenant.addGuard({ name: 'Carmen', initial: '', lastName: 'Ortiz', mothersMaidenName: 'Díaz', emailLocal: 'carmen' });
  const postName = `Torre ${uniq()}`;
  const post = await tenant.addPost(customer.id, postName);
  const { date, dayOfWeek } = todayInPuertoRico();
  await tenant.addRoster({
    postId: post.id,
    name: 'Noche',
    effectiveFrom: date,
    overrideReason: 'Prueba e2e del panel de turnos',
    scheduleData: {
      days: [{ dayOfWeek, shifts: [{ shiftNumber: 1, startTime: '20:00', endTime: '23:00', requiredGuards: 1, guardIds: [luis.id] }] }],
    },
  });
  return { postName, luis, carmen, date };
};

const cardOf = (page: Page, postName: string) => page.getByTestId('occurrence').filter({ hasText: postName });

test('[SHIFTS] a guard marked absent makes the shift need coverage; covering it and both actions show in the report', async ({
  page,
  tenant,
}) => {
  const { postName } = await createWorld(tenant);
  await signIn(page, tenant.admin, '/shifts-dashboard');
  const card = cardOf(page, postName);
  await expect(card.getByTestId('occurrence-state')).toHaveText('Completo');
  await card.getByRole('button', { name: /^Marcar ausente a Luis/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Categoría').selectOption({ index: 1 });
  await dialog.getByLabel('Notas').fill('Llamó enfermo');
  await dialog.getByRole('button', { name: 'Marcar ausente' }).click();
  await expect(page.getByText('El guardia ha sido marcado ausente correctamente')).toBeVisible();
  await expect(card.getByTestId('occurrence-state')).toHaveText('Requiere cobertura');
  await expect(card.getByText('Ausente', { exact: true })).toBeVisible();
  await expect(page.getByTestId('count-needs_coverage')).toHaveText('1');
  await page.screenshot({ path: '/tmp/i12-board-es.png', fullPage: true });

  // The roster view counts the absent guard out too.
  await page.goto('/rosters-view');
  await expect(page.getByRole('table', { name: /^(Turnos|Shifts),/ })).toBeVisible();
  await page.getByRole('combobox', { name: /^(Puesto|Post)$/ }).fill(postName);
  await page.getByRole('option', { name: postName, exact: true }).click();
  const chip = page.getByTestId('shift-chip').filter({ hasText: '8 PM' });
  await expect(chip).toHaveAttribute('aria-label', /Requiere cobertura/);

  // Cover it from the ranked candidates.
  await page.goto('/shifts-dashboard');
  await cardOf(page, postName).getByRole('button', { name: 'Buscar cobertura' }).click();
  const cover = page.getByRole('dialog');
  await expect(cover.getByTestId('candidate').first()).toBeVisible();
  await page.screenshot({ path: '/tmp/i12-candidates-es.png' });
  await cover.getByRole('button', { name: /^Cubrir con Carmen/ }).click();
  await expect(cardOf(page, postName).getByTestId('occurrence-state')).toHaveText('Completo');
  await expect(cardOf(page, postName).getByText('Cobertura', { exact: true })).toBeVisible();

  // Both actions in the guard actions report.
  await page.goto('/guard-actions-report');
  const table = page.getByRole('table');
  const coverRow = table.getByRole('row').filter({ hasText: 'Cubrir' }).filter({ hasText: 'Carmen' });
  const openRow = table.getByRole('row').filter({ hasText: 'Abrir' }).filter({ hasText: 'Luis' });
  await expect(coverRow).toHaveCount(1);
  await expect(openRow).toHaveCount(1);
  await expect(openRow).toContainText('Ausencia:');
  await expect(openRow).toContainText('Llamó enfermo');
  await page.screenshot({ path: '/tmp/i12-guard-actions-es.png', fullPage: true });
});

test.describe('in English', () => {
  test('[SHIFTS] the board and the candidates read in English', async ({ page, tenant }) => {
    const { postName, luis, date } = await createWorld(tenant);
    // Mark Luis absent through the API (the Spanish test does it in the page).
    const board = await (await tenant.api.get(`/api/shifts?date=${date}`)).json();
    const occurrence = board.items.find((i: { postName: string }) => i.postName === postName);
    const categories = await (await tenant.api.get('/api/absence-categories')).json();
    const marked = await tenant.api.post(`/api/shifts/${occurrence.id}/absences`, {
      data: { guardId: luis.id, categoryId: categories[0].id },
    });
    expect(marked.status(), await marked.text()).toBe(201);

    await page.addInitScript(() => window.localStorage.setItem('language', 'en'));
    await signIn(page, tenant.admin, '/shifts-dashboard');
    const card = cardOf(page, postName);
    await expect(card.getByTestId('occurrence-state')).toHaveText('Needs coverage');
    await page.screenshot({ path: '/tmp/i12-board-en.png', fullPage: true });
    await card.getByRole('button', { name: 'Find coverage' }).click();
    await expect(page.getByRole('dialog').getByTestId('candidate').first()).toContainText('No warnings');
    await page.screenshot({ path: '/tmp/i12-candidates-en.png' });
  });
});

test('[SHIFTS] a guard offered an open shift sees it on their dashboard and takes it with Accept', async ({ page, tenant }) => {
  const customer = await tenant.addCustomer('Condominio Las Palmas');
  const luis = await tenant.addGuard();
  const carmen = await tenant.addGuard({ name: 'Carmen', initial: '', lastName: 'Ortiz', mothersMaidenName: 'Díaz', emailLocal: 'carmen' });
  const postName = `Garita ${uniq()}`;
  const post = await tenant.addPost(customer.id, postName);
  // Tomorrow's night shift (it has not started, so it can be offered), staffed by Luis.
  const today = todayInPuertoRico();
  const tomorrow = new Date(`${today.date}T12:00:00Z`);
  tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
  const date = tomorrow.toISOString().slice(0, 10);
  await tenant.addRoster({
    postId: post.id,
    name: 'Noche',
    effectiveFrom: today.date,
    overrideReason: 'Prueba e2e de ofertas de turno',
    scheduleData: {
      days: [
        {
          dayOfWeek: tomorrow.getUTCDay(),
          shifts: [{ shiftNumber: 1, startTime: '20:00', endTime: '23:00', requiredGuards: 1, guardIds: [luis.id] }],
        },
      ],
    },
  });
  // Luis is absent; the admin offers the shift to Carmen.
  const board = await (await tenant.api.get(`/api/shifts?date=${date}`)).json();
  const occurrence = board.items.find((i: { postName: string }) => i.postName === postName);
  const categories = await (await tenant.api.get('/api/absence-categories')).json();
  const marked = await tenant.api.post(`/api/shifts/${occurrence.id}/absences`, {
    data: { guardId: luis.id, categoryId: categories[0].id },
  });
  expect(marked.status(), await marked.text()).toBe(201);
  const offered = await tenant.api.post(`/api/shifts/${occurrence.id}/offers`, { data: { guardIds: [carmen.id] } });
  expect(offered.status(), await offered.text()).toBe(201);

  await signIn(page, carmen, '/dashboard');
  const offers = page.getByRole('region', { name: 'Turnos ofrecidos' });
  await expect(offers.getByRole('listitem', { name: postName })).toContainText('8:00 PM – 11:00 PM');
  await page.screenshot({ path: '/tmp/i12-offers-es.png', fullPage: true });
  await offers.getByRole('button', { name: new RegExp(`^Aceptar el turno de ${postName}`) }).click();
  await expect(page.getByText(`Turno aceptado: ${postName}`)).toBeVisible();
  await expect(offers).toBeHidden();

  // The board shows Carmen covering the shift.
  const after = await (await tenant.api.get(`/api/shifts?date=${date}`)).json();
  const covered = after.items.find((i: { postName: string }) => i.postName === postName);
  expect(covered.guards.map((g: { id: string }) => g.id)).toContain(carmen.id);
});
