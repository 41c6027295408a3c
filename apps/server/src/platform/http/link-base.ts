// Where the links the server writes into e-mails and SMS (a guard's face self-registration link, a notification's
// "see it in Centinela") open: PUBLIC_URL when set. Without it, production refuses to start (a link with no host, or
// one to localhost, never opens on a guard's phone: issue 29), and a development or demo start uses this machine's
// address on its network, so a phone on the same network opens the link; localhost only when there is no network.
import os from 'node:os';

/** The first IPv4 address of a network interface that is not the loopback (e.g. 192.168.1.20), else null. */
export const lanAddress = (interfaces = os.networkInterfaces()): string | null => {
  for (const list of Object.values(interfaces)) {
    for (const address of list ?? []) {
      if (address.family === 'IPv4' && !address.internal) return address.address;
    }
  }
  return null;
};

/** Listening on every interface (0.0.0.0, ::) or one named address: what a phone on the network may reach. */
const reachableHost = (host: string, interfaces?: NodeJS.Dict<os.NetworkInterfaceInfo[]>) => {
  if (host === '0.0.0.0' || host === '::' || host === '') return lanAddress(interfaces) ?? 'localhost';
  if (host === '127.0.0.1' || host === '::1') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
};

export class MissingPublicUrl extends Error {
  constructor() {
    super(
      'PUBLIC_URL is required in production: the address people open the app at (e.g. https://centinela.example.com). ' +
        'Links in e-mails and SMS (self-registration, notifications) are written with it.',
    );
  }
}

/** The origin links are written with (no trailing slash). */
export const linkBaseUrl = (
  config: { env: string; port: number; host: string; publicUrl: string | null },
  interfaces?: NodeJS.Dict<os.NetworkInterfaceInfo[]>,
): string => {
  if (config.publicUrl) return config.publicUrl;
  if (config.env === 'production') throw new MissingPublicUrl();
  return `http://${reachableHost(config.host, interfaces)}:${config.port}`;
};
