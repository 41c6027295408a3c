// A draft invoice's manual lines (issue 30) on a tenant of its own: last month's draft for a customer priced by a rate
// card taxed by the company's IVU. The company admin, in Spanish at 375 px, opens the draft from its link, adds
// "Radio adicional" 2 × $35.00 taxed by the IVU (the line total read back as it is typed), sees the line under "Otros
// cargos" and the new total, then removes it after confirming and the total is back; the history says both. The dialog
// and the draft fit the phone with no serious accessibility violation.
import type { Page } from '@playwright/test';
import { expect, signIn, test } from './support';
import { seriousViolations } from './support/axe';
import { billedCustomer, generateInvoice, monthBack } from './support/billing';
import { horizontalOverflow } from './support/layout';

const PHONE = { width: 375, height: 812 };

const expectFits = async (page: Page, what: string) => {
  const { overflow, offenders } = await horizontalOverflow(page);
  expect(overflow, `${what}: ${offenders.join('; ')}`).toBeLessThanOrEqual(0);
};

/** Dollars as the screen writes them in Spanish in Puerto Rico ('$4,478.05'). */
const usd = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test('[INVOICES] a draft gets a manual line taxed by the IVU, shows it in the total, and loses it again (es, 375 px)', async ({
  page,
  tenant,
}) => {
  test.setTimeout(150_000);
  const { customer } = await billedCustomer(tenant);
  const draft = await generateInvoice(tenant, customer.id, monthBack(1));
  const before = (await (await tenant.api.get(`/api/invoicing/invoices/${draft.id}`)).json()) as { totalCents: number };
  const taxes = (await (await tenant.api.get('/api/invoicing/tax-profiles')).json()) as { items: { id: string; name: string }[] };
  const ivu = taxes.items[0];

  await page.setViewportSize(PHONE);
  await signIn(page, tenant.admin, `/invoicing-payments?tab=clientInvoicing&invoice=${draft.id}`);
  await expect(page.getByRole('heading', { name: 'Borrador de factura' })).toBeVisible();

  // Add the line: the total is read back as it is typed; the draft's IVU is proposed.
  await page.getByRole('button', { name: 'Agregar línea', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Agregar línea' });
  await dialog.getByLabel(/^Descripción/).fill('Radio adicional');
  await dialog.getByLabel(/^Cantidad/).fill('2');
  await dialog.getByLabel(/^Precio unitario/).fill('35');
  await expect(dialog.getByText('Total de la línea: 2 × $35.00 = $70.00, antes de impuestos.')).toBeVisible();
  await expect(dialog.getByLabel('Perfil de impuestos')).toHaveValue(ivu.id);
  await dialog.getByLabel('Perfil de impuestos').selectOption(ivu.id);
  await expectFits(page, 'manual line dialog');
  expect(await seriousViolations(page, '[role="dialog"]'), 'manual line dialog').toEqual([]);
  await page.screenshot({ path: '/tmp/inv30-manual-line-dialog-es-375.png' });
  await dialog.getByRole('button', { name: 'Agregar línea' }).click();
  await expect(page.getByText('Línea agregada', { exact: true }).first()).toBeVisible();

  // The line under "Otros cargos": 2 units at $35.00, $70.00 plus $8.05 of IVU (10.5 % + 1 %) in the total.
  const others = page.getByRole('list', { name: 'Líneas de Otros cargos' });
  const line = others.getByRole('listitem').filter({ hasText: 'Radio adicional' });
  await expect(line).toContainText('Manual');
  await expect(line).toContainText('2 unidades');
  await expect(line).toContainText('$35.00');
  await expect(line).toContainText('$70.00');
  await expect(line).toContainText('$8.05');
  await expect(page.getByLabel('Totales')).toContainText(`Total${usd(before.totalCents + 7_000 + 805)}`);
  const history = page.getByRole('region', { name: 'Historial' });
  await expect(history).toContainText('Línea agregada');
  await expect(history).toContainText('Radio adicional');
  await expectFits(page, 'draft with a manual line');
  expect(await seriousViolations(page, '#main-content'), 'draft with a manual line').toEqual([]);
  await line.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/inv30-manual-line-es-375.png' });
  await page.screenshot({ path: '/tmp/inv30-manual-line-full-es-375.png', fullPage: true });

  // Remove it: asked first; the total is what it was.
  await line.getByRole('button', { name: 'Quitar la línea Manual · Radio adicional' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('¿Quitar la línea «Radio adicional»?');
  await page.screenshot({ path: '/tmp/inv30-manual-line-remove-es-375.png' });
  await confirm.getByRole('button', { name: 'Quitar línea' }).click();
  await expect(page.getByText('Línea quitada', { exact: true }).first()).toBeVisible();
  await expect(others).toHaveCount(0);
  await expect(page.getByLabel('Totales')).toContainText(`Total${usd(before.totalCents)}`);
  await expect(history).toContainText('Línea quitada');
  await page.screenshot({ path: '/tmp/inv30-manual-line-removed-es-375.png', fullPage: true });
});
