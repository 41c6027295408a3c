// Recurring billing and the invoicing settings (issue 30), on a tenant of its own with a billed customer (e2e/support/
// billing.ts). In Spanish at 1366 px the company admin adds a monthly charge on the 1st through the dialog, sees its rule
// in words and its next dates, edits its amount, generates last month's invoice through the API and sees the charge as
// a fixed line on it, then saves the settings (prefix, burden) and finds them kept after a reload. In English at 375 px
// a weekly charge billed on invoices of its own reads as a card, "Issue due charges now" makes its drafts, and the
// settings' CFDI issuer and a customer's CFDI receiver data are kept. No serious accessibility violation on any of it.
import type { Page } from '@playwright/test';
import { esDate, expect, signIn, type TTenant, test } from './support';
import { seriousViolations } from './support/axe';
import { billedCustomer, generateInvoice, monthBack } from './support/billing';
import { horizontalOverflow } from './support/layout';

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 375, height: 812 };
const TIME_ZONE = 'America/Puerto_Rico';

const todayInCompany = () => new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(new Date());

/** The next `n` firsts of a month on or after today (a monthly charge on the 1st). */
const nextFirsts = (n: number) => {
  const today = todayInCompany();
  const firsts = [0, -1, -2, -3].map((back) => monthBack(back).start).filter((d) => d >= today);
  return firsts.slice(0, n);
};

