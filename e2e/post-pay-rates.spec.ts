// Pay rates per post (issue 27) on a tenant of its own, in Spanish at desktop width: the company admin opens a post,
// adds an effective-dated rate typed the Spanish way (date, hourly rate, post and night differentials) and sees it
// listed; a second rate on the same date is refused on the date field; the rate, never paid, can be deleted.
import { esDate, expect, signIn, test } from './support';

const uniq = () => Math.random().toString(36).slice(2, 7);

test('[POSTS] add a pay rate to a post, see it listed, refuse the same date twice and delete it', async ({ page, tenant }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const customer = await tenant.addCustomer('Plaza Los Flamboyanes');
  const name = `Portón ${uniq()}`;
  await tenant.addPost(customer.id, name);

  await signIn(page, tenant.admin, '/posts');
  await page.getByLabel('Buscar').fill(name);
  await page
    .getByRole('row', { name: new RegExp(name) })
    .getByRole('button', { name: `Editar ${name}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Puesto ${name}` });
  const section = dialog.getByRole('region', { name: 'Tarifas de pago' });
  await expect(section.getByText('Este puesto no tiene tarifas de pago')).toBeVisible();

  const form = section.getByRole('form', { name: 'Agregar tarifa' });
  await form.getByLabel('Desde').fill(esDate('2030-01-15'));
  await form.getByLabel('Tarifa por hora').fill('15,50');
  await form.getByLabel('Diferencial del puesto').fill('1,25');
  await form.getByLabel('Diferencial nocturno').fill('0,75');
  const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/pay-rates'));
  await form.getByRole('button', { name: 'Agregar tarifa' }).click();
  expect((await sent).postDataJSON()).toEqual({
    fromDate: '2030-01-15',
    rateCents: 1550,
    differentialCents: 125,
    nightDifferentialCents: 75,
  });
  await expect(page.getByText('Tarifa de pago agregada')).toBeVisible();

  const rate = section.getByRole('row', { name: /15\/01\/2030/ });
  await expect(rate).toContainText(/\$15\.50/);
  await expect(rate).toContainText(/\$1\.25/);
  await expect(rate).toContainText(/\$0\.75/);
  await page.screenshot({ path: test.info().outputPath('post-pay-rates-es.png') });

  // The same date again: refused on the field (409 PAY_RATE_DATE_TAKEN), nothing added.
  await form.getByLabel('Desde').fill(esDate('2030-01-15'));
  await form.getByLabel('Tarifa por hora').fill('16,00');
  await form.getByRole('button', { name: 'Agregar tarifa' }).click();
  await expect(form.getByText('Este puesto ya tiene una tarifa que empieza en esta fecha.')).toBeVisible();
  await expect(section.getByRole('row', { name: /\/2030/ })).toHaveCount(1);

  // No pay run has processed it: it can be deleted.
  await rate.getByRole('button', { name: 'Eliminar 15/01/2030' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('Tarifa de pago eliminada')).toBeVisible();
  await expect(section.getByText('Este puesto no tiene tarifas de pago')).toBeVisible();
});
