// Invoicing and payments, first slice (issue 30), on a tenant of its own whose post pays $18.00 an hour: the company
// admin, in Spanish at 1366 px, sees the overview open first, adds a tax profile, adds a rate card for the post with 1.5×
// overtime, sees it in force, edits its bill rate below the post's pay rate (warned as it is typed, on the row and in the
// overview's margin alerts), and deletes it; the same page in English at 375 px shows the list and the overview as
// readable cards. No serious accessibility violation on either.
import type { Page } from '@playwright/test';
import { expect, signIn, type TTenant, test } from './support';
import { seriousViolations } from './support/axe';
import { horizontalOverflow } from './support/layout';

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 375, height: 812 };

/** A customer with a post paying $18.00 an hour since 2025 (the rate card's warning compares with it). */
const customerWithPost = async (tenant: TTenant) => {
  const customer = await tenant.addCustomer('Plaza Los Flamboyanes');
  const post = await tenant.addPost(customer.id, 'Portón principal');
  const rate = await tenant.api.post(`/api/posts/${post.id}/pay-rates`, { data: { fromDate: '2025-01-01', rateCents: 1800 } });
  expect(rate.status(), await rate.text()).toBe(201);
  return { customer, post };
};

/** The page's main content, or an open dialog (a toast fading in or out is no part of what is scanned). */
const expectNoSeriousViolations = async (page: Page, what: string, where = '#main-content') =>
  expect(await seriousViolations(page, where), what).toEqual([]);

