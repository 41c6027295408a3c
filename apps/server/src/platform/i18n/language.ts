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

/** Read from the raw URL: a route's query schema strips parameters it does not declare. */
export const requestLanguage = (request: { url: string; headers: Record<string, string | string[] | undefined> }): TLanguage => {
  const queryAt = request.url.indexOf('?');
  const lang = queryAt >= 0 ? new URLSearchParams(request.url.slice(queryAt + 1)).get('lang') : null;
  if (isLanguage(lang)) return lang;
  const header = request.headers['accept-language'];
  return languageFromAcceptLanguage(Array.isArray(header) ? header[0] : header) ?? DEFAULT_LANGUAGE;
};
