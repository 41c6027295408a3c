// The phone's rules: the call history (sipCallHistory, 50 entries, m:ss), number routing (3–4 digit extensions to the
// PBX, others through the outgoing server) and the WebSocket URL, the directory's fallbacks, the header badge's states,
// section 9's constants in the JsSIP configuration, the dialer's Call/Clear, and the directory links.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { translateExternal } from '@/i18n/keys';
import { SipStatusBadge } from '@/app/layout/SipStatusBadge';
import { DialerTab } from './components/DialerTab';
import { PhoneDialog } from './components/PhoneDialog';
import { PhoneLink } from './components/PhoneLink';
import { HISTORY_KEY, PHONE } from './lib/constants';
import { preferCodec } from './lib/codecs';
import { buildDirectory, generatedExtension, nameForNumber } from './lib/directory';
import { addToHistory, formatDuration, historyMoment, readHistory, type TCallHistoryEntry } from './lib/history';
import { phoneStore } from './lib/phone-store';
import { callTarget, isExtension, socketUrl } from './lib/routing';
import { applyProtocolConstants, userAgentConfig } from './lib/sip-client';

const entry = (n: number): TCallHistoryEntry => ({
  number: String(1000 + n),
  name: `Contact ${n}`,
  type: 'outgoing',
  time: '10:00',
  duration: '0:05',
  date: '2026-11-24',
});

afterEach(() => act(() => phoneStore.reset()));

describe('call history', () => {
  it('formats durations as m:ss', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(7.9)).toBe('0:07');
    expect(formatDuration(125)).toBe('2:05');
    expect(formatDuration(3660)).toBe('61:00');
  });

  it('keeps the newest 50 entries in local storage under sipCallHistory, newest first', () => {
    for (let n = 0; n < 55; n++) addToHistory(entry(n));
    const stored = readHistory();
    expect(stored).toHaveLength(PHONE.historyMax);
    expect(stored[0].number).toBe('1054');
    expect(stored.at(-1)?.number).toBe('1005');
    expect(JSON.parse(localStorage.getItem(HISTORY_KEY) ?? '[]')).toHaveLength(50);
    expect(Object.keys(stored[0]).sort()).toEqual(['date', 'duration', 'name', 'number', 'time', 'type']);
  });

  it('survives broken storage and skips malformed entries', () => {
    localStorage.setItem(HISTORY_KEY, '{not json');
    expect(readHistory()).toEqual([]);
    localStorage.setItem(HISTORY_KEY, JSON.stringify([entry(1), { number: 5 }, null]));
    expect(readHistory()).toEqual([entry(1)]);
  });

  it("dates an entry in the company's time zone", () => {
    expect(historyMoment(new Date('2026-11-24T03:30:00Z'), 'America/Puerto_Rico')).toEqual({ date: '2026-11-23', time: '23:30' });
  });
});

describe('number routing', () => {
  const servers = { incomingServer: 'pbx.example.com', incomingPort: 8089, outgoingServer: 'trunk.example.com', outgoingPort: 443 };

  it('sends 3–4 digit extensions to the PBX server and every other number through the outgoing server', () => {
    expect(isExtension('101')).toBe(true);
    expect(isExtension('1002')).toBe(true);
    expect(isExtension('10')).toBe(false);
    expect(isExtension('10025')).toBe(false);
    expect(callTarget('1002', servers)).toMatchObject({ uri: 'sip:1002@pbx.example.com', via: 'pbx' });
    expect(callTarget('911', servers)).toMatchObject({ uri: 'sip:911@pbx.example.com', via: 'pbx' });
    expect(callTarget('+1 (787) 555-0100', servers)).toMatchObject({ uri: 'sip:+17875550100@trunk.example.com', via: 'outgoing' });
    expect(callTarget('ext-4821', servers)).toMatchObject({ uri: 'sip:4821@pbx.example.com', via: 'pbx' });
    expect(callTarget('7875550100', { ...servers, outgoingServer: null })).toMatchObject({ uri: 'sip:7875550100@pbx.example.com' });
  });

  it('opens ws(s)://{server}:{port}/ws on the outgoing or else the incoming server, port 5060 by default', () => {
    expect(socketUrl(servers, 'https:')).toBe('wss://trunk.example.com:443/ws');
    expect(socketUrl({ ...servers, outgoingServer: null }, 'https:')).toBe('wss://pbx.example.com:8089/ws');
    expect(socketUrl({ ...servers, outgoingServer: null, incomingPort: null }, 'http:')).toBe('ws://pbx.example.com:5060/ws');
  });
});

