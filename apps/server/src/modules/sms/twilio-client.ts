// THE Twilio sender of the product (notifications by SMS and the SMS inbox): one POST to Twilio's REST API, exactly
// what Twilio's own SDK sends (Messages.json under the account, basic auth SID:token, form fields To/From/Body and
// StatusCallback). The base URL is TWILIO_API_BASE_URL (tests point it at a local server standing in for Twilio).
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

export const sendTwilioMessage = async (baseUrl: string, account: TTwilioAccount, message: TTwilioMessage): Promise<TTwilioSent> => {
  const form = new URLSearchParams({ To: message.to, From: message.from, Body: message.body });
  if (message.statusCallback) form.set('StatusCallback', message.statusCallback);
  const res = await fetch(`${baseUrl}/2010-04-01/Accounts/${encodeURIComponent(account.accountSid)}/Messages.json`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${account.accountSid}:${account.authToken}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
    },
    body: form.toString(),
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
  const parsed = JSON.parse(text) as { sid?: string; status?: string };
  return { sid: parsed.sid ?? '', status: parsed.status ?? 'queued' };
};
