// Twilio's request signature (X-Twilio-Signature), as Twilio documents it: the full URL Twilio requested (with its
// query string), then every POST parameter sorted by name, each as name + value with no separators; HMAC-SHA1 of that
// with the account's auth token; base64. Compared in constant time.
import { createHmac, timingSafeEqual } from 'node:crypto';

export type TFormParams = Record<string, string | string[] | undefined>;

export const twilioSignature = (authToken: string, url: string, params: TFormParams = {}): string => {
  const data =
    url +
    Object.keys(params)
      .sort()
      .map((name) => {
        const value = params[name];
        // A repeated parameter: each value, sorted, after the name (as Twilio's own helpers do).
        return Array.isArray(value)
          ? [...value]
              .sort()
              .map((v) => name + v)
              .join('')
          : name + (value ?? '');
      })
      .join('');
  return createHmac('sha1', authToken).update(Buffer.from(data, 'utf8')).digest('base64');
};

export const isValidTwilioSignature = (authToken: string, signature: string | undefined, url: string, params: TFormParams = {}) => {
  if (!signature || !authToken) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
};

/** application/x-www-form-urlencoded → name → value (a repeated name → its values, in order). */
export const parseForm = (body: string): Record<string, string | string[]> => {
  // No prototype: a parameter named __proto__ is a parameter like any other.
  const out: Record<string, string | string[]> = Object.create(null);
  for (const [name, value] of new URLSearchParams(body)) {
    const previous = out[name];
    out[name] = previous === undefined ? value : Array.isArray(previous) ? [...previous, value] : [previous, value];
  }
  return out;
};