test('[INVOICING] a tax profile and a rate card: add, see in force, pay ≥ bill warning, edit and delete (es, 1366 px)', async ({
  page,
  tenant,
}) => {
  await page.setViewportSize(DESKTOP);
  await customerWithPost(tenant);
  await signIn(page, tenant.admin, '/invoicing-payments');
  await expect(page.getByRole('heading', { level: 1, name: 'Facturación y pagos' })).toBeVisible();
  // The overview is the first tab and opens first: its stat cards, nothing billed yet.
  const overviewTab = page.getByRole('tab').first();
  await expect(overviewTab).toHaveText('Resumen');
  await expect(overviewTab).toHaveAttribute('aria-selected', 'true');
  for (const card of ['Por cobrar', 'Vencido', 'Facturado este mes', 'Cobrado este mes', 'Crédito sin aplicar', 'Borradores por aprobar'])
    await expect(page.getByRole('region', { name: card })).toBeVisible();
  await expect(page.getByText('Ningún puesto se factura por debajo de su pago')).toBeVisible();

  // Recurring billing is built: its empty list says so.
  await page.getByRole('tab', { name: 'Facturación recurrente' }).click();
  await expect(page).toHaveURL(/tab=recurringBilling/);
  await expect(page.getByText('No hay cargos recurrentes')).toBeVisible();

  // Taxes: add a profile of two components, 4 % + 1 %.
  await page.getByRole('tab', { name: 'Impuestos' }).click();
  await page.getByRole('button', { name: 'Agregar perfil de impuestos' }).click();
  const taxDialog = page.getByRole('dialog', { name: 'Nuevo perfil de impuestos' });
  await taxDialog.getByLabel('Nombre').fill('IVU servicios a empresas');
  await taxDialog.getByLabel('Tipo').selectOption({ label: 'IVU (Puerto Rico)' });
  await taxDialog.getByRole('textbox', { name: 'Concepto', exact: true }).fill('IVU estatal');
  await taxDialog.getByRole('textbox', { name: 'Porcentaje', exact: true }).fill('4');
  await taxDialog.getByRole('button', { name: 'Agregar concepto' }).click();
  await taxDialog.getByRole('textbox', { name: 'Concepto', exact: true }).nth(1).fill('IVU municipal');
  await taxDialog.getByRole('textbox', { name: 'Porcentaje', exact: true }).nth(1).fill('1');
  await expect(taxDialog.getByText('Total: 5%')).toBeVisible();
  await expectNoSeriousViolations(page, 'tax profile editor', '[role="dialog"]');
  await page.screenshot({ path: '/tmp/inv-tax-editor-es-1366.png' });
  const taxSent = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/invoicing/tax-profiles'));
  await taxDialog.getByRole('button', { name: 'Guardar' }).click();
  expect((await taxSent).postDataJSON()).toMatchObject({
    name: 'IVU servicios a empresas',
    kind: 'pr_ivu',
    rates: [
      {
        components: [
          { label: 'IVU estatal', rateMilliPercent: 4000 },
          { label: 'IVU municipal', rateMilliPercent: 1000 },
        ],
      },
    ],
  });
  await expect(page.getByText('Perfil de impuestos agregado')).toBeVisible();
  const taxRow = page.getByRole('row', { name: /IVU servicios a empresas/ });
  await expect(taxRow).toContainText('5%');
  await expect(taxRow).toContainText('0 tarifas');
  await page.screenshot({ path: '/tmp/inv-taxes-es-1366.png' });
  await expectNoSeriousViolations(page, 'taxes tab');

  // Rate cards: add one for the post, 1.5× overtime, taxed with the new profile.
  await page.getByRole('tab', { name: 'Tarifas de clientes' }).click();
  await expect(page.getByText('No hay tarifas')).toBeVisible();
  await page.getByRole('button', { name: 'Agregar tarifa' }).click();
  const editor = page.getByRole('dialog', { name: 'Nueva tarifa' });
  await editor.getByLabel('Cliente', { exact: true }).selectOption({ label: 'Plaza Los Flamboyanes' });
  await editor.getByLabel('Puesto', { exact: true }).selectOption({ label: 'Portón principal' });
  await expect(editor.getByText('Tarifa de pago del puesto hoy: $18.00')).toBeVisible();
  await editor.getByLabel('Tarifa de facturación por hora').fill('25,00');
  await editor.getByLabel('Factor de horas extra').fill('1,5');
  await editor.getByLabel('Perfil de impuestos').selectOption({ label: 'IVU servicios a empresas (5%)' });
  await expect(editor.getByRole('status')).toBeEmpty();
  await page.screenshot({ path: '/tmp/inv-rate-card-editor-es-1366.png' });
  await expectNoSeriousViolations(page, 'rate card editor', '[role="dialog"]');
  const cardSent = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/invoicing/rate-cards'));
  await editor.getByRole('button', { name: 'Guardar' }).click();
  expect((await cardSent).postDataJSON()).toMatchObject({ billRateCents: 2500, overtimeBilling: 'factor', overtimeFactor: 150 });
  await expect(page.getByText('Tarifa agregada')).toBeVisible();

  const row = page.getByRole('row', { name: /Plaza Los Flamboyanes/ });
  await expect(row).toContainText('Portón principal');
  await expect(row).toContainText('Todos los rangos');
  await expect(row).toContainText('Vigente');
  await expect(row).toContainText('$25.00');
  await expect(row).toContainText('1.5×');
  await expect(row).toContainText('Neto 30 días');
  await expect(row).toContainText('IVU servicios a empresas');
  await expect(row).not.toContainText('es igual o mayor');

  // Edit: a bill rate under the post's $18.00 pay rate is warned as it is typed, and on the row once saved.
  await row.getByRole('button', { name: /^Editar Plaza Los Flamboyanes/ }).click();
  const edit = page.getByRole('dialog', { name: 'Editar tarifa' });
  // In focus the amount turns into the plain number to edit: focus first, then replace it.
  const bill = edit.getByLabel('Tarifa de facturación por hora');
  await bill.focus();
  await expect(bill).toHaveValue('25.00');
  await bill.fill('17,00');
  await expect(edit.getByRole('status')).toHaveText('La tarifa de pago ($18.00) es igual o mayor que la tarifa de facturación');
  await page.screenshot({ path: '/tmp/inv-rate-card-warning-es-1366.png' });
  await edit.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Tarifa actualizada')).toBeVisible();
  await expect(row).toContainText('$17.00');
  await expect(row).toContainText('La tarifa de pago ($18.00) es igual o mayor que la tarifa de facturación');
  await page.screenshot({ path: '/tmp/inv-rate-cards-es-1366.png' });
  await expectNoSeriousViolations(page, 'rate cards tab');

  // The post itself and the posts report warn too: today it pays $18.00 and bills $17.00.
  await page.goto('/posts');
  await page
    .getByRole('row', { name: /Portón principal/ })
    .getByRole('button', { name: 'Editar Portón principal' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Puesto Portón principal' })).toContainText(
    'Hoy este puesto paga $18.00 por hora, igual o más de lo que factura ($17.00)',
  );
  await page.screenshot({ path: '/tmp/inv-post-warning-es-1366.png' });
  await page.keyboard.press('Escape');
  await page.goto('/posts-report');
  await expect(page.getByRole('row', { name: /Portón principal/ })).toContainText('Paga $18.00, factura $17.00');
  await page.screenshot({ path: '/tmp/inv-posts-report-es-1366.png' });
  await page.goto('/invoicing-payments');
  // The overview's margin alerts list the post billed below its pay.
  const alerts = page.getByRole('table', { name: 'Alertas de margen' });
  await expect(alerts.getByRole('row', { name: /Portón principal/ })).toContainText('Se factura igual o por debajo del pago');
  await page.screenshot({ path: '/tmp/ov30-es-1366.png', fullPage: true });
  await expectNoSeriousViolations(page, 'overview tab');

  // The tax profile is in use now: deleting it is refused in words.
  await page.getByRole('tab', { name: 'Impuestos' }).click();
  await expect(taxRow).toContainText('1 tarifa');
  await taxRow.getByRole('button', { name: 'Eliminar IVU servicios a empresas' }).click();
  await expect(page.getByText('Una tarifa usa este perfil de impuestos.', { exact: false })).toBeVisible();

  // Delete the rate card, confirmed.
  await page.getByRole('tab', { name: 'Tarifas de clientes' }).click();
  await row.getByRole('button', { name: /^Eliminar Plaza Los Flamboyanes/ }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('¿Eliminar la tarifa de Plaza Los Flamboyanes · Portón principal desde el');
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('Tarifa eliminada')).toBeVisible();
  await expect(page.getByText('No hay tarifas')).toBeVisible();
});

test('[INVOICING] the rate cards read as cards on a phone (en, 375 px)', async ({ page, tenant }) => {
  const { customer, post } = await customerWithPost(tenant);
  const created = await tenant.api.post('/api/invoicing/rate-cards', {
    data: {
      customerCompanyId: customer.id,
      postId: post.id,
      fromDate: '2025-06-01',
      billRateCents: 1750,
      overtimeFactor: 150,
      holidayFactor: 200,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  await page.setViewportSize(PHONE);
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  await signIn(page, tenant.admin, '/invoicing-payments?tab=rateCards');
  await expect(page.getByRole('heading', { level: 1, name: 'Invoicing & Payments' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Rate cards' });
  const card = list.getByRole('listitem').filter({ hasText: 'Plaza Los Flamboyanes' });
  await expect(card).toContainText('Portón principal');
  await expect(card).toContainText('Current');
  await expect(card).toContainText('$17.50');
  await expect(card).toContainText('Pay rate $18.00 is at or above the bill rate');
  await expect(card).toContainText('1.5×');
  await expect(card).toContainText('2×');
  await expect(card).toContainText('Net 30');
  const { overflow, offenders } = await horizontalOverflow(page);
  expect(overflow, offenders.join('; ')).toBeLessThanOrEqual(0);
  await page.screenshot({ path: '/tmp/inv-rate-cards-en-375.png', fullPage: true });
  await expectNoSeriousViolations(page, 'rate cards on a phone');

  await card.getByRole('button', { name: /^Edit Plaza Los Flamboyanes/ }).click();
  const editor = page.getByRole('dialog', { name: 'Edit rate card' });
  await expect(editor.getByRole('status')).toHaveText('Pay rate $18.00 is at or above the bill rate');
  // The post's option arrives with the customer's posts after the editor opens: the card's post is the one shown.
  await expect(editor.getByLabel('Post', { exact: true })).toHaveValue(post.id);
  await expect(editor.getByLabel('Customer', { exact: true })).toHaveValue(customer.id);
  const fits = await horizontalOverflow(page);
  expect(fits.overflow, fits.offenders.join('; ')).toBeLessThanOrEqual(0);
  await page.screenshot({ path: '/tmp/inv-rate-card-editor-en-375.png' });
  await expectNoSeriousViolations(page, 'rate card editor on a phone', '[role="dialog"]');
  await editor.getByRole('button', { name: 'Cancel' }).click();

  // A price rise is a new version from a later day, started from the card's terms; the current one stays as it was.
  await card.getByRole('button', { name: 'New version of Plaza Los Flamboyanes · Portón principal' }).click();
  const next = page.getByRole('dialog', { name: 'New rate card' });
  await expect(next.getByLabel('Post', { exact: true })).toHaveValue(post.id);
  await expect(next.getByLabel('Overtime factor')).toHaveValue('1.5');
  await next.getByLabel('From').fill('01/01/2099');
  const bill = next.getByLabel('Hourly bill rate');
  await bill.focus();
  await bill.fill('19.50');
  await next.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Rate card added')).toBeVisible();
  await expect(list.getByRole('listitem').filter({ hasText: 'Upcoming' })).toContainText('$19.50');
  await expect(list.getByRole('listitem').filter({ hasText: 'Current' })).toContainText('$17.50');

  // The taxes tab on a phone: the company's default profile (Puerto Rico: IVU 10.5 % + 1 %) as a card.
  await page.getByRole('tab', { name: 'Taxes' }).click();
  const ivu = page.getByRole('list', { name: 'Tax profiles' }).getByRole('listitem').filter({ hasText: 'IVU Puerto Rico' });
  await expect(ivu).toContainText('11.5%');
  await expect(ivu).toContainText('On the total · Each apart');
  const taxesFit = await horizontalOverflow(page);
  expect(taxesFit.overflow, taxesFit.offenders.join('; ')).toBeLessThanOrEqual(0);
  await page.screenshot({ path: '/tmp/inv-taxes-en-375.png', fullPage: true });

  // The overview on a phone: the cards stacked, the margin alert (pays $18.00, bills $17.50) as a card.
  await page.getByRole('tab', { name: 'Overview' }).click();
  await expect(page.getByText('Rate card added')).toBeHidden({ timeout: 15_000 });
  await expect(page.getByRole('region', { name: 'Receivables' })).toBeVisible();
  const alert = page.getByRole('list', { name: 'Margin alerts' }).getByRole('listitem').filter({ hasText: 'Portón principal' });
  await expect(alert).toContainText('$17.50');
  await expect(alert).toContainText('Billed at or below pay');
  const overviewFits = await horizontalOverflow(page);
  expect(overviewFits.overflow, overviewFits.offenders.join('; ')).toBeLessThanOrEqual(0);
  await page.screenshot({ path: '/tmp/ov30-en-375.png', fullPage: true });
  await expectNoSeriousViolations(page, 'overview on a phone');
});
