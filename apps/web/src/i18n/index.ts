// i18next set-up: every locales/<lang>/<namespace>.json is picked up by a glob, so a new namespace is one file per language.
// The sign-in page ships only the namespaces it uses (ESSENTIAL_NAMESPACES, both languages, in the entry chunk);
// the rest of a language is one chunk (catalogs/<lang>.ts) loaded by loadAllCatalogs() before any other page
// renders (app/AppReady.tsx) and before switching to another language — the sign-in route stays under its JavaScript budget.
import { DEFAULT_LANGUAGE, LANGUAGES, type TLanguage } from '@centinela/shared';
import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

export const LANGUAGE_STORAGE_KEY = 'language';

export type TCatalog = Record<string, unknown>;

/** The namespaces of the sign-in page, the loading and error screens. */
export const ESSENTIAL_NAMESPACES = ['common', 'auth', 'errors'] as const;

const catalogModules = import.meta.glob<TCatalog>('./locales/*/{common,auth,errors}.json', { eager: true, import: 'default' });

const fullCatalogLoaders: Record<TLanguage, () => Promise<{ catalogs: Resource[string] }>> = {
  es: () => import('./catalogs/es'),
  en: () => import('./catalogs/en'),
};

/** { es: { common: {...}, auth: {...} }, en: {...} } from the file paths './locales/<lang>/<ns>.json'. */
export const buildResources = (modules: Record<string, TCatalog>): Resource => {
  const resources: Resource = {};
  for (const [file, catalog] of Object.entries(modules)) {
    const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file);
    if (!match) continue;
    const [, language, namespace] = match;
    resources[language] ??= {};
    resources[language][namespace] = catalog;
  }
  return resources;
};

const essentialResources = buildResources(catalogModules);

export const isLanguage = (value: unknown): value is TLanguage => (LANGUAGES as readonly unknown[]).includes(value);

const readStoredLanguage = (): TLanguage => {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
};

const applyLanguage = (language: string) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
};

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: essentialResources,
  lng: readStoredLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  ns: [...ESSENTIAL_NAMESPACES],
  defaultNS: 'common',
  fallbackNS: 'common',
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

applyLanguage(i18n.language);

i18n.on('languageChanged', (language) => {
  applyLanguage(language);
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage can be unavailable (private mode); the choice then lasts for this visit only.
  }
});

const fullCatalogs = new Map<TLanguage, Promise<void>>();

/** Adds every namespace of a language to i18n; one request per language per visit (the promise is kept). */
export const addCatalogs = (language: TLanguage, catalogs: Resource[string]) => {
  for (const [namespace, catalog] of Object.entries(catalogs)) i18n.addResourceBundle(language, namespace, catalog, true, true);
};

export const loadAllCatalogs = (language: TLanguage = currentLanguage()): Promise<void> => {
  let loading = fullCatalogs.get(language);
  if (!loading) {
    const promise = fullCatalogLoaders[language]().then(({ catalogs }) => addCatalogs(language, catalogs));
    promise.catch(() => fullCatalogs.delete(language)); // a failed download is tried again next time
    fullCatalogs.set(language, promise);
    loading = promise;
  }
  return loading;
};

/** Switches language; once past the sign-in page (full catalogs loaded) the new language's catalogs come first. */
export const setLanguage = async (language: TLanguage) => {
  if (fullCatalogs.has(currentLanguage())) await loadAllCatalogs(language);
  return i18n.changeLanguage(language);
};

export const currentLanguage = (): TLanguage => (isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE);
