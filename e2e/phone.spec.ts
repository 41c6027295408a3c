// The in-browser SIP phone (issue 14) against a real SIP server: Debian's Kamailio on a loopback port
// (e2e/support/kamailio.ts). Two users of one tenant — the admin in Spanish, a guard in English, each in a browser of
// their own — register (the header badge shows their extension); the admin dials the guard's extension, the guard
// answers, audio flows both ways (WebRTC statistics: bytes received in both pages), the admin hangs up and both
// histories record the call; then a wrong password is refused by Kamailio and the phone says so. Screenshots of the
// dialog's tabs and the in-call view in both languages go to /tmp.
import type { Page } from '@playwright/test';
import { startKamailio, type TKamailio } from './support/kamailio';
import { expect, signIn, test } from './support';

const PASSWORDS = { '1001': `sip-${Math.random().toString(36).slice(2, 10)}`, '1002': `sip-${Math.random().toString(36).slice(2, 10)}` };

let kamailio: TKamailio;
test.beforeAll(async () => {
  kamailio = await startKamailio(PASSWORDS);
});
test.afterAll(() => kamailio?.stop());

/** Every RTCPeerConnection the page makes, so the spec can read its statistics (no hook in the app itself). */
const recordPeerConnections = (page: Page) =>
  page.addInitScript(() => {
    const Original = window.RTCPeerConnection;
    const all: RTCPeerConnection[] = [];
    (window as unknown as { __peerConnections: RTCPeerConnection[] }).__peerConnections = all;
    window.RTCPeerConnection = class extends Original {
      constructor(...args: ConstructorParameters<typeof RTCPeerConnection>) {
        super(...args);
        all.push(this);
      }
    };
  });

/** The mime types of the audio codecs in use on the page's peer connections. */
const audioCodecs = (page: Page) =>
  page.evaluate(async () => {
    const codecs = new Set<string>();
    for (const pc of (window as unknown as { __peerConnections: RTCPeerConnection[] }).__peerConnections) {
      const stats = await pc.getStats();
      const byId = new Map<string, { mimeType?: string }>();
      stats.forEach((report) => {
        byId.set(report.id, report);
      });
      stats.forEach((report) => {
        if ((report.type === 'inbound-rtp' || report.type === 'outbound-rtp') && report.kind === 'audio' && report.codecId) {
          const mime = byId.get(report.codecId)?.mimeType;
          if (mime) codecs.add(mime);
        }
      });
    }
    return [...codecs].sort();
  });

/** Audio bytes received over the page's peer connections (inbound-rtp). */
const audioBytesReceived = (page: Page) =>
  page.evaluate(async () => {
    let total = 0;
    for (const pc of (window as unknown as { __peerConnections: RTCPeerConnection[] }).__peerConnections) {
      const stats = await pc.getStats();
      stats.forEach((report) => {
        if (report.type === 'inbound-rtp' && report.kind === 'audio') total += report.bytesReceived ?? 0;
      });
    }
    return total;
  });

const shot = (page: Page, name: string) => page.getByTestId('phone-dialog').screenshot({ path: `/tmp/phone-${name}.png` });

