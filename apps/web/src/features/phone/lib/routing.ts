// Where a dialled number goes (spec section 4 "Call status"): 3–4 digit extensions to the PBX (incoming) server,
// every other number through the outgoing server (the PBX when no outgoing server is set). And the WebSocket the
// phone opens (spec section 7): ws(s)://{server}:{port}/ws, the outgoing or else the incoming server, port 5060 by default.
import { PHONE } from './constants';

export type TSipServers = {
  incomingServer: string | null;
  incomingPort: number | null;
  outgoingServer: string | null;
  outgoingPort: number | null;
};

/** The keypad's characters plus a leading +; anything else (spaces, dashes, parentheses) is dropped. */
export const dialable = (number: string) => {
  const trimmed = number.trim();
  const rest = trimmed.replace(/[^0-9*#]/g, '');
  return trimmed.startsWith('+') ? `+${rest}` : rest;
};

export const isExtension = (number: string) => /^\d{3,4}$/.test(dialable(number));

export const callTarget = (number: string, servers: TSipServers) => {
  const user = dialable(number);
  const host = isExtension(user) ? servers.incomingServer : (servers.outgoingServer ?? servers.incomingServer);
  return { user, host, uri: `sip:${user}@${host}`, via: isExtension(user) ? ('pbx' as const) : ('outgoing' as const) };
};

/** wss on an https page (browsers refuse ws there), ws on plain http (development, the e2e suite's local Kamailio). */
export const socketUrl = (servers: TSipServers, pageProtocol = globalThis.location?.protocol ?? 'https:') => {
  const useOutgoing = Boolean(servers.outgoingServer);
  const host = useOutgoing ? servers.outgoingServer : servers.incomingServer;
  const port = (useOutgoing ? servers.outgoingPort : servers.incomingPort) || PHONE.defaultPort;
  const scheme = pageProtocol === 'http:' ? 'ws' : 'wss';
  return `${scheme}://${host}:${port}/ws`;
};
