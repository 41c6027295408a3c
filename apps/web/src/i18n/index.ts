// i18next set-up: every locales/<lang>/<namespace>.json is picked up by the glob, so a new namespace is one file per language.
import { DEFAULT_LANGUAGE, LANGUAGES, type TLanguage } from '@centinela/shared';
import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

export const LANGUAGE_STORAGE_KEY = 'language';

type TCatalog = Record<string, unknown>;

const catalogModules = import.meta.glob<TCatalog>('./locales/*/*.json', { eager: true, import: 'default' });

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

export const resources = buildResources(catalogModules);
export const NAMESPACES = Object.keys(resources[DEFAULT_LANGUAGE] ?? {});

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
  resources,
  lng: readStoredLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  ns: NAMESPACES,
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

export const setLanguage = (language: TLanguage) => i18n.changeLanguage(language);

export const currentLanguage = (): TLanguage => (isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE);
