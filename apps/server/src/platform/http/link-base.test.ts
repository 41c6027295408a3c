// Links in e-mails and SMS always have a host a guard's phone can open (issue 29: "/face-recognition/…" with no host).
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { absoluteLink } from '../../modules/notifications/email';
import type { TServiceContext } from '../context';
import { lanAddress, linkBaseUrl, MissingPublicUrl } from './link-base';

const wifi = {
  lo: [{ address: '127.0.0.1', family: 'IPv4', internal: true, netmask: '255.0.0.0', mac: '', cidr: null }],
  wlan0: [
    { address: 'fe80::1', family: 'IPv6', internal: false, netmask: 'ffff::', mac: '', cidr: null, scopeid: 2 },
    { address: '192.168.1.20', family: 'IPv4', internal: false, netmask: '255.255.255.0', mac: '', cidr: null },
  ],
} as unknown as NodeJS.Dict<import('node:os').NetworkInterfaceInfo[]>;
const loopbackOnly = { lo: wifi.lo } as NodeJS.Dict<import('node:os').NetworkInterfaceInfo[]>;

describe('the origin of links in e-mails and SMS', () => {
  it('is PUBLIC_URL when set, without a trailing slash', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://centinela.example.com/', NODE_ENV: 'production' } as NodeJS.ProcessEnv);
    expect(config.linkBaseUrl).toBe('https://centinela.example.com');
  });

  it('stops a production start without PUBLIC_URL, saying what to set', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' } as NodeJS.ProcessEnv)).toThrow(MissingPublicUrl);
    expect(() => loadConfig({ NODE_ENV: 'production' } as NodeJS.ProcessEnv)).toThrow(/PUBLIC_URL is required in production/);
  });

  it('refuses a PUBLIC_URL that is not an absolute URL', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'centinela.example.com' } as NodeJS.ProcessEnv)).toThrow(/PUBLIC_URL: an absolute URL/);
  });

  it("outside production, is this machine's network address and port, so a phone on the same network opens it", () => {
    expect(lanAddress(wifi)).toBe('192.168.1.20');
    const base = { env: 'development', port: 3000, publicUrl: null };
    expect(linkBaseUrl({ ...base, host: '0.0.0.0' }, wifi)).toBe('http://192.168.1.20:3000');
    expect(linkBaseUrl({ ...base, host: '0.0.0.0' }, loopbackOnly)).toBe('http://localhost:3000');
    expect(linkBaseUrl({ ...base, host: '127.0.0.1' }, wifi)).toBe('http://localhost:3000');
    expect(linkBaseUrl({ ...base, host: '10.0.0.5' }, wifi)).toBe('http://10.0.0.5:3000');
  });

  it('makes every link absolute on that origin', () => {
    const ctx = { config: { linkBaseUrl: 'https://centinela.example.com' } } as TServiceContext;
    expect(absoluteLink(ctx, '/face-recognition/abc')).toBe('https://centinela.example.com/face-recognition/abc');
    expect(absoluteLink(ctx, 'dashboard')).toBe('https://centinela.example.com/dashboard');
    expect(absoluteLink(ctx, null)).toBe('https://centinela.example.com/');
    expect(absoluteLink(ctx, 'https://elsewhere.example/x')).toBe('https://elsewhere.example/x');
    const local = loadConfig({} as NodeJS.ProcessEnv);
    expect(absoluteLink({ config: local } as TServiceContext, '/dashboard')).toMatch(/^http:\/\/[^/]+:3000\/dashboard$/);
  });
});
