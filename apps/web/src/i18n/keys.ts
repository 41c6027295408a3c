// Typed translation keys (issue 28): i18next.d.ts types t() against the Spanish catalogs, so a key written in the code
// is checked at compile time. A key that comes from outside the code (a server error code, a field error's message,
// a category key the company created) cannot be: it is checked here, once, at run time against the loaded catalogs.
import type { FlatNamespace, ParseKeys } from 'i18next';
import { i18n } from './index';

/** The catalog namespaces (one file per language under locales/<lang>/), as i18next.d.ts declares them. */
export type TNamespace = FlatNamespace;

/**
 * A key written with its namespace ('shell:routes.users'), as data carries it (area manifests, label tables). t() takes
 * it where useTranslation lists that namespace: useTranslation(['shell']).
 */
export type TNsKey<Ns extends TNamespace> = ParseKeys<readonly Ns[]> & `${Ns}:${string}`;

type TUncheckedTranslate = { t: (key: string, options?: Record<string, unknown>) => string };

/** i18next's t without the compile-time key check; only reached after i18n.exists has found the key. */
const unchecked = i18n as unknown as TUncheckedTranslate;

/** Whether the catalogs have this key ('ns:key'); `lng` and `count` in the values are taken into account. */
export const hasCatalogKey = (key: string, values: Record<string, unknown> = {}): boolean => i18n.exists(key, values);

/**
 * The words of a key that comes from outside the code ('ns:key'), with its placeholders filled; undefined when the
 * catalogs do not have it, so the caller falls back (the server's own text, a name).
 */
export const translateExternal = (key: string, values: Record<string, unknown> = {}): string | undefined =>
  hasCatalogKey(key, values) ? unchecked.t(key, values) : undefined;
