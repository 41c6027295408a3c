// Payroll hours (issue 18 part A) on a tenant of its own: a payroll profile type takes its overtime rule set and
// options in the settings form (Spanish and English), the law's options of issue 27 (a Mexico rest day, the payroll
// settings' readings) are kept, and the what-if calculation and the holiday calendar answer through the API with the
// rule behind every minute.
import { expect, signIn, test } from './support';

test.describe('payroll hours', () => {
  test('[PAYROLL] a profile type with the Puerto Rico rules and an alternate week, in Spanish and English', async ({ page, tenant }) => {
    await signIn(page, tenant.admin, '/settings/payroll-profile-types');
    await page.getByRole('button', { name: 'Agregar tipo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo tipo de perfil de nómina' });
    await dialog.getByLabel('Nombre').fill('Semana alterna PR');
    await dialog.getByLabel('Conjunto de reglas').selectOption('pr');
    await dialog.getByLabel(/Semana alterna de 4 × 10 h/).check();
    await dialog.getByLabel('Tarifa de penalidad por comida (% del salario)').fill('5000');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog.getByText('La tarifa de penalidad por comida debe ser un número entero entre 0 y 1000 %')).toBeVisible();
    await dialog.getByLabel('Tarifa de penalidad por comida (% del salario)').fill('175');
    await page.screenshot({ path: '/tmp/i18a-profile-type-es.png', fullPage: true });
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('row', { name: /Semana alterna PR/ });
    await expect(row.getByRole('cell', { name: 'Puerto Rico', exact: true })).toBeVisible();

    const types = await (await tenant.api.get('/api/payroll-profile-types')).json();
    expect(types.find((t: { name: string }) => t.name === 'Semana alterna PR')).toMatchObject({
      ruleSet: 'pr',
      alternateWeek: true,
      mealPenaltyPercent: 175,
    });

    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.reload();
    await page.getByRole('button', { name: 'Edit Semana alterna PR' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit payroll profile type' });
    await expect(edit.getByLabel('Rule set')).toHaveValue('pr');
    await expect(edit.getByLabel(/Alternate week of 4 × 10 h/)).toBeChecked();
    await page.screenshot({ path: '/tmp/i18a-profile-type-en.png', fullPage: true });
  });

  test("[PAYROLL] a Mexico profile type's rest day and the payroll settings' readings of the law are kept (issue 27)", async ({
    page,
    tenant,
  }) => {
    await signIn(page, tenant.admin, '/settings/payroll-profile-types');
    await page.getByRole('button', { name: 'Agregar tipo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo tipo de perfil de nómina' });
    await dialog.getByLabel('Nombre').fill('Descanso sábado MX');
    await dialog.getByLabel('Conjunto de reglas').selectOption('mx');
    // Mexico explains the daily threshold as the agreed jornada and offers the weekly rest day.
    await expect(dialog.getByText(/^Jornada diaria pactada \(art\. 59\)/)).toBeVisible();
    await dialog.getByLabel('Día de descanso semanal').selectOption('6');
    await page.screenshot({ path: '/tmp/i27-profile-type-mx-es.png', fullPage: true });
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog).toBeHidden();
    await page.reload();
    await page.getByRole('button', { name: 'Editar Descanso sábado MX' }).click();
    const edit = page.getByRole('dialog', { name: 'Editar tipo de perfil de nómina' });
    await expect(edit.getByLabel('Día de descanso semanal')).toHaveValue('6');
    const typeNamed = async (name: string) =>
      ((await (await tenant.api.get('/api/payroll-profile-types')).json()) as { name: string }[]).find((t) => t.name === name);
    expect(await typeNamed('Descanso sábado MX')).toMatchObject({ ruleSet: 'mx', restDay: 6 });
    // The federal rules have no daily overtime: the daily threshold is kept but not edited; Mexico's rest day goes.
    await edit.getByLabel('Conjunto de reglas').selectOption('us-flsa');
    await expect(edit.getByLabel('Umbral diario de horas extra (horas)')).toBeDisabled();
    await expect(edit.getByText('No aplica: la FLSA no tiene horas extra diarias.')).toBeVisible();
    await edit.getByRole('button', { name: 'Guardar' }).click();
    await expect(edit).toBeHidden();
    expect(await typeNamed('Descanso sábado MX')).toMatchObject({ ruleSet: 'us-flsa', dailyOvertimeThresholdHours: 8, restDay: null });

    await page.goto('/payroll?tab=attendance');
    const settings = page.getByRole('region', { name: 'Redondeo, tolerancia e impuesto' });
    await settings.getByLabel(/^Cubierta por la FLSA/).uncheck();
    await settings.getByLabel('México: un turno del sábado por la noche al domingo').selectOption('hours_on_sunday');
    await settings.getByLabel('Diferencial nocturno desde').fill('21:00');
    await settings.getByRole('button', { name: 'Guardar ajustes' }).click();
    await expect(page.getByText('Ajustes de nómina guardados')).toBeVisible();
    await page.screenshot({ path: '/tmp/i27-payroll-settings-es.png', fullPage: true });
    await page.reload();
    const reloaded = page.getByRole('region', { name: 'Redondeo, tolerancia e impuesto' });
    await expect(reloaded.getByLabel(/^Cubierta por la FLSA/)).not.toBeChecked();
    await expect(reloaded.getByLabel('México: un turno del sábado por la noche al domingo')).toHaveValue('hours_on_sunday');
    await expect(reloaded.getByLabel('Diferencial nocturno desde')).toHaveValue('21:00');
    expect(await (await tenant.api.get('/api/payroll/settings')).json()).toMatchObject({
      flsaCovered: false,
      mxSundayReading: 'hours_on_sunday',
      nightFromMinute: 1260,
      nightToMinute: 360,
    });
  });

  test('[PAYROLL] the what-if calculation and the holiday calendar through the API', async ({ tenant }) => {
    // Puerto Rico, 5 × 10 h (07:00–18:00 with a 1-hour meal at 11:00): 8 h regular and 2 h at 1.5× a day.
    const res = await tenant.api.post('/api/payroll/calculate', {
      data: {
        ruleSet: 'pr',
        timeZone: 'America/Puerto_Rico',
        entries: ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06'].map((date) => ({
          date,
          start: '07:00',
          end: '18:00',
          breakMinutes: 60,
          mealStart: '11:00',
        })),
      },
    });
    expect(res.status(), await res.text()).toBe(200);
    const body = await res.json();
    expect(body.totals).toEqual({ regular: 2400, overtime_150: 600 });
    expect(body.days[0].applied.map((a: { rule: string }) => a.rule)).toEqual(['pr.regular', 'pr.daily_over_8']);

    const bad = await tenant.api.post('/api/payroll/calculate', {
      data: { ruleSet: 'pr', entries: [{ start: '2026-03-02T10:00:00-04:00', end: '2026-03-02T09:00:00-04:00' }] },
    });
    expect(bad.status()).toBe(400);

    const added = await tenant.api.post('/api/payroll/holidays', { data: { date: '2026-08-10', name: 'Aniversario de la empresa' } });
    expect(added.status(), await added.text()).toBe(201);
    const list = await (await tenant.api.get('/api/payroll/holidays?year=2026')).json();
    expect(list.items.some((h: { date: string; source: string }) => h.date === '2026-08-10' && h.source === 'company')).toBe(true);
    expect(list.items.some((h: { key: string }) => h.key === 'thanksgiving' || h.key === 'christmas')).toBe(true);
  });
});
