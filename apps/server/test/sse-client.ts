// Reads GET /api/events as a browser's EventSource would: parsed messages, waitFor(predicate), close().
// Used by the live-updates API tests and the events bench.

export type TSseMessage = { event: string; id?: string; data: Record<string, unknown>; receivedAt: number };

export type TSseStream = {
  status: number;
  contentType: string | null;
  messages: TSseMessage[];
  waitFor: (predicate: (m: TSseMessage) => boolean, timeoutMs?: number) => Promise<TSseMessage | undefined>;
  close: () => void;
};

/** Opens the stream; resolves once the server's 'ready' message arrived (or at once when the answer is not 200). */
export const openSseStream = async (
  url: string,
  { cookie, lastEventId }: { cookie: string; lastEventId?: string },
): Promise<TSseStream> => {
  const controller = new AbortController();
  const res = await fetch(url, {
    headers: { cookie, accept: 'text/event-stream', ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
    signal: controller.signal,
  });
  const messages: TSseMessage[] = [];
  const waitFor: TSseStream['waitFor'] = async (predicate, timeoutMs = 3_000) => {
    const started = Date.now();
    while (Date.now() - started < timeoutMs) {
      const found = messages.find(predicate);
      if (found) return found;
      await new Promise((r) => setTimeout(r, 5));
    }
    return undefined;
  };
  const stream: TSseStream = {
    status: res.status,
    contentType: res.headers.get('content-type'),
    messages,
    waitFor,
    close: () => controller.abort(),
  };
  if (res.status !== 200 || !res.body) return stream;
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  void (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = Object.fromEntries(
            block
              .split('\n')
              .filter((line) => line && !line.startsWith(':'))
              .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]),
          );
          if (fields.event || fields.data) {
            messages.push({
              event: fields.event ?? 'message',
              id: fields.id,
              data: JSON.parse(fields.data || '{}'),
              receivedAt: performance.now(),
            });
          }
        }
      }
    } catch {
      // aborted by close()
    }
  })();
  await waitFor((m) => m.event === 'ready');
  return stream;
};
