// Browser-side rules of the guard-record tabs: the SIP connection test, microphone error messages, display helpers.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatFileSize } from './format';
import { MediaAccessError, microphoneErrorKey } from './media';
import { sipWebSocketUrl, testSipConnection } from './sip-test';

type TListener = (() => void) | null;

/** A WebSocket stand-in whose fate the test decides. */
const fakeSocket = (fate: 'open' | 'error' | 'silent' | 'throw') => {
  const urls: string[] = [];
  class FakeWebSocket {
    onopen: TListener = null;
    onerror: TListener = null;
    onclose: TListener = null;
    constructor(url: string) {
      if (fate === 'throw') throw new SyntaxError('bad url');
      urls.push(url);
      setTimeout(() => {
        if (fate === 'open') this.onopen?.();
        if (fate === 'error') this.onerror?.();
      }, 10);
    }
    close() {}
  }
  vi.stubGlobal('WebSocket', FakeWebSocket);
  return urls;
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('SIP connection test', () => {
  it('builds ws(s)://server:port/ws, dropping any scheme or path typed in', () => {
    expect(sipWebSocketUrl('pbx.example.com', 5060, false)).toBe('ws://pbx.example.com:5060/ws');
    expect(sipWebSocketUrl('wss://pbx.example.com/ws', 8089, true)).toBe('wss://pbx.example.com:8089/ws');
  });

  it('waits 2 s before trying, then reports a connection', async () => {
    vi.useFakeTimers();
    const urls = fakeSocket('open');
    const result = testSipConnection({ server: 'pbx.local', port: 5060, isSecure: false });
    await vi.advanceTimersByTimeAsync(1999);
    expect(urls).toEqual([]);
    await vi.advanceTimersByTimeAsync(20);
    expect(urls).toEqual(['ws://pbx.local:5060/ws']);
    await expect(result).resolves.toEqual({ isConnected: true });
  });

  it('reports an unreachable host when the socket fails', async () => {
    vi.useFakeTimers();
    fakeSocket('error');
    const result = testSipConnection({ server: 'pbx.local', port: 5060, isSecure: false });
    await vi.advanceTimersByTimeAsync(2100);
    await expect(result).resolves.toEqual({ isConnected: false, reason: 'unreachable' });
  });

  it('gives up after 5 s without an answer', async () => {
    vi.useFakeTimers();
    fakeSocket('silent');
    const result = testSipConnection({ server: 'pbx.local', port: 5060, isSecure: false });
    await vi.advanceTimersByTimeAsync(2000 + 4999);
    let isSettled = false;
    void result.then(() => {
      isSettled = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(isSettled).toBe(false);
    await vi.advanceTimersByTimeAsync(2);
    await expect(result).resolves.toEqual({ isConnected: false, reason: 'unknown' });
  });

  it('reports settings it cannot even try', async () => {
    vi.useFakeTimers();
    fakeSocket('throw');
    const result = testSipConnection({ server: 'bad host', port: 5060, isSecure: false });
    await vi.advanceTimersByTimeAsync(2000);
    await expect(result).resolves.toEqual({ isConnected: false, reason: 'unknown' });
  });
});

// The camera's own are the camera kit's (components/camera/camera.test.tsx).
describe('microphone errors', () => {
  const domError = (name: string) => new DOMException('x', name);
  it.each([
    ['NotAllowedError', 'microphone.denied'],
    ['NotFoundError', 'microphone.notFound'],
    ['NotReadableError', 'microphone.inUse'],
    ['TypeError', 'microphone.unavailable'],
  ])('maps %s to the spec message', (name, microphone) => {
    expect(microphoneErrorKey(domError(name))).toBe(microphone);
  });

  it('keeps an explicit reason such as an unsupported browser', () => {
    expect(microphoneErrorKey(new MediaAccessError('microphone.unsupported'))).toBe('microphone.unsupported');
  });
});

describe('display helpers', () => {
  it('shows file sizes in B, KB and MB', () => {
    expect(formatFileSize(77, 'en')).toBe('77 B');
    expect(formatFileSize(20480, 'en')).toBe('20 KB');
    expect(formatFileSize(10 * 1024 * 1024, 'en')).toBe('10 MB');
  });
});
