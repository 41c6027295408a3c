// Invoices (issue 30) on a tenant of its own: a guard scheduled Monday to Friday, 7:00 AM – 3:00 PM, at a customer's post
// priced by a rate card ($25.00 an hour, quarter-hour rounding, 4-hour minimum, the company's IVU); no punches, so
// every shift bills from the schedule, unverified. The company admin, in Spanish at 1366 px, generates last month's
// invoice from the client invoicing tab (opened by its ?tab=), opens a line to its shifts, approves it (numbered
// F-<year>-0001), opens its PDF and issues a credit note on a line, refused first for more than the line has left. In
// English at 375 px the list and the detail read as cards, and an approved invoice is voided with a reason. No serious
// accessibility violation on either.
import type { Page } from '@playwright/test';
import { esDate, expect, signIn, test, typedDate } from './support';
import { seriousViolations } from './support/axe';
import { billedCustomer, generateInvoice, monthBack } from './support/billing';
import { horizontalOverflow } from './support/layout';

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 375, height: 812 };

const generate = generateInvoice;

/** The page's main content, or an open dialog (a toast fading in or out is no part of what is scanned). */
const expectNoSeriousViolations = async (page: Page, what: string, where = '#main-content') =>
  expect(await seriousViolations(page, where), what).toEqual([]);

const expectFits = async (page: Page, what: string) => {
  const { overflow, offenders } = await horizontalOverflow(page);
  expect(overflow, `${what}: ${offenders.join('; ')}`).toBeLessThanOrEqual(0);
};

