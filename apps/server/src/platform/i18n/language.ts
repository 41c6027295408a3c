// The language of a request (decision 0015): an explicit ?lang= (the CSV reports' parameter), else the best
// supported language of Accept-Language, else Spanish. The web app sends its UI language as Accept-Language.
import { DEFAULT_LANGUAGE, LANGUAGES, type TLanguage } from '@centinela/shared';

const isLanguage = (value: unknown): value is TLanguage => LANGUAGES.includes(value as TLanguage);

/** The supported language Accept-Language prefers ("en-US,en;q=0.9,es;q=0.8" → en), or null when it names none. */
export const languageFromAcceptLanguage = (header: string | undefined): TLanguage | null => {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { primary: tag.trim().toLowerCase().split('-')[0], q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((r) => r.q > 0 && !Number.isNaN(r.q))
    .sort((x, y) => y.q - x.q || x.index - y.index);
  return ranked.map((r) => r.primary).find(isLanguage) ?? null;
};

type TRequestLike = { url: string; headers: Record<string, string | string[] | undefined> };

/** The language the request names itself (?lang=, else Accept-Language), or null. Read from the raw URL: a route's
 * query schema strips parameters it does not declare. */
export const namedLanguage = (request: TRequestLike): TLanguage | null => {
  const queryAt = request.url.indexOf('?');
  const lang = queryAt >= 0 ? new URLSearchParams(request.url.slice(queryAt + 1)).get('lang') : null;
  if (isLanguage(lang)) return lang;
  const header = request.headers['accept-language'];
  return languageFromAcceptLanguage(Array.isArray(header) ? header[0] : header);
};

export const requestLanguage = (request: TRequestLike): TLanguage => namedLanguage(request) ?? DEFAULT_LANGUAGE;

/**
 * The language of an answer's words (error messages): the one the request names (the web app always sends its
 * screen's language), else the signed-in user's own choice, else English — the words of the API contract in the spec
 * ('Invalid credentials'), for a client that names no language.
 */
export const ANSWER_FALLBACK_LANGUAGE: TLanguage = 'en';
export const answerLanguage = (request: TRequestLike, userLanguage: string | null | undefined): TLanguage =>
  namedLanguage(request) ?? (isLanguage(userLanguage) ? userLanguage : ANSWER_FALLBACK_LANGUAGE);

/** The language the server writes to a user in (e-mails, SMS): the one they chose in the app, else their company's, else Spanish. */
export const recipientLanguage = (userLanguage: string | null | undefined, companyLanguage: string | null | undefined): TLanguage =>
  isLanguage(userLanguage) ? userLanguage : isLanguage(companyLanguage) ? companyLanguage : DEFAULT_LANGUAGE;
