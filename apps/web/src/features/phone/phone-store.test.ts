// The phone store with a stand-in for JsSIP (lib/sip-client.ts is mocked): connection states and the 15 s timeout,
// one call at a time, where numbers go, the call's states and its history entry, incoming calls while busy, logout.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type TListener = (...args: unknown[]) => void;
class Emitter {
  listeners = new Map<string, TListener[]>();
  on(event: string, listener: TListener) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }
  emit(event: string, ...args: unknown[]) {
    for (const listener of this.listeners.get(event) ?? []) listener(...args);
  }
  removeAllListeners() {
    this.listeners.clear();
  }
}

class FakeSession extends Emitter {
  connection = null;
  ended = false;
  remote_identity = { uri: { user: '1001' }, display_name: 'Central' };
  isEnded = () => this.ended;
  terminate = vi.fn(() => {
    this.ended = true;
    this.emit('ended', { originator: 'local' });
  });
  answer = vi.fn(() => this.emit('accepted', {}));
  mute = vi.fn();
  unmute = vi.fn();
}

class FakeUA extends Emitter {
  mode: 'register' | 'fail' | 'silent' = 'register';
  calls: { target: string; session: FakeSession }[] = [];
  start = vi.fn(() => {
    if (this.mode === 'register') this.emit('registered');
    if (this.mode === 'fail') this.emit('registrationFailed', { cause: 'Authentication Error' });
  });
  stop = vi.fn();
  call = vi.fn((target: string, _options?: unknown) => {
    const session = new FakeSession();
    this.calls.push({ target, session });
    return session;
  });
}

let ua: FakeUA;
vi.mock('./lib/sip-client', () => ({ createUserAgent: () => ua }));
const toastError = vi.fn();
vi.mock('sonner', () => ({ toast: { error: (m: string) => toastError(m), success: vi.fn(), info: vi.fn(), warning: vi.fn() } }));

const { answerCall, connectPhone, disconnectPhone, hangUp, phoneStore, placeCall } = await import('./lib/phone-store');
const { readHistory } = await import('./lib/history');

const setup = {
  sip: {
    incomingServer: 'pbx.example.com',
    incomingPort: 8089,
    outgoingServer: 'trunk.example.com',
    outgoingPort: 443,
    extensionName: 'Central',
    extensionNumber: '1001',
    username: '1001',
    password: 'secret',
    preferredCodec: 'default' as const,
    sampleRate: 'default' as const,
  },
  isConfigured: true,
  isComplete: true,
  iceServers: [{ urls: 'stun:127.0.0.1:3478' }],
};

beforeEach(() => {
  ua = new FakeUA();
  toastError.mockClear();
});
afterEach(() => {
  disconnectPhone();
  phoneStore.reset();
  vi.useRealTimers();
});

describe('phone store', () => {
  it('connects (connecting → connected with the extension) and disconnects on logout', async () => {
    const pending = connectPhone(setup);
    expect(phoneStore.getState()).toMatchObject({ status: 'connecting', extension: '1001' });
    expect(await pending).toBe('connected');
    expect(phoneStore.getState()).toMatchObject({ status: 'connected', extension: '1001' });
    disconnectPhone();
    expect(ua.stop).toHaveBeenCalled();
    expect(phoneStore.getState()).toMatchObject({ status: 'disconnected', extension: null });
  });

  it('fails on a refused registration, and after 15 s without one', async () => {
    ua.mode = 'fail';
    expect(await connectPhone(setup)).toBe('failed');
    expect(phoneStore.getState().status).toBe('failed');
    ua = new FakeUA();
    ua.mode = 'silent';
    vi.useFakeTimers();
    const pending = connectPhone(setup);
    await vi.advanceTimersByTimeAsync(14_999);
    expect(phoneStore.getState().status).toBe('connecting');
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toBe('failed');
    expect(phoneStore.getState().status).toBe('failed');
  });

  it('needs a connection; routes extensions to the PBX and other numbers to the outgoing server; one call at a time', async () => {
    expect(placeCall('1002')).toBe(false);
    expect(toastError).toHaveBeenLastCalledWith('No hay conexión SIP. Revise su configuración e inicie sesión de nuevo.');
    await connectPhone(setup);
    expect(placeCall('1002')).toBe(true);
    expect(ua.calls[0].target).toBe('sip:1002@pbx.example.com');
    expect(ua.call.mock.calls[0][1]).toMatchObject({ pcConfig: { iceServers: [{ urls: 'stun:127.0.0.1:3478' }] } });
    expect(placeCall('7875550100')).toBe(false);
    expect(toastError).toHaveBeenLastCalledWith('Ya hay otra llamada en curso.');
    const session = ua.calls[0].session;
    session.emit('progress', {});
    expect(phoneStore.getState().call).toMatchObject({ status: 'ringing', direction: 'outgoing', number: '1002', name: 'Contacto 1002' });
    session.emit('accepted', {});
    expect(phoneStore.getState().call?.status).toBe('connected');
    hangUp();
    expect(session.terminate).toHaveBeenCalled();
    expect(phoneStore.getState().call).toBeNull();
    expect(readHistory()[0]).toMatchObject({ number: '1002', type: 'outgoing', duration: '0:00' });
    expect(placeCall('7875550100')).toBe(true);
    expect(ua.calls[1].target).toBe('sip:7875550100@trunk.example.com');
  });

  it('rings on an incoming call (the dialog opens), answers it; a second caller gets 486 Busy; a declined call is missed', async () => {
    await connectPhone(setup);
    const incoming = new FakeSession();
    ua.emit('newRTCSession', { originator: 'remote', session: incoming });
    expect(phoneStore.getState()).toMatchObject({ isDialogOpen: true, call: { status: 'incoming', name: 'Central', number: '1001' } });
    const second = new FakeSession();
    ua.emit('newRTCSession', { originator: 'remote', session: second });
    expect(second.terminate).toHaveBeenCalledWith({ status_code: 486, reason_phrase: 'Busy Here' });
    answerCall();
    expect(phoneStore.getState().call?.status).toBe('connected');
    incoming.emit('ended', { originator: 'remote' });
    expect(readHistory()[0]).toMatchObject({ number: '1001', name: 'Central', type: 'incoming' });

    const declined = new FakeSession();
    ua.emit('newRTCSession', { originator: 'remote', session: declined });
    declined.terminate.mockImplementation(() => declined.emit('failed', { originator: 'local', cause: 'Rejected' }));
    hangUp();
    expect(declined.terminate).toHaveBeenCalledWith({ status_code: 603, reason_phrase: 'Decline' });
    expect(readHistory()[0]).toMatchObject({ number: '1001', type: 'missed' });
  });
});
