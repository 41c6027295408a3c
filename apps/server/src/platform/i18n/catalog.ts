// The server's one way to write words (issue 28): every text the server writes for people — API error messages,
// e-mails, SMS, notifications, documents, export headers — is a key of the catalog (catalogs.ts) rendered in a language.
// Keys read like the web's i18next keys, 'namespace:path.to.text', with the same rules: {{name}} placeholders, plural
// forms by `count` (key_one / key_other, key_zero for 0) and variants by `context` (key_<context>).
import { DEFAULT_LANGUAGE, type TLanguage } from '@centinela/shared';
import { CATALOGS, type TCatalogs } from './catalogs';

type TPluralSuffix = '_zero' | '_one' | '_two' | '_few' | '_many' | '_other';
type TWithoutPlural<K extends string> = K extends `${infer Base}${TPluralSuffix}` ? Base : K;
type TPaths<T> = {
  [K in keyof T & string]: T[K] extends string ? TWithoutPlural<K> : `${K}.${TPaths<T[K]>}`;
}[keyof T & string];

/** Every key of the catalog, checked by the compiler: 'messages:email.test.subject', 'errors:INVALID_CREDENTIALS'. */
export type TTextKey = { [N in keyof TCatalogs & string]: `${N}:${TPaths<TCatalogs[N]>}` }[keyof TCatalogs & string];

export type TTextParams = { count?: number; context?: string | null } & Record<string, unknown>;

type TNode = string | { readonly [key: string]: TNode };

const KEY_RE = /^([A-Za-z][\w-]*):([\w.-]+)$/;

/** The raw text at a key in one language, or null. */
const textAt = (language: TLanguage, key: string): string | null => {
  const match = KEY_RE.exec(key);
  if (!match) return null;
  let node: TNode | undefined = (CATALOGS[language] as unknown as Record<string, TNode>)[match[1]];
  for (const part of match[2].split('.')) {
    if (!node || typeof node !== 'object') return null;
    node = node[part];
  }
  return typeof node === 'string' ? node : null;
};

const pluralRules = new Map<TLanguage, Intl.PluralRules>();
const pluralOf = (language: TLanguage, count: number) => {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
};

/** The keys to try, most specific first, as i18next does: context + plural, context, plural, the key. */
const candidates = (language: TLanguage, key: string, params: TTextParams | undefined): string[] => {
  const count = typeof params?.count === 'number' ? params.count : null;
  const context = typeof params?.context === 'string' && params.context ? params.context : null;
  const plurals = count === null ? [] : [...(count === 0 ? ['_zero'] : []), `_${pluralOf(language, count)}`, '_other'];
  const bases = context ? [`${key}_${context}`, key] : [key];
  return bases.flatMap((base) => [...plurals.map((suffix) => base + suffix), base]);
};

/** Placeholders filled from params; one without a value becomes '' (as i18next does). */
export const interpolate = (text: string, params: TTextParams | undefined) =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => {
    const value = params?.[name];
    return value === undefined || value === null ? '' : String(value);
  });

/** The unrendered text of a key (its placeholders kept), in the language or else the default one; null when unknown. */
export const rawText = (language: TLanguage, key: string, params?: TTextParams): string | null => {
  for (const lang of language === DEFAULT_LANGUAGE ? [language] : [language, DEFAULT_LANGUAGE]) {
    for (const candidate of candidates(lang, key, params)) {
      const text = textAt(lang, candidate);
      if (text !== null) return text;
    }
  }
  return null;
};

/** Words for a key that comes from data (a schema's message, an error code): null when the catalog has no such key. */
export const textOrNull = (language: TLanguage, key: string, params?: TTextParams): string | null => {
  const text = rawText(language, key, params);
  return text === null ? null : interpolate(text, params);
};

/** Whether a string is a key of the catalog ('users:validation.roleRequired'), not a sentence. */
export const isTextKey = (value: unknown): value is string =>
  typeof value === 'string' && KEY_RE.test(value) && (rawText('en', value) !== null || rawText('en', value, { count: 2 }) !== null);

/** The words of a key in a language. */
export const t = (language: TLanguage, key: TTextKey, params?: TTextParams): string => textOrNull(language, key, params) ?? key;

/** A namespace's whole tree in one language, typed: documents read many words at once (w.title, w.statuses[status]). */
export const catalogTree = <N extends keyof TCatalogs>(language: TLanguage, namespace: N): TCatalogs[N] =>
  CATALOGS[language][namespace] as TCatalogs[N];

/** A translator bound to one language (documents and exports word many keys in the reader's language). */
export const textsFor =
  (language: TLanguage) =>
  (key: TTextKey, params?: TTextParams): string =>
    t(language, key, params);
export type TTexts = ReturnType<typeof textsFor>;
