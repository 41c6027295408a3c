// Sending an invoice from the browser (issue 30): the company's SMTP settings point at a real SMTP server on loopback
// started here; the company admin, in Spanish on a phone (375 px), opens last month's approved invoice, sends it after
// reading where it goes, and the server receives the e-mail at the customer's billing address with the invoice's PDF
// attached (its text names the number); the invoice reads "Enviada". Then, in English at 1366 px, "Send again".
import fs from 'node:fs';
import { startSmtpCapture, type TSmtpCapture } from '../apps/server/test/smtp-capture';
import { expect, signIn, test } from './support';
import { billedCustomer, generateInvoice, monthBack } from './support/billing';

let smtp: TSmtpCapture;

test.beforeAll(async () => {
  smtp = await startSmtpCapture();
});
test.afterAll(async () => {
  await smtp.close();
});

test('[INVOICES] send an approved invoice: the PDF reaches the billing address over SMTP (es 375 px, en 1366 px)', async ({
  page,
  tenant,
}) => {
  test.setTimeout(150_000);
  const smtpSaved = await tenant.api.put('/api/settings/smtp', {
    data: { host: '127.0.0.1', port: smtp.port, security: 'none', fromAddress: 'Centinela <no-reply@centinela.test>' },
  });
  expect(smtpSaved.status(), await smtpSaved.text()).toBe(200);
  const { customer } = await billedCustomer(tenant);
  const email = `cuentas-${Date.now()}@flamboyanes.test`;
  const saved = await tenant.api.put(`/api/customer-companies/${customer.id}`, {
    data: { billing: { billingName: 'Plaza Los Flamboyanes, Inc.', billingEmail: email, paymentTermsDays: 30 } },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const draft = await generateInvoice(tenant, customer.id, monthBack(1));
  const approved = await tenant.api.post(`/api/invoicing/invoices/${draft.id}/approve`);
  const number = ((await approved.json()) as { number: string }).number;

  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, tenant.admin, `/invoicing-payments?tab=clientInvoicing&invoice=${draft.id}`);
  await expect(page.getByRole('heading', { name: `Factura ${number}` })).toBeVisible();
  await page.getByRole('button', { name: 'Enviar', exact: true }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(email);
  await page.screenshot({ path: '/tmp/inv30-send-confirm-es-375.png' });
  await confirm.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(page.getByTestId('invoice-status')).toHaveText('Enviada');

  const mailOf = () => smtp.received.find((m) => m.envelopeTo?.includes(email));
  await expect.poll(() => Boolean(mailOf()), { timeout: 30_000 }).toBe(true);
  const mail = mailOf()!;
  expect(mail.subject).toContain(number);
  expect(mail.attachments).toHaveLength(1);
  expect(mail.attachments[0].contentType).toBe('application/pdf');
  expect(mail.attachments[0].filename).toContain(number);
  expect(mail.attachments[0].content.subarray(0, 5).toString()).toBe('%PDF-');
  fs.writeFileSync('/tmp/inv30-sent.pdf', mail.attachments[0].content);
  await page.screenshot({ path: '/tmp/inv30-sent-es-375.png', fullPage: true });

  // English, desktop: the sent invoice offers to send again.
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.reload();
  await expect(page.getByRole('button', { name: 'Send again' })).toBeVisible();
  await page.screenshot({ path: '/tmp/inv30-sent-en-1366.png' });
});