describe('directory', () => {
  const t = (key: string, options?: Record<string, unknown>) => translateExternal(key, options) ?? key;

  it('lists 911, 101 and 100 first, then companies, customer companies and users with the phone fallbacks', () => {
    const contacts = buildDirectory(
      {
        companies: [{ id: '00000000-0000-4000-8000-000000000001', name: 'Zafiro Security' }],
        customers: [
          {
            id: '00000000-0000-4000-8000-000000000002',
            name: 'Plaza',
            securityCompanyId: 'x',
            contactPerson: 'Ana',
            phone: '+17875550111',
          },
          { id: '00000000-0000-4000-8000-000000000003', name: 'Mall', securityCompanyId: 'x', contactPerson: null, phone: null },
        ],
        users: [
          {
            id: 'u1',
            name: 'Luis',
            lastName: 'Rivera',
            email: 'l@x.com',
            phone: '+17875550122',
            mobile: '+17875550133',
            companyId: 'c',
            customerId: null,
          },
          {
            id: 'u2',
            name: 'Marta',
            lastName: null,
            email: 'm@x.com',
            phone: null,
            mobile: '+17875550144',
            companyId: 'c',
            customerId: null,
          },
          { id: 'u3', name: null, lastName: null, email: 'n@x.com', phone: '  ', mobile: null, companyId: 'c', customerId: null },
        ],
      },
      t,
    );
    expect(contacts.slice(0, 3).map((c) => [c.number, c.name])).toEqual([
      ['911', 'Línea de emergencia'],
      ['101', 'Control de seguridad'],
      ['100', 'Recepción principal'],
    ]);
    const byName = Object.fromEntries(contacts.map((c) => [c.name, c.number]));
    expect(byName['Zafiro Security']).toMatch(/^ext-\d{4}$/);
    expect(byName.Plaza).toBe('+17875550111');
    expect(byName.Mall).toBe(generatedExtension('00000000-0000-4000-8000-000000000003'));
    expect(byName['Luis Rivera']).toBe('+17875550122');
    expect(byName.Marta).toBe('+17875550144');
    expect(byName['n@x.com']).toBe(generatedExtension('u3'));
    // Stable between opens.
    expect(generatedExtension('u3')).toBe(generatedExtension('u3'));
    expect(nameForNumber('911', contacts, t)).toBe('Línea de emergencia');
    expect(nameForNumber('5550199', contacts, t)).toBe('Contacto 5550199');
  });
});

describe('header badge', () => {
  it('shows offline, connecting, and connected with the extension', async () => {
    render(<SipStatusBadge />);
    expect(screen.getByText(/SIP/)).toHaveTextContent(/desconectado|sin conexión|fuera de línea/i);
    act(() => phoneStore.setState({ status: 'connecting', extension: '1001' }));
    expect(screen.getByText(/SIP/)).not.toHaveTextContent('1001');
    const connecting = screen.getByText(/SIP/).textContent;
    act(() => phoneStore.setState({ status: 'connected', extension: '1001' }));
    expect(screen.getByText(/SIP/)).toHaveTextContent('1001');
    expect(screen.getByText(/SIP/).textContent).not.toBe(connecting);
    act(() => phoneStore.setState({ status: 'failed' }));
    expect(screen.getByText(/SIP/)).not.toHaveTextContent('1001');
  });
});