/** The Monday `weeksBack` weeks before this week's (ISO weeks start on Monday). */
const mondayWeeksBack = (weeksBack: number) => {
  const d = new Date(`${todayInCompany()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7) - 7 * weeksBack);
  return d.toISOString().slice(0, 10);
};

const expectNoSeriousViolations = async (page: Page, what: string, where = '#main-content') =>
  expect(await seriousViolations(page, where), what).toEqual([]);

const expectFits = async (page: Page) => {
  const { overflow, offenders } = await horizontalOverflow(page);
  expect(overflow, offenders.join('; ')).toBeLessThanOrEqual(0);
};

type TLine = { kind: string; description: string; amountCents: number; postName: string | null };

const invoiceLines = async (tenant: TTenant, id: string) => {
  const res = await tenant.api.get(`/api/invoicing/invoices/${id}`);
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { lines: TLine[] }).lines;
};

test('[INVOICING] a monthly charge on the 1st: add, next dates, edit, billed on the cycle invoice; settings kept (es, 1366 px)', async ({
  page,
  tenant,
}) => {
  await page.setViewportSize(DESKTOP);
  const { customer } = await billedCustomer(tenant, { monthsBack: 3, taxed: false });
  const started = monthBack(2).start;
  const lastMonth = monthBack(1);
  await signIn(page, tenant.admin, '/invoicing-payments?tab=recurringBilling');
  await expect(page.getByRole('tab', { name: 'Facturación recurrente' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('No hay cargos recurrentes')).toBeVisible();

  // Add: monthly on the 1st, from two months ago, on the cycle's invoice.
  await page.getByRole('button', { name: 'Agregar cargo recurrente' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo cargo recurrente' });
  await dialog.getByLabel('Cliente', { exact: true }).selectOption({ label: 'Plaza Los Flamboyanes' });
  await dialog.getByLabel('Puesto', { exact: true }).selectOption({ label: 'Portón principal' });
  await dialog.getByLabel('Descripción').fill('Ronda de patrulla');
  await dialog.getByLabel('Importe por fecha').fill('450');
  await dialog.getByLabel('Primera fecha').fill(esDate(started));
  await expect(dialog.getByText('Regla: Mensual, el día 1')).toBeVisible();
  await expect(dialog.getByLabel('Cómo se factura')).toHaveValue('cycle');
  await page.screenshot({ path: '/tmp/rec-dialog-es-1366.png' });
  await expectNoSeriousViolations(page, 'recurring charge dialog', '[role="dialog"]');
  const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/invoicing/recurring-charges'));
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  expect((await sent).postDataJSON()).toMatchObject({
    customerCompanyId: customer.id,
    description: 'Ronda de patrulla',
    amountCents: 45000,
    frequency: 'monthly',
    interval: 1,
    startDate: started,
    endDate: null,
    billing: 'cycle',
  });
  await expect(page.getByText('Cargo recurrente agregado')).toBeVisible();

  const row = page.getByRole('row', { name: /Ronda de patrulla/ });
  await expect(row).toContainText('Portón principal');
  await expect(row).toContainText('$450.00');
  await expect(row).toContainText('Mensual, el día 1');
  await expect(row).toContainText(`Desde el ${esDate(started)}`);
  await expect(row).toContainText('En la factura del ciclo');
  for (const date of nextFirsts(3)) await expect(row).toContainText(esDate(date));
  await expect(row).toContainText('Activo');
  await page.screenshot({ path: '/tmp/rec-list-es-1366.png', fullPage: true });
  await expectNoSeriousViolations(page, 'recurring billing tab');

  // Edit the amount.
  await row.getByRole('button', { name: 'Editar Plaza Los Flamboyanes · Ronda de patrulla' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar cargo recurrente' });
  await expect(edit.getByLabel('Puesto', { exact: true })).toHaveValue(/.+/);
  const amount = edit.getByLabel('Importe por fecha');
  await amount.focus();
  await amount.fill('500');
  await edit.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Cargo recurrente actualizado')).toBeVisible();
  await expect(row).toContainText('$500.00');
  await expect(row).toContainText('Todavía no');

  // Last month's invoice carries the charge as a fixed line on the 1st; the list shows it billed.
  const invoice = await generateInvoice(tenant, customer.id, lastMonth);
  const fixed = (await invoiceLines(tenant, invoice.id)).filter((l) => l.kind === 'fixed');
  expect(fixed, JSON.stringify(fixed)).toHaveLength(1);
  expect(fixed[0]).toMatchObject({ amountCents: 50000, postName: 'Portón principal' });
  expect(fixed[0].description).toContain('Ronda de patrulla');
  await page.goto(`/invoicing-payments?tab=clientInvoicing&invoice=${invoice.id}`);
  await expect(page.getByText(fixed[0].description).first()).toBeVisible();
  await expect(page.getByText('Cargo fijo').first()).toBeVisible();
  await page.screenshot({ path: '/tmp/rec-invoice-es-1366.png', fullPage: true });
  await page.goto('/invoicing-payments?tab=recurringBilling');
  await expect(page.getByRole('row', { name: /Ronda de patrulla/ })).toContainText(esDate(lastMonth.start));

  // Settings: the invoice prefix (with the number it makes) and the employer burden, kept after a reload.
  await page.getByRole('tab', { name: 'Configuración' }).click();
  const prefix = page.getByLabel('Prefijo de las facturas');
  await expect(prefix).toHaveValue('F');
  await prefix.fill('FAC');
  await expect(page.getByText(new RegExp(`La próxima se numerará así: FAC-${todayInCompany().slice(0, 4)}-0001`))).toBeVisible();
  await page.getByLabel('Carga patronal (% del pago bruto)').fill('22,5');
  await expect(page.getByText('queda fuera de Centinela', { exact: false })).toBeVisible();
  const saved = page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith('/api/invoicing/settings'));
  await page.getByRole('button', { name: 'Guardar' }).click();
  expect((await saved).postDataJSON()).toMatchObject({ invoicePrefix: 'FAC', employerBurdenBp: 2250 });
  await expect(page.getByText('Configuración de facturación guardada')).toBeVisible();
  await page.screenshot({ path: '/tmp/rec-settings-es-1366.png', fullPage: true });
  await expectNoSeriousViolations(page, 'invoicing settings');
  await page.reload();
  await expect(page.getByLabel('Prefijo de las facturas')).toHaveValue('FAC');
  await expect(page.getByLabel('Carga patronal (% del pago bruto)')).toHaveValue('22.5');
});

test('[INVOICING] a weekly charge billed alone as a card, issued now; CFDI issuer and receiver kept (en, 375 px)', async ({
  page,
  tenant,
}) => {
  const customer = await tenant.addCustomer('Corporativo Reforma');
  const created = await tenant.api.post('/api/invoicing/recurring-charges', {
    data: {
      customerCompanyId: customer.id,
      description: 'CCTV monitoring',
      amountCents: 12000,
      frequency: 'weekly',
      interval: 2,
      daysOfWeek: [1],
      startDate: mondayWeeksBack(4),
      billing: 'alone',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  await page.setViewportSize(PHONE);
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  await signIn(page, tenant.admin, '/invoicing-payments?tab=recurringBilling');
  const card = page.getByRole('list', { name: 'Recurring charges' }).getByRole('listitem').filter({ hasText: 'CCTV monitoring' });
  await expect(card).toContainText('Corporativo Reforma');
  await expect(card).toContainText('Whole customer');
  await expect(card).toContainText('$120.00');
  await expect(card).toContainText('Every 2 weeks on Monday');
  await expect(card).toContainText('On an invoice of its own');
  await expectFits(page);
  await page.screenshot({ path: '/tmp/rec-list-en-375.png', fullPage: true });
  await expectNoSeriousViolations(page, 'recurring billing on a phone');

  // The due dates (weeks 4 and 2 back, and this week's Monday) become drafts of their own.
  await page.getByRole('button', { name: 'Issue due charges now' }).click();
  await expect(page.getByText(/^\d+ draft invoices? created$/)).toBeVisible();
  const drafts = await tenant.api.get(`/api/invoicing/invoices?customerCompanyId=${customer.id}&status=draft`);
  expect(((await drafts.json()) as { total: number }).total).toBeGreaterThanOrEqual(2);
  await expect(card).not.toContainText('Not yet');

  await card.getByRole('button', { name: 'Edit Corporativo Reforma · CCTV monitoring' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit recurring charge' });
  await expect(edit.getByText('Rule: Every 2 weeks on Monday')).toBeVisible();
  await expect(edit.getByRole('checkbox', { name: 'Mon' })).toBeChecked();
  await expectFits(page);
  await page.screenshot({ path: '/tmp/rec-dialog-en-375.png' });
  await expectNoSeriousViolations(page, 'recurring charge dialog on a phone', '[role="dialog"]');
  await edit.getByRole('button', { name: 'Cancel' }).click();

  // Settings on a phone: the CFDI issuer, kept after a reload.
  await page.getByRole('tab', { name: 'Settings' }).click();
  await page.getByRole('switch', { name: 'I issue CFDI invoices in Mexico' }).click();
  await page.getByLabel('RFC').fill('CSM010203AB1');
  await page.getByLabel('Postal code of issue').fill('06600');
  await page.getByLabel('Registered name').fill('Centinela Seguridad');
  await page.getByLabel('Tax regime').selectOption('601');
  await page.getByLabel('Digital seal certificate number (CSD)').fill('30001000000500003416');
  await expectFits(page);
  await page.screenshot({ path: '/tmp/rec-settings-en-375.png', fullPage: true });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Invoicing settings saved')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('RFC')).toHaveValue('CSM010203AB1');
  await expect(page.getByLabel('Tax regime')).toHaveValue('601');
  await expect(page.getByLabel('Product or service code')).toHaveValue('92121504');
  await expectNoSeriousViolations(page, 'invoicing settings on a phone');

  // The customer's CFDI receiver data: none until added, then kept.
  await page.goto('/customer-companies');
  await page.getByRole('button', { name: 'Edit Corporativo Reforma' }).click();
  let customerDialog = page.getByRole('dialog', { name: 'Edit Corporativo Reforma' });
  await expect(customerDialog.getByLabel("Customer's tax regime")).toHaveCount(0);
  await customerDialog.getByRole('button', { name: 'Add CFDI details' }).click();
  await customerDialog.getByLabel("Customer's tax regime").selectOption('601');
  await customerDialog.getByLabel('Postal code of the tax address').fill('64000');
  await expect(customerDialog.getByLabel('CFDI use')).toHaveValue('G03');
  await customerDialog.getByLabel('Payment form').selectOption('99');
  await expectFits(page);
  await customerDialog.getByLabel('Payment form').scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/rec-customer-cfdi-en-375.png' });
  await customerDialog.getByRole('button', { name: 'Save' }).click();
  await expect(customerDialog).toBeHidden();
  const stored = await tenant.api.get(`/api/customer-companies/${customer.id}`);
  expect(((await stored.json()) as { billing: { cfdi: unknown } }).billing.cfdi).toEqual({
    taxRegime: '601',
    postalCode: '64000',
    cfdiUse: 'G03',
    paymentForm: '99',
  });
  await page.reload();
  await page.getByRole('button', { name: 'Edit Corporativo Reforma' }).click();
  customerDialog = page.getByRole('dialog', { name: 'Edit Corporativo Reforma' });
  await expect(customerDialog.getByLabel('Postal code of the tax address')).toHaveValue('64000');
});