test.describe('phone', () => {
  test('[Phone] two users register on Kamailio, call, talk, hang up, both histories record it; a wrong password fails', async ({
    page,
    browser,
    tenant,
  }) => {
    const guard = await tenant.addGuard();
    const sip = (extension: '1001' | '1002', name: string) => ({
      incomingServer: '127.0.0.1',
      incomingPort: kamailio.port,
      username: extension,
      password: PASSWORDS[extension],
      extensionNumber: extension,
      extensionName: name,
    });
    for (const [person, settings] of [
      // The admin prefers G.711: the call runs on PCMU (the codec goes first in the admin's offer).
      [tenant.admin, { ...sip('1001', 'Central'), preferredCodec: 'g711' }],
      [guard, sip('1002', 'Garita Norte')],
    ] as const) {
      const res = await tenant.api.put(`/api/users/${person.id}/sip-settings`, { data: settings });
      expect(res.status(), await res.text()).toBe(200);
    }
    // The STUN server is Kamailio's own: ICE needs nothing outside this machine.
    const stun = `stun:127.0.0.1:${kamailio.port}`;
    const webrtc = await tenant.api.put(`/api/companies/${tenant.id}/webrtc-settings`, {
      data: { primaryStunServer: stun, backupStunServer: stun },
    });
    expect(webrtc.status(), await webrtc.text()).toBe(200);

    // The guard, in English, in a browser of their own.
    const english = await browser.newContext({ locale: 'en-US', timezoneId: 'America/Puerto_Rico' });
    const guardPage = await english.newPage();
    await guardPage.addInitScript(() => localStorage.setItem('language', 'en'));
    await recordPeerConnections(guardPage);
    await recordPeerConnections(page);

    // Both register: the ready toast and the header badge with the extension.
    await signIn(page, tenant.admin);
    await expect(page.getByText('Sistema telefónico listo: extensión 1001')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(/SIP: Conectado · Ext\. 1001/).filter({ visible: true })).toBeVisible();
    await signIn(guardPage, guard);
    await expect(guardPage.getByText(/SIP: Connected · Ext\. 1002/).filter({ visible: true })).toBeVisible({ timeout: 20_000 });
    // The phone's status goes back onto the guard's SIP settings (what the user editor's SIP tab shows).
    await expect
      .poll(async () => (await (await tenant.api.get(`/api/users/${guard.id}`)).json()).sipSettings.connectionStatus)
      .toBe('connected');

    // The guard's dialog tabs, in English.
    await guardPage.getByTestId('phone-button').filter({ visible: true }).click();
    const guardDialog = guardPage.getByTestId('phone-dialog');
    await expect(guardDialog.getByTestId('phone-status')).toHaveText('Connected');
    await shot(guardPage, 'en-dialer');
    await guardDialog.getByRole('tab', { name: 'Contacts' }).click();
    await expect(guardDialog.getByText('Emergency Line')).toBeVisible();
    await shot(guardPage, 'en-contacts');
    await guardDialog.getByRole('tab', { name: 'History' }).click();
    await expect(guardDialog.getByText('No calls yet.')).toBeVisible();
    await guardPage.keyboard.press('Escape');

    // The admin's dialog: the tabs in Spanish, then dials 1002 (an extension: the PBX server).
    await page.getByTestId('phone-button').filter({ visible: true }).click();
    const dialog = page.getByTestId('phone-dialog');
    await dialog.getByRole('tab', { name: 'Contactos' }).click();
    await expect(dialog.getByText('Línea de emergencia')).toBeVisible();
    await expect(dialog.getByText('Control de seguridad')).toBeVisible();
    await shot(page, 'es-contacts');
    await dialog.getByRole('tab', { name: 'Historial' }).click();
    await shot(page, 'es-history');
    await dialog.getByRole('tab', { name: 'Marcador' }).click();
    const call = dialog.getByRole('button', { name: 'Llamar' });
    await expect(call).toBeDisabled();
    for (const key of ['1', '0', '0', '2']) await dialog.getByRole('button', { name: key, exact: true }).click();
    await expect(dialog.getByTestId('phone-dial-field')).toHaveValue('1002');
    await shot(page, 'es-dialer');
    await call.click();

    // The guard's phone rings: the dialog opens with the caller and Answer / Decline.
    await expect(guardDialog.getByTestId('phone-in-call')).toHaveAttribute('data-call-status', 'incoming');
    await expect(guardDialog).toContainText('Central');
    await shot(guardPage, 'en-incoming');
    await expect(dialog.getByTestId('phone-in-call')).toHaveAttribute('data-call-status', /ringing|connecting/);
    await guardDialog.getByRole('button', { name: 'Answer' }).click();

    // Connected on both sides, and audio flows both ways.
    await expect(dialog.getByTestId('phone-call-status')).toContainText('En llamada');
    await expect(guardDialog.getByTestId('phone-call-status')).toContainText('Connected');
    await expect.poll(() => audioBytesReceived(page), { timeout: 15_000 }).toBeGreaterThan(0);
    await expect.poll(() => audioBytesReceived(guardPage), { timeout: 15_000 }).toBeGreaterThan(0);
    await expect(dialog.getByTestId('phone-call-status')).toContainText(/0:0[1-9]/);
    expect(await audioCodecs(page)).toEqual(['audio/PCMU']);
    expect(await audioCodecs(guardPage)).toEqual(['audio/PCMU']);
    await shot(page, 'es-in-call');
    await shot(guardPage, 'en-in-call');

    // Mute toggles; the admin hangs up; both calls end.
    await dialog.getByRole('button', { name: 'Silenciar' }).click();
    await expect(dialog.getByRole('button', { name: 'Activar micrófono' })).toHaveAttribute('aria-pressed', 'true');
    await dialog.getByRole('button', { name: 'Colgar' }).click();
    await expect(dialog.getByTestId('phone-in-call')).toHaveCount(0);
    await expect(guardDialog.getByTestId('phone-in-call')).toHaveCount(0);

    // Both histories record it: outgoing for the admin, incoming for the guard, with a m:ss duration.
    await dialog.getByRole('tab', { name: 'Historial' }).click();
    const adminEntry = dialog.getByTestId('phone-history-entry');
    await expect(adminEntry).toHaveCount(1);
    await expect(adminEntry).toContainText('1002');
    await expect(adminEntry).toContainText('Saliente');
    await expect(adminEntry).toContainText(/· \d+:\d\d/);
    await guardDialog.getByRole('tab', { name: 'History' }).click();
    const guardEntry = guardDialog.getByTestId('phone-history-entry');
    await expect(guardEntry).toHaveCount(1);
    await expect(guardEntry).toContainText('1001');
    await expect(guardEntry).toContainText('Incoming');
    const stored = await guardPage.evaluate(() => JSON.parse(localStorage.getItem('sipCallHistory') ?? '[]'));
    expect(stored).toEqual([
      expect.objectContaining({ number: '1001', name: 'Central', type: 'incoming', duration: expect.stringMatching(/^\d+:\d\d$/) }),
    ]);
    await shot(page, 'es-history-after');
    await shot(guardPage, 'en-history-after');

    // A wrong SIP password: Kamailio refuses the registration; the phone says so and the badge stays offline.
    await english.close();
    const wrong = await tenant.api.put(`/api/users/${tenant.admin.id}/sip-settings`, {
      data: { ...sip('1001', 'Central'), password: 'not-the-password' },
    });
    expect(wrong.status(), await wrong.text()).toBe(200);
    await page.reload();
    await expect(page.getByText('No se pudo conectar con el servidor PBX. Revise su configuración SIP.')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(/SIP: Desconectado/).filter({ visible: true })).toBeVisible();
  });
});
