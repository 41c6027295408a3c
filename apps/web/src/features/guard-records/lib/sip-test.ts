// The SIP connection test from the browser (spec sections 5, 7, 9): needs server and username, waits 2 s, then tries a
// WebSocket to ws(s)://server:port/ws and gives up after 5 s.

export const CONNECTION_TEST_WAIT_MS = 2000;
export const CONNECTION_TEST_TIMEOUT_MS = 5000;

export type TConnectionTestResult = { isConnected: true } | { isConnected: false; reason: 'unreachable' | 'unknown' };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const sipWebSocketUrl = (server: string, port: number, isSecure: boolean) => {
  const host = server
    .trim()
    .replace(/^(wss?|https?|sips?):\/\//i, '')
    .replace(/\/.*$/, '');
  return `${isSecure ? 'wss' : 'ws'}://${host}:${port}/ws`;
};

export const testSipConnection = async ({
  server,
  port,
  isSecure = typeof location !== 'undefined' && location.protocol === 'https:',
  waitMs = CONNECTION_TEST_WAIT_MS,
  timeoutMs = CONNECTION_TEST_TIMEOUT_MS,
}: {
  server: string;
  port: number;
  isSecure?: boolean;
  waitMs?: number;
  timeoutMs?: number;
}): Promise<TConnectionTestResult> => {
  await wait(waitMs);
  let socket: WebSocket;
  try {
    socket = new WebSocket(sipWebSocketUrl(server, port, isSecure), 'sip');
  } catch {
    return { isConnected: false, reason: 'unknown' };
  }
  return new Promise<TConnectionTestResult>((resolve) => {
    let isSettled = false;
    const settle = (result: TConnectionTestResult) => {
      if (isSettled) return;
      isSettled = true;
      clearTimeout(timer);
      try {
        socket.close();
      } catch {
        // Closing a socket that never opened can throw in some browsers; nothing to clean up then.
      }
      resolve(result);
    };
    const timer = setTimeout(() => settle({ isConnected: false, reason: 'unknown' }), timeoutMs);
    socket.onopen = () => settle({ isConnected: true });
    socket.onerror = () => settle({ isConnected: false, reason: 'unreachable' });
    socket.onclose = () => settle({ isConnected: false, reason: 'unreachable' });
  });
};
