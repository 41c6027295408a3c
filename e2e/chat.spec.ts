// The internal chat (issue 14) on a tenant of its own: the admin (Spanish) and a guard assigned to a post (English) in two
// browsers. A message in the post's radio channel reaches the guard live with the unread badges; a push-to-talk clip
// recorded with Chromium's fake microphone arrives as a voice message (and plays by itself for the guard, who has the
// channel open); the guard's direct message reaches the admin with its badge.
import { expect, signIn, test } from './support';

test.describe('chat', () => {
  test('[Chat] post channel live with unread badges, push-to-talk clip, direct message', async ({ page, browser, tenant }) => {
    const customer = await tenant.addCustomer('Plaza Las Américas');
    const guard = await tenant.addGuard();
    await tenant.addPost(customer.id, 'Garita Norte', { assignedGuardId: guard.id });

    // The guard, in English, with the dialog open on the Channels tab.
    const english = await browser.newContext({ locale: 'en-US', timezoneId: 'America/Puerto_Rico' });
    const guardPage = await english.newPage();
    await guardPage.addInitScript(() => localStorage.setItem('language', 'en'));
    await signIn(guardPage, guard);
    await guardPage.getByTestId('chat-button').filter({ visible: true }).click();
    const guardDialog = guardPage.getByRole('dialog', { name: 'Internal communications' });
    const guardChannels = guardDialog.getByRole('list', { name: 'Channel list' });
    await expect(guardChannels.getByRole('button')).toHaveCount(1);
    await expect(guardChannels).toContainText('Garita Norte');

    // The admin writes in the post's radio channel.
    await signIn(page, tenant.admin);
    await page.getByTestId('chat-button').filter({ visible: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Comunicaciones internas' });
    const channels = dialog.getByRole('list', { name: 'Lista de canales' });
    await expect(channels).toContainText('Toda la empresa');
    await channels.getByRole('button', { name: /Garita Norte/ }).click();
    const thread = dialog.getByRole('list', { name: 'Mensajes' });
    await expect(thread).toContainText('Aún no hay mensajes.');
    await dialog.getByLabel('Mensaje', { exact: true }).fill('Ronda de las 10 completada');
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await expect(thread).toContainText('Ronda de las 10 completada');

    // Live for the guard: the channel's badge and the header's.
    await expect(guardDialog.getByTestId('chat-channel-unread')).toContainText('1');
    await expect(guardPage.getByTestId('chat-badge').filter({ visible: true })).toHaveText('1');
    await guardChannels.getByRole('button', { name: /Garita Norte/ }).click();
    const guardThread = guardDialog.getByRole('list', { name: 'Messages' });
    await expect(guardThread).toContainText('Ronda de las 10 completada');
    await expect(guardDialog.getByTestId('chat-channel-unread')).toHaveCount(0);
    await expect(guardPage.getByTestId('chat-badge').filter({ visible: true })).toHaveCount(0);

    // Push-to-talk: the admin holds the button for about two seconds, then releases it.
    const talk = dialog.getByTestId('push-to-talk');
    await expect(talk).toHaveText(/Mantenga pulsado para hablar/);
    await talk.hover();
    await page.mouse.down();
    await expect(talk).toHaveText(/Grabando/);
    await page.waitForTimeout(2_000);
    await page.mouse.up();
    await expect(thread.locator('[data-kind="voice"]')).toHaveCount(1);
    // About two seconds: the recorder's own start and stop add a little on a loaded machine.
    await expect(thread.locator('[data-kind="voice"]')).toContainText(/Mensaje de voz \(0:0[234]\)/);
    // The guard has the channel open: the clip arrives live, with its player, and plays by itself.
    const clip = guardThread.locator('[data-kind="voice"]');
    await expect(clip).toHaveCount(1);
    await expect(clip.locator('audio')).toHaveCount(1);
    await expect(guardDialog.locator('section[data-autoplayed]')).toHaveCount(1);
    const audioUrl = await clip.locator('audio').getAttribute('src');
    const audio = await guardPage.request.get(audioUrl ?? '');
    expect(audio.status()).toBe(200);
    expect(audio.headers()['content-type']).toBe('audio/webm');
    expect((await audio.body()).subarray(0, 4).toString('hex')).toBe('1a45dfa3');
    await page.screenshot({ path: '/tmp/i14c-chat-es.png' });

    // A direct message from the guard (Users tab) to the admin.
    await guardDialog.getByRole('tab', { name: 'Users' }).click();
    const users = guardDialog.getByRole('list', { name: 'User list' });
    await expect(users).toContainText('Online');
    await users.getByRole('button', { name: /Ramón/ }).click();
    await expect(guardDialog.getByRole('region', { name: /Ramón/ })).toBeVisible();
    await guardDialog.getByLabel('Message', { exact: true }).fill('Necesito relevo a las 6');
    await guardDialog.getByRole('button', { name: 'Send' }).click();
    await expect(guardThread).toContainText('Necesito relevo a las 6');
    await expect(guardDialog.getByLabel('Message', { exact: true })).toHaveValue('');
    await guardPage.screenshot({ path: '/tmp/i14c-chat-en.png' });

    const direct = channels.getByRole('button', { name: /Luis/ });
    await expect(direct.getByTestId('chat-channel-unread')).toContainText('1');
    await expect(page.getByTestId('chat-badge').filter({ visible: true })).toHaveText('1');
    await direct.click();
    await expect(thread).toContainText('Necesito relevo a las 6');
    await expect(page.getByTestId('chat-badge').filter({ visible: true })).toHaveCount(0);
    await english.close();
  });

  test('[Chat] an admin renames a custom channel and removes a member, live; a presence change shows at once', async ({
    page,
    browser,
    tenant,
  }) => {
    const guard = await tenant.addGuard();
    const english = await browser.newContext({ locale: 'en-US', timezoneId: 'America/Puerto_Rico' });
    const guardPage = await english.newPage();
    await guardPage.addInitScript(() => localStorage.setItem('language', 'en'));
    await signIn(guardPage, guard);
    await guardPage.getByTestId('chat-button').filter({ visible: true }).click();
    const guardDialog = guardPage.getByRole('dialog', { name: 'Internal communications' });
    const guardChannels = guardDialog.getByRole('list', { name: 'Channel list' });

    // The admin creates "Turno noche" with the guard; it reaches the guard's list live.
    await signIn(page, tenant.admin);
    await page.getByTestId('chat-button').filter({ visible: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Comunicaciones internas' });
    await dialog.getByRole('button', { name: 'Nuevo canal' }).click();
    await dialog.getByLabel('Nombre del canal').fill('Turno noche');
    await dialog.getByRole('checkbox', { name: /Luis/ }).check();
    await dialog.getByRole('button', { name: 'Crear canal' }).click();
    await expect(guardChannels.getByRole('button', { name: /Turno noche/ })).toBeVisible();

    // Presence: the guard becomes busy; the admin's Users tab shows it without waiting for its 30 s poll.
    await dialog.getByRole('tab', { name: 'Usuarios' }).click();
    const adminUsers = dialog.getByRole('list', { name: 'Lista de usuarios' });
    await expect(adminUsers.getByRole('button', { name: /Luis/ })).toContainText('En línea');
    await guardDialog.getByRole('tab', { name: 'Users' }).click();
    await guardDialog.getByLabel('My status').selectOption('busy');
    await expect(adminUsers.getByRole('button', { name: /Luis/ })).toContainText('Ocupado', { timeout: 5_000 });

    // The admin renames the channel and removes the guard: it leaves the guard's list at once.
    await dialog.getByRole('tab', { name: 'Canales' }).click();
    await dialog
      .getByRole('list', { name: 'Lista de canales' })
      .getByRole('button', { name: /Turno noche/ })
      .click();
    await dialog.getByRole('button', { name: 'Editar canal' }).click();
    await dialog.getByLabel('Nombre del canal').fill('Turno de noche');
    await dialog.getByRole('checkbox', { name: /Luis/ }).uncheck();
    await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(dialog.getByRole('list', { name: 'Lista de canales' })).toContainText('Turno de noche');
    await guardDialog.getByRole('tab', { name: 'Channels' }).click();
    await expect(guardChannels.getByRole('button', { name: /Turno/ })).toHaveCount(0);
    await english.close();
  });
});
