// The SMS inbox (issue 14) on a tenant of its own, with the development provider (Twilio not configured): a message
// sent from the inbox is delivered to the in-app simulator and shows in its thread; a reply posted to Twilio's webhook,
// signed as Twilio's SDK signs it with the company's auth token, appears live with the unread badges, and Mark All as
// Read clears them. WhatsApp: the header button and a WhatsApp-enabled card link open https://wa.me/<digits>.
import twilio from 'twilio';
import { expect, signIn, test } from './support';

const TOKEN = 'e2e-twilio-auth-token-0123456789';

test.describe('sms', () => {
  test('[SMS] send through the development provider, receive a signed reply live, Mark All as Read clears the badges', async ({
    page,
    browser,
    tenant,
  }, testInfo) => {
    // The company line and a Twilio auth token (no account SID: sending stays on the development provider).
    const line = `+1939555${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
    const saved = await tenant.api.put('/api/integrations/twilio', { data: { accountSid: '', authToken: TOKEN, messagingNumber: line } });
    expect(saved.status(), await saved.text()).toBe(200);
    expect(await saved.text()).not.toContain(TOKEN);

    await signIn(page, tenant.admin);
    // /settings/api-keys: development mode until the account SID is set too; the token is never shown.
    await page.goto('/settings/api-keys');
    const twilioForm = page.getByRole('form', { name: 'Twilio (SMS)' });
    await expect(page.getByText('Modo de desarrollo')).toBeVisible();
    await expect(twilioForm.getByLabel('Token de autenticación')).toHaveValue('');
    await expect(twilioForm).toContainText('Hay un token guardado.');
    await expect(twilioForm.getByLabel('Número de mensajería')).not.toHaveValue('');
    await page.screenshot({ path: '/tmp/i14-api-keys-es.png', fullPage: true });
    await page.getByRole('button', { name: 'SMS', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Mensajes SMS' });
    await expect(dialog).toContainText('Modo de desarrollo');
    await expect(dialog).toContainText('Aún no hay mensajes.');

    await dialog.getByRole('button', { name: 'Nuevo mensaje' }).click();
    await dialog.getByLabel('Teléfono del destinatario').fill('(787) 555-0142');
    const send = dialog.getByRole('button', { name: 'Enviar' });
    await expect(send).toBeDisabled();
    const text = dialog.getByLabel('Mensaje', { exact: true });
    await text.fill('x'.repeat(161));
    await expect(dialog).toContainText('161/160');
    await expect(send).toBeDisabled();
    await text.fill('¿Puede cubrir el turno de mañana?');
    await expect(dialog).toContainText('33/160');
    await send.click();
    await expect(page.getByText('SMS enviado correctamente')).toBeVisible();
    const thread = dialog.getByRole('list', { name: 'Mensajes' });
    await expect(thread).toContainText('¿Puede cubrir el turno de mañana?');
    await expect(thread).toContainText('Entregado');
    const conversations = dialog.getByRole('list', { name: 'Lista de conversaciones' });
    await expect(conversations).toContainText('(787) 555-0142');

    // The guard answers: Twilio posts the signed webhook for the company's line.
    const baseURL = String(testInfo.project.use.baseURL);
    const params = { MessageSid: `SM${Date.now()}e2e`, From: '+17875550142', To: line, Body: 'Sí, allí estaré', NumMedia: '0' };
    const webhook = (p: typeof params, signature: string) =>
      page.request.post('/api/sms/webhook/twilio', {
        form: p,
        headers: { 'x-twilio-signature': signature },
      });
    expect((await webhook(params, 'AAAAAAAAAAAAAAAAAAAAAAAAAAA=')).status()).toBe(403);
    const signature = twilio.getExpectedTwilioSignature(TOKEN, `${baseURL}/api/sms/webhook/twilio`, params);
    const res = await webhook(params, signature);
    expect(res.status(), await res.text()).toBe(200);

    // Live: the thread, the conversation's badge, the inbox total and the header button.
    await expect(thread).toContainText('Sí, allí estaré');
    await expect(page.getByTestId('sms-badge').filter({ visible: true })).toHaveText('1');
    await expect(dialog.getByTestId('sms-unread-total')).toContainText('1');
    await page.screenshot({ path: '/tmp/i14-sms-inbox-es.png' });

    // A second message from another phone, then Mark All as Read.
    const other = { ...params, MessageSid: `SM${Date.now()}e2f`, From: '+17875550177', Body: 'Llego tarde' };
    expect((await webhook(other, twilio.getExpectedTwilioSignature(TOKEN, `${baseURL}/api/sms/webhook/twilio`, other))).status()).toBe(200);
    await expect(conversations).toContainText('Llego tarde');
    await expect(dialog.getByTestId('sms-unread-total')).toContainText('2');
    await dialog.getByRole('button', { name: 'Marcar todo como leído' }).click();
    await expect(dialog.getByTestId('sms-unread-total')).toHaveCount(0);
    await expect(page.getByTestId('sms-badge')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'SMS', exact: true })).toBeVisible();

    // The same inbox in English.
    const english = await browser.newContext({ locale: 'en-US', timezoneId: 'America/Puerto_Rico' });
    const en = await english.newPage();
    await en.addInitScript(() => localStorage.setItem('language', 'en'));
    await signIn(en, tenant.admin);
    await en.goto('/settings/api-keys');
    await expect(en.getByText('Development mode')).toBeVisible();
    await en.screenshot({ path: '/tmp/i14-api-keys-en.png', fullPage: true });
    await en.getByRole('button', { name: 'SMS', exact: true }).click();
    const inbox = en.getByRole('dialog', { name: 'SMS messages' });
    await inbox.getByRole('list', { name: 'Conversation list' }).getByRole('button').filter({ hasText: '(787) 555-0142' }).click();
    await expect(inbox.getByRole('list', { name: 'Messages' })).toContainText('Sí, allí estaré');
    await en.screenshot({ path: '/tmp/i14-sms-inbox-en.png' });
    await english.close();
  });

  test('[SMS] WhatsApp: the header button and a WhatsApp-enabled mobile on a user card open https://wa.me/<digits>', async ({
    page,
    tenant,
  }) => {
    await tenant.addGuard({ extra: { mobile: '(787) 555-0190', mobileWhatsappEnabled: true } });
    await signIn(page, tenant.admin);
    await page.getByRole('button', { name: 'WhatsApp', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'WhatsApp' });
    await dialog.getByLabel('Número de teléfono').fill('787-555-0100');
    const link = dialog.getByRole('link', { name: 'Abrir WhatsApp' });
    await expect(link).toHaveAttribute('href', 'https://wa.me/17875550100');
    await expect(link).toHaveAttribute('target', '_blank');
    await page.keyboard.press('Escape');

    await page.goto('/users');
    const card = page.getByRole('link', { name: /^Abrir WhatsApp con Luis/ });
    await expect(card).toHaveAttribute('href', 'https://wa.me/17875550190');
    // The per-guard conversation from the same card.
    await page.getByRole('button', { name: /^Enviar SMS a Luis/ }).click();
    await expect(page.getByRole('dialog', { name: /^SMS con Luis/ })).toBeVisible();
    await page.screenshot({ path: '/tmp/i14-sms-guard-es.png' });
  });
});