describe('JsSIP configuration', () => {
  it("sets every constant of the spec's section 9", () => {
    const setup = {
      sip: {
        incomingServer: 'pbx.example.com',
        incomingPort: 5060,
        outgoingServer: null,
        outgoingPort: 5060,
        extensionName: 'Garita',
        extensionNumber: '1001',
        username: '1001',
        password: 'secret',
        preferredCodec: 'default' as const,
        sampleRate: 'default' as const,
      },
      isConfigured: true,
      isComplete: true,
      iceServers: [],
    };
    const socket = {} as never;
    expect(userAgentConfig(setup, socket)).toMatchObject({
      sockets: [socket],
      uri: 'sip:1001@pbx.example.com',
      authorization_user: '1001',
      password: 'secret',
      display_name: 'Garita',
      register: true,
      register_expires: 600,
      session_timers: false,
      no_answer_timeout: 60,
      connection_recovery_min_interval: 2,
      connection_recovery_max_interval: 30,
    });
    const c = { MAX_FORWARDS: 0, SESSION_EXPIRES: 0, MIN_SESSION_EXPIRES: 0 };
    applyProtocolConstants(c);
    expect(c).toEqual({ MAX_FORWARDS: 69, SESSION_EXPIRES: 90, MIN_SESSION_EXPIRES: 60 });
    expect(PHONE.connectionTimeoutMs).toBe(15_000);
    expect(PHONE.defaultPort).toBe(5060);
    expect(PHONE.shutdownDelayMs).toBe(2_000);
  });
});

describe('dialer', () => {
  it('fills the read-only field from the keypad; Call is disabled when empty; Clear empties it', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<DialerTab number={phoneStore.getState().dialNumber} />);
    const call = screen.getByRole('button', { name: 'Llamar' });
    expect(call).toBeDisabled();
    expect(screen.getByTestId('phone-dial-field')).toHaveAttribute('readonly');
    for (const key of ['1', '0', '#', '*']) {
      await user.click(screen.getByRole('button', { name: key }));
      rerender(<DialerTab number={phoneStore.getState().dialNumber} />);
    }
    expect(screen.getByTestId('phone-dial-field')).toHaveValue('10#*');
    expect(screen.getByRole('button', { name: 'Llamar' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Limpiar' }));
    rerender(<DialerTab number={phoneStore.getState().dialNumber} />);
    expect(screen.getByTestId('phone-dial-field')).toHaveValue('');
  });
});

describe('directory links', () => {
  it('are tel: links while the phone is offline and open the phone with the number when it is connected', async () => {
    const user = userEvent.setup();
    render(<PhoneLink number="+17875550100">(787) 555-0100</PhoneLink>);
    const link = screen.getByRole('link', { name: '(787) 555-0100' });
    expect(link).toHaveAttribute('href', 'tel:+17875550100');
    act(() => phoneStore.setState({ status: 'connected', extension: '1001' }));
    await user.click(link);
    expect(phoneStore.getState()).toMatchObject({ isDialogOpen: true, dialNumber: '+17875550100', tab: 'dialer' });
  });
});

describe('preferred codec', () => {
  const sdp = [
    'v=0',
    'm=audio 9 UDP/TLS/RTP/SAVPF 111 63 9 0 8 13 110 126',
    'a=rtpmap:111 opus/48000/2',
    'a=rtpmap:63 red/48000/2',
    'a=rtpmap:9 G722/8000',
    'a=rtpmap:0 PCMU/8000',
    'a=rtpmap:8 PCMA/8000',
    '',
  ].join('\r\n');

  it("puts the user's codec first in the audio line and keeps the rest in order", () => {
    expect(preferCodec(sdp, 'default')).toBe(sdp);
    expect(preferCodec(sdp, 'g711')).toContain('m=audio 9 UDP/TLS/RTP/SAVPF 0 8 111 63 9 13 110 126\r\n');
    expect(preferCodec(sdp, 'g722')).toContain('m=audio 9 UDP/TLS/RTP/SAVPF 9 111 63 0 8 13 110 126\r\n');
    expect(preferCodec(sdp, 'opus')).toContain('m=audio 9 UDP/TLS/RTP/SAVPF 111 63 9 0 8 13 110 126\r\n');
  });
});

describe('phone dialog', () => {
  it('says why the phone is off (no SIP configuration) and shows the three tabs', () => {
    act(() => phoneStore.setState({ isDialogOpen: true, notice: 'noConfiguration' }));
    render(<PhoneDialog />);
    expect(screen.getByRole('dialog', { name: 'Teléfono (PBX)' })).toBeVisible();
    expect(screen.getByTestId('phone-notice')).toHaveTextContent('Sin configuración SIP');
    expect(screen.getByTestId('phone-status')).toHaveTextContent('Sin conexión');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Marcador', 'Contactos', 'Historial']);
  });
});
