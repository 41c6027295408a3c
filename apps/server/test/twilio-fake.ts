// A local stand-in for Twilio's Messages resource (real HTTP, what TWILIO_API_BASE_URL points at in tests): POST
// Messages.json creates a message (form fields To/From/Body, basic auth SID:token) and answers it as Twilio does;
// GET Messages.json lists the account's messages newest first, filtered like Twilio by To, From and DateSent
// (exact day, or DateSent> / DateSent< meaning on-or-after / on-or-before, as a GMT date or date-time). A test can make
// the next create die before Twilio took it (the connection is cut, nothing is stored), or keep the next created message
// out of the list (Twilio's list lagging behind a message it took).
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type TFakeTwilioMessage = {
  sid: string;
  account_sid: string;
  to: string;
  from: string;
  body: string;
  status: string;
  direction: string;
  date_created: string;
  date_sent: string;
  error_code: number | null;
};

export type TFakeTwilioRequest = { method: string; path: string; query: URLSearchParams; auth: string };

export type TFakeTwilio = {
  url: string;
  /** Every message the stand-in accepted (created), oldest first. */
  messages: TFakeTwilioMessage[];
  /** Every request, in order (the form of a create is in `messages`). */
  requests: TFakeTwilioRequest[];
  /** The next create is cut before Twilio stores anything (the REST call never completes). */
  dropNextCreate: () => void;
  /** The next created message is accepted but not listed by GET Messages.json. */
  unlistNextCreate: () => void;
  close: () => Promise<void>;
};

/** Twilio's dates are RFC 2822 with a numeric zone: "Fri, 27 Nov 2026 22:31:27 +0000". */
const rfc2822 = (d: Date) => d.toUTCString().replace('GMT', '+0000');

const bodyOf = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (c) => (data += c));
    req.on('end', () => resolve(data));
  });

/** A DateSent value: a GMT day (YYYY-MM-DD) or a date-time. */
const dayStart = (value: string) => new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
const sameDay = (a: Date, b: Date) => a.toISOString().slice(0, 10) === b.toISOString().slice(0, 10);

const matches = (m: TFakeTwilioMessage, q: URLSearchParams) => {
  const sent = new Date(m.date_sent);
  const after = q.get('DateSent>');
  const before = q.get('DateSent<');
  const on = q.get('DateSent');
  if (q.get('To') && m.to !== q.get('To')) return false;
  if (q.get('From') && m.from !== q.get('From')) return false;
  if (after && sent < dayStart(after)) return false;
  if (before && sent > new Date(dayStart(before).getTime() + 86_400_000 - 1)) return false;
  if (on && !sameDay(sent, dayStart(on))) return false;
  return true;
};

/** Starts the stand-in for the account `accountSid` with `authToken` (other credentials: 401, code 20003). */
export const startFakeTwilio = async (accountSid: string, authToken: string): Promise<TFakeTwilio> => {
  const messages: TFakeTwilioMessage[] = [];
  const requests: TFakeTwilioRequest[] = [];
  let drop = false;
  let unlist = false;
  const unlisted = new Set<string>();
  const path = `/2010-04-01/Accounts/${accountSid}/Messages.json`;
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const auth = req.headers.authorization ?? '';
    requests.push({ method: req.method ?? '', path: url.pathname, query: url.searchParams, auth });
    const json = (status: number, value: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
    if (auth !== `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`) {
      json(401, { code: 20003, message: 'Authenticate', status: 401 });
      return;
    }
    if (url.pathname !== path) {
      json(404, { code: 20404, message: 'The requested resource was not found', status: 404 });
      return;
    }
    if (req.method === 'GET') {
      const pageSize = Number(url.searchParams.get('PageSize') ?? 50);
      const listed = messages
        .filter((m) => !unlisted.has(m.sid) && matches(m, url.searchParams))
        .reverse()
        .slice(0, pageSize);
      json(200, { messages: listed, page: 0, page_size: pageSize, next_page_uri: null, uri: `${url.pathname}${url.search}` });
      return;
    }
    if (drop) {
      drop = false;
      req.socket.destroy();
      return;
    }
    const form = new URLSearchParams(await bodyOf(req));
    const now = rfc2822(new Date());
    const message: TFakeTwilioMessage = {
      sid: `SM${String(messages.length + 1).padStart(32, '0')}`,
      account_sid: accountSid,
      to: form.get('To') ?? '',
      from: form.get('From') ?? '',
      body: form.get('Body') ?? '',
      status: 'queued',
      direction: 'outbound-api',
      date_created: now,
      date_sent: now,
      error_code: null,
    };
    messages.push(message);
    if (unlist) unlisted.add(message.sid);
    unlist = false;
    json(201, message);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    messages,
    requests,
    dropNextCreate: () => {
      drop = true;
    },
    unlistNextCreate: () => {
      unlist = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
