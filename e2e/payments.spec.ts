// Payments and client accounts (issue 30) on a tenant of its own whose customer has last month's invoice approved (a
// guard scheduled on weekdays at its post, priced by a rate card, as in invoices.spec.ts). The company admin, in Spanish
// at 1366 px, records a partial cheque payment applied in order of due date, sees the invoice partially paid, the
// customer's aging row and the payment on its statement (PDF too), then reverses the payment with a reason. In English
// at 375 px the same as cards: a transfer partly applied and partly left as credit, the credit applied later, the aging
// and statement, and the reversal. No serious accessibility violation; nothing wider than the phone.
import type { Page } from '@playwright/test';
import { expect, signIn, type TTenant, test } from './support';
import { seriousViolations } from './support/axe';
import { billedCustomer, generateInvoice, monthBack } from './support/billing';
import { horizontalOverflow } from './support/layout';

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 375, height: 812 };

const usd = (cents: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

/** Plaza Los Flamboyanes billed $25.00 an hour for a guard on weekdays 7:00–15:00, and last month's invoice approved. */
const issuedInvoice = async (tenant: TTenant) => {
  const { customer } = await billedCustomer(tenant, { monthsBack: 2, taxed: false, reason: 'Prueba e2e de pagos' });
  const month = monthBack(1);
  const { id } = await generateInvoice(tenant, customer.id, month);
  const approved = await tenant.api.post(`/api/invoicing/invoices/${id}/approve`);
  expect(approved.status(), await approved.text()).toBe(200);
  const invoice = (await approved.json()) as { id: string; number: string; balanceCents: number };
  expect(invoice.balanceCents).toBeGreaterThan(20_000);
  return { customer, invoice };
};

const expectNoSeriousViolations = async (page: Page, what: string, where = '#main-content') =>
  expect(await seriousViolations(page, where), what).toEqual([]);

const expectFits = async (page: Page, what: string) => {
  const { overflow, offenders } = await horizontalOverflow(page);
  expect(overflow, `${what}: ${offenders.join('; ')}`).toBeLessThanOrEqual(0);
};

test('[PAYMENTS] record a partial cheque payment, see the invoice, aging and statement, and reverse it (es, 1366 px)', async ({
  page,
  tenant,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize(DESKTOP);
  const { invoice } = await issuedInvoice(tenant);
  const left = invoice.balanceCents - 10_000;
  await signIn(page, tenant.admin, '/invoicing-payments?tab=paymentProcessing');
  await expect(page.getByRole('tab', { name: 'Procesamiento de pagos' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('No hay pagos registrados')).toBeVisible();

  // Record $100.00 by cheque, applied in order of due date to the one open invoice.
  await page.getByRole('button', { name: 'Registrar pago' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Registrar pago' });
  await dialog.getByLabel('Cliente', { exact: true }).selectOption({ label: 'Plaza Los Flamboyanes' });
  const open = dialog.getByRole('list', { name: 'Facturas pendientes' }).getByRole('listitem');
  await expect(open).toHaveCount(1);
  await expect(open).toContainText(invoice.number);
  await expect(open).toContainText(`saldo ${usd(invoice.balanceCents)}`);
  await dialog.getByLabel('Método', { exact: true }).selectOption({ label: 'Cheque' });
  await dialog.getByLabel('Número de cheque').fill('1045');
  await dialog.getByLabel('Importe', { exact: true }).fill('100');
  await dialog.getByRole('button', { name: 'Aplicar por orden de vencimiento' }).click();
  await expect(dialog.getByRole('textbox', { name: `Importe a aplicar a la factura ${invoice.number}` })).toHaveValue('$100.00');
  await expect(dialog.getByTestId('allocation-summary')).toHaveText('Aplicado $100.00 · Queda como crédito $0.00');
  await expectNoSeriousViolations(page, 'record dialog', '[role="dialog"]');
  await page.screenshot({ path: '/tmp/pay30-record-es-1366.png' });
  await dialog.getByRole('button', { name: 'Registrar pago' }).click();
  await expect(page.getByText(/^Pago registrado: \$100\.00 de Plaza Los Flamboyanes/)).toBeVisible();

  const table = page.getByRole('table', { name: 'Pagos recibidos' });
  const row = table.getByRole('row').nth(1);
  await expect(row).toContainText('Cheque núm. 1045');
  await expect(row).toContainText('Aplicado');
  await expectNoSeriousViolations(page, 'payments list');
  await page.screenshot({ path: '/tmp/pay30-list-es-1366.png', fullPage: true });

  // The invoice, from the payment's link: partially paid, the payment in its history.
  await row.getByRole('link', { name: invoice.number }).click();
  await expect(page.getByRole('heading', { name: `Factura ${invoice.number}` })).toBeVisible();
  await expect(page.getByTestId('invoice-status')).toHaveText('Pagada parcialmente');
  await expect(page.getByRole('region', { name: 'Historial' })).toContainText('Pago aplicado');
  await expect(page.getByLabel('Totales')).toContainText(`Saldo${usd(left)}`);

  // The aging: the customer owes the rest.
  await page.getByRole('tab', { name: 'Cuentas de clientes' }).click();
  const aging = page.getByRole('table', { name: 'Antigüedad de saldos' });
  const customerRow = aging.getByRole('row').filter({ hasText: 'Plaza Los Flamboyanes' });
  await expect(customerRow).toContainText(usd(left));
  await expect(customerRow).toContainText('1 factura pendiente');
  await expect(aging.getByRole('row').last()).toContainText('Total');
  await expectNoSeriousViolations(page, 'aging');
  await page.screenshot({ path: '/tmp/pay30-aging-es-1366.png', fullPage: true });

  // The statement: the invoice, the payment line, and its PDF.
  await customerRow.getByRole('button', { name: 'Estado de cuenta de Plaza Los Flamboyanes' }).click();
  await expect(page).toHaveURL(/account=/);
  await expect(page.getByRole('heading', { name: 'Estado de cuenta · Plaza Los Flamboyanes' })).toBeVisible();
  const entries = page.getByRole('table', { name: 'Movimientos' });
  await expect(entries.getByRole('row').filter({ hasText: 'Factura' })).toContainText(invoice.number);
  await expect(entries.getByRole('row').filter({ hasText: 'Pago' })).toContainText('1045');
  await expect(entries.getByRole('row').filter({ hasText: 'Pago' })).toContainText('-$100.00');
  await expect(page.getByLabel('Resumen del estado de cuenta')).toContainText(`Saldo final${usd(left)}`);
  const href = await page.getByRole('link', { name: 'PDF en español' }).getAttribute('href');
  expect(href).toContain('format=pdf&lang=es');
  const pdf = await page.request.get(href ?? '');
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  await expectNoSeriousViolations(page, 'statement');
  await page.screenshot({ path: '/tmp/pay30-statement-es-1366.png', fullPage: true });

  // Reverse the payment: the reason is required.
  await page.getByRole('tab', { name: 'Procesamiento de pagos' }).click();
  await table.getByRole('button', { name: /^Reversar pago \$100\.00 de Plaza Los Flamboyanes/ }).click();
  const reverse = page.getByRole('dialog', { name: /^Reversar pago · / });
  await expect(reverse).toContainText(`${invoice.number}: $100.00`);
  await reverse.getByRole('button', { name: 'Reversar pago' }).click();
  await expect(reverse.getByLabel('Motivo')).toHaveAttribute('aria-invalid', 'true');
  await reverse.getByLabel('Motivo').fill('Cheque devuelto por falta de fondos');
  await expectNoSeriousViolations(page, 'reverse dialog', '[role="dialog"]');
  await page.screenshot({ path: '/tmp/pay30-reverse-es-1366.png' });
  await reverse.getByRole('button', { name: 'Reversar pago' }).click();
  await expect(page.getByText(/^Pago reversado: \$100\.00/)).toBeVisible();
  await expect(row.getByTestId('payment-state')).toHaveText('Reversado');
  await expect(row).toContainText('Motivo: Cheque devuelto por falta de fondos');
  await expect(row.getByRole('button')).toHaveCount(0);
  await page.screenshot({ path: '/tmp/pay30-reversed-es-1366.png', fullPage: true });

  // The invoice owes all of it again.
  await page.getByRole('tab', { name: 'Cuentas de clientes' }).click();
  await expect(page.getByRole('table', { name: 'Antigüedad de saldos' }).getByRole('row').filter({ hasText: 'Plaza' })).toContainText(
    usd(invoice.balanceCents),
  );
});

test('[PAYMENTS] on a phone: a transfer partly left as credit, the credit applied, aging, statement and reversal (en, 375 px)', async ({
  page,
  tenant,
}) => {
  test.setTimeout(150_000);
  const { invoice } = await issuedInvoice(tenant);
  await page.setViewportSize(PHONE);
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  await signIn(page, tenant.admin, '/invoicing-payments?tab=paymentProcessing');
  await page.getByRole('button', { name: 'Record payment' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Record payment' });
  await dialog.getByLabel('Customer', { exact: true }).selectOption({ label: 'Plaza Los Flamboyanes' });
  await dialog.getByLabel('Reference').fill('TRX-88');
  await dialog.getByLabel('Amount', { exact: true }).fill('150');
  await dialog.getByRole('textbox', { name: `Amount to apply to invoice ${invoice.number}` }).fill('100');
  await expect(dialog.getByTestId('allocation-summary')).toHaveText('Applied $100.00 · Left as credit $50.00');
  await expectFits(page, 'record dialog');
  await dialog.getByTestId('allocation-summary').scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/pay30-record-en-375.png' });
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(page.getByText(/^Payment recorded: \$150\.00 from Plaza Los Flamboyanes/)).toBeVisible();

  const list = page.getByRole('list', { name: 'Payments received' });
  const card = list.getByRole('listitem').filter({ hasText: 'TRX-88' }).first();
  await expect(card).toContainText('Unapplied credit left');
  await expect(card).toContainText('$50.00');
  await expectFits(page, 'payments list');
  await expectNoSeriousViolations(page, 'payments list on a phone');
  await page.screenshot({ path: '/tmp/pay30-list-en-375.png', fullPage: true });

  // The aging card: the rest of the invoice and the credit.
  await page.getByRole('tab', { name: 'Client accounts' }).click();
  const agingCard = page.getByRole('list', { name: 'Accounts aging' }).getByRole('listitem').filter({ hasText: 'Plaza Los Flamboyanes' });
  await expect(agingCard).toContainText(usd(invoice.balanceCents - 10_000));
  await expect(agingCard).toContainText('$50.00');
  await expectFits(page, 'aging');
  await page.screenshot({ path: '/tmp/pay30-aging-en-375.png', fullPage: true });

  // The statement as cards: the payment's line.
  await agingCard.getByRole('button', { name: 'Statement of account of Plaza Los Flamboyanes' }).click();
  await expect(page.getByRole('heading', { name: 'Statement of account · Plaza Los Flamboyanes' })).toBeVisible();
  const entries = page.getByRole('list', { name: 'Activity' });
  await expect(entries.getByRole('listitem').filter({ hasText: 'TRX-88' })).toContainText('-$150.00');
  await expect(page.getByLabel('Statement summary')).toContainText('Unapplied credit$50.00');
  await expectFits(page, 'statement');
  await expectNoSeriousViolations(page, 'statement on a phone');
  await page.screenshot({ path: '/tmp/pay30-statement-en-375.png', fullPage: true });

  // Apply the credit later, in order of due date.
  await page.getByRole('tab', { name: 'Payment processing' }).click();
  await card.getByRole('button', { name: /^Apply credit of the payment/ }).click();
  const apply = page.getByRole('dialog', { name: /^Apply credit · / });
  await apply.getByRole('button', { name: 'Apply in order of due date' }).click();
  await expect(apply.getByTestId('allocation-summary')).toHaveText('Applied $50.00 · Left as credit $0.00');
  await expectFits(page, 'apply dialog');
  await page.screenshot({ path: '/tmp/pay30-apply-en-375.png' });
  await apply.getByRole('button', { name: 'Apply credit' }).click();
  await expect(page.getByText(/^Credit applied: \$150\.00/)).toBeVisible();
  await expect(card.getByTestId('payment-state')).toHaveText('Applied');

  // Reverse it.
  await card.getByRole('button', { name: /^Reverse payment \$/ }).click();
  const reverse = page.getByRole('dialog', { name: /^Reverse payment · / });
  await reverse.getByLabel('Reason').fill('Transfer returned by the bank');
  await expectFits(page, 'reverse dialog');
  await page.screenshot({ path: '/tmp/pay30-reverse-en-375.png' });
  await reverse.getByRole('button', { name: 'Reverse payment' }).click();
  await expect(page.getByText(/^Payment reversed: \$150\.00/)).toBeVisible();
  await expect(card.getByTestId('payment-state')).toHaveText('Reversed');
  await expect(card).toContainText('Reason: Transfer returned by the bank');
  await page.screenshot({ path: '/tmp/pay30-reversed-en-375.png', fullPage: true });
});
