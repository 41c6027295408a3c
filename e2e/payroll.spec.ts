// Payroll on a tenant of its own: a two-week pay run for a guard scheduled Monday to Friday (no punches, so paid from the
// schedule and marked unverified) is calculated, approved and processed; the line explains its hours and the pay stub
// opens as a PDF. Screenshots in Spanish and English.
import { expect, signIn, test } from './support';

test('[PAYROLL] run a two-week payroll, calculate, approve, process and open a pay stub', async ({ page, tenant }) => {
  test.setTimeout(120_000);
  const customer = await tenant.addCustomer('Plaza Las Américas');
  const guard = await tenant.addGuard({ extra: { hourlyWageCents: 1500 } });
  const post = await tenant.addPost(customer.id, `Torre ${Math.random().toString(36).slice(2, 7)}`);
  await tenant.addRoster({
    postId: post.id,
    name: 'Día',
    effectiveFrom: '2026-01-04',
    overrideReason: 'Prueba e2e de nómina',
    scheduleData: {
      days: [1, 2, 3, 4, 5].map((dayOfWeek) => ({
        dayOfWeek,
        shifts: [{ shiftNumber: 1, startTime: '07:00', endTime: '15:00', requiredGuards: 1, guardIds: [guard.id] }],
      })),
    },
  });
  const created = await tenant.api.post('/api/payroll/runs', {
    data: { periodKind: 'biweekly', periodStart: '2026-01-04', periodEnd: '2026-01-17', selection: 'guards', guardIds: [guard.id] },
  });
  expect(created.status(), await created.text()).toBe(201);

  await signIn(page, tenant.admin, '/payroll');
  await page.getByRole('button', { name: 'Abrir la nómina n.º 1' }).click();
  const panel = page.getByRole('region', { name: /Nómina n\.º 1/ });
  await panel.getByRole('button', { name: 'Calcular' }).click();
  await expect(panel.getByTestId('run-status')).toHaveText('Calculada', { timeout: 30_000 });
  // Ten scheduled days of 8 h, two workweeks of 40 h: 80 regular hours at $15.00.
  const line = panel.getByRole('row', { name: /Luis/ });
  // Numbers and amounts as Puerto Rico writes them, in Spanish too (issue 29).
  await expect(line).toContainText('80.00');
  await expect(line).toContainText('$1,200.00');

  await panel.getByRole('button', { name: /^Detalle de Luis/ }).click();
  const detail = page.getByRole('dialog', { name: /^Línea de Luis/ });
  await expect(detail).toContainText('No verificado');
  await expect(detail).toContainText('Regular');
  // The workweeks the line pays (decision 0021): 5–11 January ended in the period, 12–18 January continues in the next.
  const weeks = detail.getByRole('region', { name: 'Semanas laborales que paga esta línea' });
  await expect(weeks.getByRole('listitem')).toHaveCount(2);
  await expect(weeks.getByRole('listitem').first()).toContainText('Semana terminada: horas extra definitivas');
  await expect(weeks.getByRole('listitem').last()).toContainText('La semana continúa en el próximo periodo');
  await expect(weeks.getByRole('listitem').last()).toContainText(
    '40.00 h trabajadas en la semana hasta ahora · 40.00 h pagadas en esta nómina',
  );
  await page.screenshot({ path: '/tmp/i18b-payroll-line-es.png' });
  await page.keyboard.press('Escape');

  await panel.getByRole('button', { name: 'Aprobar' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Aprobar' }).click();
  await expect(panel.getByTestId('run-status')).toHaveText('Aprobada');
  await panel.getByRole('button', { name: 'Procesar' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Procesar' }).click();
  await expect(panel.getByTestId('run-status')).toHaveText('Procesada');
  await expect(panel.getByRole('button', { name: 'Calcular' })).toHaveCount(0);
  await page.screenshot({ path: '/tmp/i18b-payroll-es.png' });

  // The pay stub: a PDF from the line's link.
  const href = await panel.getByRole('link', { name: /^Talonario de pago de Luis/ }).getAttribute('href');
  expect(href).toContain('/stub');
  const stub = await page.request.get(href ?? '');
  expect(stub.status()).toBe(200);
  expect(stub.headers()['content-type']).toBe('application/pdf');

  // The attendance section: the scheduled days without punches are unverified.
  await page.goto('/payroll?tab=attendance&from=2026-01-05&to=2026-01-09');
  await expect(page.getByRole('row', { name: /Luis/ }).first()).toContainText('Programado, sin marcas');
  await page.screenshot({ path: '/tmp/i18b-payroll-attendance-es.png' });

  // Processed payrolls, in English.
  await page.goto('/payroll?tab=processed');
  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.reload();
  await page.getByRole('button', { name: 'Open run #1' }).click();
  const processed = page.getByRole('region', { name: /Run #1/ });
  await expect(processed.getByTestId('run-status')).toHaveText('Processed');
  await expect(processed.getByRole('link', { name: 'CSV (QuickBooks Online)' })).toBeVisible();
  await page.screenshot({ path: '/tmp/i18b-payroll-en.png' });

  // The line on a phone, in English: the weeks it pays, readable without sideways scrolling.
  await page.setViewportSize({ width: 375, height: 812 });
  await processed.getByRole('button', { name: /^Details of Luis/ }).click();
  const lineEn = page.getByRole('dialog', { name: /^Line of Luis/ });
  await expect(lineEn.getByRole('region', { name: 'Workweeks this line pays' })).toContainText('Week ended: overtime final');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: '/tmp/i27-payroll-line-phone-en.png' });
  await page.keyboard.press('Escape');

  // A phone: the page never scrolls sideways, on any tab.
  await page.setViewportSize({ width: 375, height: 812 });
  for (const tab of ['attendance', 'deductions', 'runs', 'processed', 'services', 'holidays', 'calculator']) {
    await page.goto(`/payroll?tab=${tab}`);
    await expect(page.getByRole('tab', { selected: true })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), tab).toBeLessThanOrEqual(0);
  }
  await page.screenshot({ path: '/tmp/i18b-payroll-phone-en.png' });
});