test("[INVOICES] generate last month's invoice, see a line's shifts, approve it and credit a line (es, 1366 px)", async ({
  page,
  tenant,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize(DESKTOP);
  await billedCustomer(tenant);
  const lastMonth = monthBack(1);
  await signIn(page, tenant.admin, '/invoicing-payments?tab=clientInvoicing');
  await expect(page.getByRole('tab', { name: 'Facturación de clientes' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('No hay facturas')).toBeVisible();

  // Generate: last calendar month is proposed.
  await page.getByRole('button', { name: 'Generar la primera factura' }).click();
  const dialog = page.getByRole('dialog', { name: 'Generar factura' });
  await expect(dialog.getByLabel('Desde', { exact: true })).toHaveValue(esDate(lastMonth.start));
  await expect(dialog.getByLabel('Hasta', { exact: true })).toHaveValue(esDate(lastMonth.end));
  await dialog.getByLabel('Cliente', { exact: true }).selectOption({ label: 'Plaza Los Flamboyanes' });
  await expectNoSeriousViolations(page, 'generate dialog', '[role="dialog"]');
  await page.screenshot({ path: '/tmp/inv30-generate-es-1366.png' });
  await dialog.getByRole('button', { name: 'Generar factura' }).click();
  await expect(page.getByText('Borrador de factura generado')).toBeVisible();

  // The new draft opens (its link is the URL): schedule hours are unverified; lines by post.
  await expect(page).toHaveURL(/invoice=/);
  await expect(page.getByRole('heading', { name: 'Borrador de factura' })).toBeVisible();
  await expect(page.getByText(/h de turnos sin marcas \(según el horario\): se facturan sin verificar\./)).toBeVisible();
  const lines = page.getByRole('table', { name: 'Líneas de la factura' });
  await expect(lines.getByRole('rowheader', { name: 'Portón principal' })).toBeVisible();
  const regular = lines.getByRole('row', { name: /^Regular/ });
  await expect(regular).toContainText('$25.00/h');
  await expect(regular).toContainText('Redondeo a 15 min (al más cercano) · Mínimo 4 h');

  // A line opens to its shifts.
  const expand = regular.getByRole('button', { name: / turnos de / });
  await expect(expand).toHaveAttribute('aria-expanded', 'false');
  await expand.click();
  await expect(expand).toHaveAttribute('aria-expanded', 'true');
  const firstShift = page
    .getByRole('table', { name: /^Turnos de / })
    .getByRole('row')
    .nth(1);
  await expect(firstShift).toContainText('Luis Rivera');
  await expect(firstShift).toContainText('7:00 AM – 3:00 PM');
  await expect(firstShift).toContainText('Horario, sin verificar');
  await expect(firstShift).toContainText('8:00');
  await expectNoSeriousViolations(page, 'draft invoice with a line open');
  await page.screenshot({ path: '/tmp/inv30-draft-es-1366.png', fullPage: true });

  // Approve: asked first, then numbered.
  await page.getByRole('button', { name: 'Aprobar', exact: true }).click();
  const approve = page.getByRole('alertdialog');
  await expect(approve).toContainText('¿Aprobar el borrador de factura?');
  await approve.getByRole('button', { name: 'Aprobar', exact: true }).click();
  const heading = page.getByRole('heading', { name: /^Factura F-\d{4}-0001$/ });
  await expect(heading).toBeVisible();
  const number = ((await heading.textContent()) ?? '').replace('Factura ', '');
  await expect(page.getByText(`Factura ${number} aprobada`)).toBeVisible();
  await expect(page.getByTestId('invoice-status')).toHaveText('Aprobada');
  await expect(page.getByRole('button', { name: 'Eliminar borrador', exact: true })).toHaveCount(0);

  // The PDF, from its link.
  const href = await page.getByRole('link', { name: 'PDF en español' }).getAttribute('href');
  expect(href).toContain('/pdf?lang=es');
  const pdf = await page.request.get(href ?? '');
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');

  // A credit note on a line: more than the line has left is refused on its field, then $50.00 is credited.
  await page.getByRole('button', { name: 'Nota de crédito', exact: true }).click();
  const credit = page.getByRole('dialog', { name: `Nota de crédito de la factura ${number}` });
  await credit.getByRole('radio', { name: /^Por línea/ }).check();
  const amount = credit.getByRole('textbox', { name: /^Importe a acreditar: Regular · / });
  // The regular line bills $25.00 an hour: one cent more than it is refused.
  const left = /queda \$([\d,.]+)/.exec((await credit.getByRole('listitem').first().textContent()) ?? '')?.[1] ?? '';
  await amount.fill((Number(left.replace(/,/g, '')) + 0.01).toFixed(2));
  await credit.getByLabel('Motivo').fill('Dos días sin servicio por cierre del centro comercial');
  await credit.getByRole('button', { name: 'Emitir nota de crédito' }).click();
  await expect(credit.getByText('El importe supera lo que queda por acreditar en esta línea.')).toBeVisible();
  await page.screenshot({ path: '/tmp/inv30-credit-refused-es-1366.png' });
  await expectNoSeriousViolations(page, 'credit note dialog', '[role="dialog"]');
  await amount.fill('50');
  await credit.getByRole('button', { name: 'Emitir nota de crédito' }).click();
  await expect(page.getByText(/^Nota de crédito NC-\d{4}-0001 emitida$/)).toBeVisible();
  const notes = page.getByRole('region', { name: 'Notas de crédito' });
  await expect(notes).toContainText(/Nota de crédito NC-\d{4}-0001/);
  await expect(page.getByLabel('Totales')).not.toContainText('Acreditado$0.00');
  await expect(page.getByRole('region', { name: 'Historial' })).toContainText('Nota de crédito emitida');
  await page.screenshot({ path: '/tmp/inv30-credited-es-1366.png', fullPage: true });

  // Back to the list: the invoice with its number and the credit note.
  await page.getByRole('button', { name: 'Volver a las facturas' }).click();
  const table = page.getByRole('table', { name: 'Facturas y notas de crédito' });
  await expect(table.getByRole('row', { name: new RegExp(`^${number}`) })).toContainText('Aprobada');
  await expect(table.getByRole('row', { name: /^NC-\d{4}-0001/ })).toContainText('Nota de crédito');
  await expectNoSeriousViolations(page, 'invoices list');
  await page.screenshot({ path: '/tmp/inv30-list-es-1366.png', fullPage: true });

  // Export to accounting: last month by default; this month in QuickBooks Desktop IIF holds the invoice and its credit
  // note, checked before Download links to the file (not downloaded here).
  await page.getByRole('button', { name: 'Exportar a contabilidad' }).click();
  const exporting = page.getByRole('dialog', { name: 'Exportar a contabilidad' });
  await expect(exporting.getByLabel('Emitidas desde')).toHaveValue(esDate(lastMonth.start));
  await expect(exporting.getByLabel('Emitidas hasta')).toHaveValue(esDate(lastMonth.end));
  await exporting.getByLabel('Formato').selectOption('iif');
  await exporting.getByLabel('Emitidas desde').fill(esDate(monthBack(0).start));
  await exporting.getByLabel('Emitidas hasta').fill(esDate(monthBack(0).end));
  await expect(exporting.getByRole('status')).toContainText(/Facturas y notas de crédito: [1-9]\d* · Filas del archivo: [1-9]\d*/);
  const exportHref = await exporting.getByRole('link', { name: 'Descargar' }).getAttribute('href');
  expect(exportHref).toContain(`/api/invoicing/export?format=iif&from=${monthBack(0).start}&to=${monthBack(0).end}&lang=es`);
  await page.screenshot({ path: '/tmp/exp30-export-es-1366.png' });
  await expectNoSeriousViolations(page, 'export dialog', '[role="dialog"]');
});

test('[INVOICES] on a phone the invoices read as cards, a line opens to its shifts, and an invoice is voided (en, 375 px)', async ({
  page,
  tenant,
}) => {
  test.setTimeout(150_000);
  const { customer } = await billedCustomer(tenant);
  const issued = await generate(tenant, customer.id, monthBack(2));
  const approved = await tenant.api.post(`/api/invoicing/invoices/${issued.id}/approve`);
  expect(approved.status(), await approved.text()).toBe(200);
  const { number } = (await approved.json()) as { number: string };
  await generate(tenant, customer.id, monthBack(1));

  await page.setViewportSize(PHONE);
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  await signIn(page, tenant.admin, '/invoicing-payments?tab=clientInvoicing');
  const list = page.getByRole('list', { name: 'Invoices and credit notes' });
  const draft = list.getByRole('listitem').filter({ hasText: 'Draft' });
  await expect(draft).toContainText('h unverified');
  await expect(draft).toContainText(`${typedDate(monthBack(1).start, 'en')} – ${typedDate(monthBack(1).end, 'en')}`);
  const invoice = list.getByRole('listitem').filter({ hasText: number });
  await expect(invoice).toContainText('Approved');
  await expectFits(page, 'invoices list');
  await expectNoSeriousViolations(page, 'invoices list on a phone');
  await page.screenshot({ path: '/tmp/inv30-list-en-375.png', fullPage: true });

  // The draft's lines as cards; a line opens to its shifts.
  await draft.getByRole('button', { name: /^Open Draft invoice/ }).click();
  await expect(page.getByRole('heading', { name: 'Draft invoice' })).toBeVisible();
  await page.screenshot({ path: '/tmp/inv30-draft-top-en-375.png' });
  const lines = page.getByRole('list', { name: 'Lines of Portón principal' });
  const expand = lines.getByRole('button', { name: / shifts of / }).first();
  await expand.click();
  await expect(expand).toHaveAttribute('aria-expanded', 'true');
  const shifts = page.getByRole('list', { name: /^Shifts of / });
  await expect(shifts.getByRole('listitem').first()).toContainText('Schedule, unverified');
  await expect(shifts.getByRole('listitem').first()).toContainText('7:00 AM – 3:00 PM');
  await expand.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/inv30-shifts-en-375.png' });
  await page.getByLabel('Totals').scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/inv30-totals-en-375.png' });
  await expectFits(page, 'draft on a phone');
  await expectNoSeriousViolations(page, 'draft on a phone');
  await page.screenshot({ path: '/tmp/inv30-draft-en-375.png', fullPage: true });

  // Void the approved invoice: the reason is required.
  await page.getByRole('button', { name: 'Back to the invoices' }).click();
  await invoice.getByRole('button', { name: `Open Invoice ${number} · Plaza Los Flamboyanes` }).click();
  await expect(page.getByRole('heading', { name: `Invoice ${number}` })).toBeVisible();
  await page.getByRole('button', { name: 'Void', exact: true }).click();
  const voidDialog = page.getByRole('dialog', { name: `Void invoice ${number}` });
  await voidDialog.getByRole('button', { name: 'Void', exact: true }).click();
  await expect(voidDialog.getByLabel('Reason')).toHaveAttribute('aria-invalid', 'true');
  await voidDialog.getByLabel('Reason').fill('Billed to the wrong customer account');
  await expectFits(page, 'void dialog');
  await page.screenshot({ path: '/tmp/inv30-void-en-375.png' });
  await voidDialog.getByRole('button', { name: 'Void', exact: true }).click();
  await expect(page.getByText(`Invoice ${number} voided`)).toBeVisible();
  await expect(page.getByTestId('invoice-status')).toHaveText('Void');
  await expect(page.getByText('Voided because: Billed to the wrong customer account')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Void', exact: true })).toHaveCount(0);
  await expectFits(page, 'voided invoice');
  await page.screenshot({ path: '/tmp/inv30-voided-en-375.png', fullPage: true });
});
