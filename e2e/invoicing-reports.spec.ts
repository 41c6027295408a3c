// Invoicing's financial reports (issue 30) on a tenant of its own: a guard scheduled on weekdays at a post billed at
// $25.00 and paid $26.00 an hour, last month invoiced and approved, the month before not. The company admin opens the
// financial reporting tab from two months ago to this month: the post's margin row is flagged at a loss, the months not
// invoiced show as unbilled hours (only days past), DSO shows its formula, and the margins CSV downloads — in Spanish at 1366 px, then in English; and in
// English at 375 px as readable cards with nothing scrolling sideways.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, signIn, type TTenant, test } from './support';
import { billedCustomer, generateInvoice, monthBack } from './support/billing';
import { horizontalOverflow } from './support/layout';

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 375, height: 812 };

/** The post paid above its bill rate, last month invoiced and approved (today); the tab from two months ago to this month's end. */
const setUp = async (tenant: TTenant) => {
  const { customer, post } = await billedCustomer(tenant, { taxed: false });
  const rate = await tenant.api.post(`/api/posts/${post.id}/pay-rates`, { data: { fromDate: '2025-01-01', rateCents: 2600 } });
  expect(rate.status(), await rate.text()).toBe(201);
  const invoice = await generateInvoice(tenant, customer.id, monthBack(1));
  const approved = await tenant.api.post(`/api/invoicing/invoices/${invoice.id}/approve`);
  expect(approved.status(), await approved.text()).toBe(200);
  return `/invoicing-payments?tab=financialReporting&from=${monthBack(2).start}&to=${monthBack(0).end}`;
};

const csvOf = async (page: Page, linkName: string) => {
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: linkName }).click();
  const file = await download;
  return { name: file.suggestedFilename(), text: readFileSync(await file.path(), 'utf8') };
};

test('[INVOICING] financial reports: a post at a loss, unbilled hours, DSO and the CSV (es 1366 px, then en)', async ({ page, tenant }) => {
  await page.setViewportSize(DESKTOP);
  const path = await setUp(tenant);
  await signIn(page, tenant.admin, path);
  await expect(page.getByRole('tab', { name: 'Informes financieros' })).toHaveAttribute('aria-selected', 'true');

  const margins = page.getByTestId('report-margins');
  const row = margins.getByRole('row', { name: /Portón principal/ });
  await expect(row).toContainText('Margen nulo o negativo');
  await expect(row).toHaveAttribute('data-flagged', 'true');
  await expect(margins.getByTestId('margins-burden')).toContainText('Carga patronal aplicada: 0 % del pago');
  await expect(page.getByTestId('unbilled-summary')).toContainText(/\d+:\d{2} h sin facturar en \d+ turnos/);
  await expect(page.getByTestId('report-unbilled').getByRole('row', { name: /Portón principal/ })).toBeVisible();
  await expect(page.getByTestId('dso-figure')).toContainText('días');
  await expect(page.getByTestId('revenue-table')).toContainText('Plaza Los Flamboyanes');
  await page.screenshot({ path: '/tmp/fr-reports-es-1366.png', fullPage: true });

  const csv = await csvOf(page, 'Descargar CSV de Margen por puesto');
  expect(csv.name).toMatch(/^margins-\d{4}-\d{2}-01-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = csv.text.replace('\uFEFF', '').trim().split('\r\n');
  expect(lines[0]).toBe(
    'Puesto,Cliente,Horas facturadas,Horas pagadas,Facturado,Pago,Carga patronal,Margen,Margen %,Margen nulo o negativo',
  );
  expect(lines.find((l) => l.startsWith('Portón principal,Plaza Los Flamboyanes,'))).toMatch(/,Sí$/);

  // English: the same tab in English words, and an English CSV.
  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: 'Margin per post' })).toBeVisible();
  await expect(page.getByTestId('report-margins').getByRole('row', { name: /Portón principal/ })).toContainText('Zero or negative margin');
  await expect(page.getByTestId('unbilled-summary')).toContainText('h unbilled over');
  const english = await csvOf(page, 'Download CSV of Margin per post');
  expect(english.text.replace('\uFEFF', '').split('\r\n')[0]).toBe(
    'Post,Customer,Billed hours,Paid hours,Billed,Pay,Employer burden,Margin,Margin %,Zero or negative margin',
  );
  await page.evaluate(() => localStorage.setItem('language', 'es'));
});

test('[INVOICING] financial reports as cards on a phone (en, 375 px)', async ({ page, tenant }) => {
  await page.setViewportSize(PHONE);
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  const path = await setUp(tenant);
  await signIn(page, tenant.admin, path);
  const margins = page.getByTestId('margins-table');
  await expect(margins).toHaveAttribute('data-layout', 'cards');
  const card = margins.locator('li[data-flagged="true"]');
  await expect(card).toContainText('Portón principal');
  await expect(card).toContainText('Zero or negative margin');
  await expect(page.getByTestId('unbilled-summary')).toContainText('h unbilled over');
  await expect(page.getByTestId('dso-figure')).toContainText('days');
  const { overflow, offenders } = await horizontalOverflow(page);
  expect(overflow, offenders.join('; ')).toBeLessThanOrEqual(0);
  await page.screenshot({ path: '/tmp/fr-reports-en-375.png', fullPage: true });
  const csv = await csvOf(page, 'Download CSV of Days sales outstanding (DSO)');
  expect(csv.text.replace('\uFEFF', '').split('\r\n')[0]).toBe('Customer,Receivables,Revenue,DSO (days)');
  expect(csv.text).toContain('Plaza Los Flamboyanes,');
});
