// THE Twilio client of the product: calls of Twilio's REST API exactly as Twilio's own SDK makes them (under the account,
// basic auth SID:token, JSON answers). Sending (notifications by SMS and the SMS inbox): a POST of Messages.json with the
// form fields To/From/Body and StatusCallback. Proof that a number is the account's (issue 29): a GET of
// IncomingPhoneNumbers.json?PhoneNumber=. Whether an interrupted send was accepted (issue 29): a GET of the Messages list
// filtered by To, From and DateSent>=. The base URL is TWILIO_API_BASE_URL (tests point it at a local server
// standing in for Twilio).
export type TTwilioAccount = { accountSid: string; authToken: string };
export type TTwilioMessage = { to: string; from: string; body: string; statusCallback?: string | null };
export type TTwilioSent = { sid: string; status: string };

export class TwilioError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** One call under the account (`path` after /Accounts/{sid}); the parsed JSON answer, or TwilioError with Twilio's reason. */
const callTwilio = async (
  baseUrl: string,
  account: TTwilioAccount,
  path: string,
  init: { method: 'GET' | 'POST'; form?: URLSearchParams },
): Promise<unknown> => {
  const res = await fetch(`${baseUrl}/2010-04-01/Accounts/${encodeURIComponent(account.accountSid)}${path}`, {
    method: init.method,
    headers: {
      authorization: `Basic ${Buffer.from(`${account.accountSid}:${account.authToken}`).toString('base64')}`,
      ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      accept: 'application/json',
    },
    body: init.form?.toString(),
    signal: AbortSignal.timeout(20_000),
  });
  const text = await res.text();
  if (!res.ok) {
    let reason = text.slice(0, 300);
    try {
      const parsed = JSON.parse(text) as { message?: string; code?: number };
      if (parsed.message) reason = parsed.code ? `${parsed.message} (${parsed.code})` : parsed.message;
    } catch {
      // not JSON: keep the text
    }
    throw new TwilioError(res.status, `Twilio answered ${res.status}: ${reason}`);
  }
  return JSON.parse(text) as unknown;
};

export const sendTwilioMessage = async (baseUrl: string, account: TTwilioAccount, message: TTwilioMessage): Promise<TTwilioSent> => {
  const form = new URLSearchParams({ To: message.to, From: message.from, Body: message.body });
  if (message.statusCallback) form.set('StatusCallback', message.statusCallback);
  const parsed = (await callTwilio(baseUrl, account, '/Messages.json', { method: 'POST', form })) as { sid?: string; status?: string };
  return { sid: parsed.sid ?? '', status: parsed.status ?? 'queued' };
};

/**
 * The account's incoming phone numbers matching `phoneNumber` (E.164), as Twilio lists them (phone_number of each
 * IncomingPhoneNumber): empty when the number is not the account's. One page (Twilio's default 50) is plenty for one
 * exact number.
 */
export const findIncomingPhoneNumbers = async (baseUrl: string, account: TTwilioAccount, phoneNumber: string): Promise<string[]> => {
  const query = new URLSearchParams({ PhoneNumber: phoneNumber });
  const parsed = (await callTwilio(baseUrl, account, `/IncomingPhoneNumbers.json?${query}`, { method: 'GET' })) as {
    incoming_phone_numbers?: { phone_number?: unknown }[];
  };
  return (parsed.incoming_phone_numbers ?? []).flatMap((n) => (typeof n.phone_number === 'string' ? [n.phone_number] : []));
};

export type TTwilioListedMessage = {
  sid: string;
  to: string;
  from: string;
  body: string;
  status: string;
  direction: string;
  errorCode: number | null;
  /** Twilio's date_created (RFC 2822 in the answer); null when absent or unreadable. */
  dateCreated: Date | null;
};

/** Twilio's message list answer → ours; entries without a SID are skipped. */
const listedMessages = (parsed: unknown): TTwilioListedMessage[] => {
  const items = (parsed as { messages?: Record<string, unknown>[] }).messages ?? [];
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return items.flatMap((m) => {
    if (typeof m.sid !== 'string' || !m.sid) return [];
    const created = typeof m.date_created === 'string' ? new Date(m.date_created) : null;
    return [
      {
        sid: m.sid,
        to: text(m.to),
        from: text(m.from),
        body: text(m.body),
        status: text(m.status),
        direction: text(m.direction),
        errorCode: typeof m.error_code === 'number' ? m.error_code : null,
        dateCreated: created && !Number.isNaN(created.getTime()) ? created : null,
      },
    ];
  });
};

/** Twilio's largest page of the Messages list. */
const MESSAGE_PAGE_SIZE = 1000;

/**
 * The account's messages from `from` to `to` sent on or after the day (GMT) of `sentSince`, newest first, as Twilio's
 * Messages list resource answers `?To=&From=&DateSent>=YYYY-MM-DD` (the filter Twilio documents is by date, so the
 * caller narrows by time itself). One page of 1,000: one line texting one number in a day stays far below it.
 */
export const listTwilioMessages = async (
  baseUrl: string,
  account: TTwilioAccount,
  filter: { to: string; from: string; sentSince: Date },
): Promise<TTwilioListedMessage[]> => {
  const query = new URLSearchParams({
    To: filter.to,
    From: filter.from,
    'DateSent>': filter.sentSince.toISOString().slice(0, 10),
    PageSize: String(MESSAGE_PAGE_SIZE),
  });
  return listedMessages(await callTwilio(baseUrl, account, `/Messages.json?${query}`, { method: 'GET' }));
};
