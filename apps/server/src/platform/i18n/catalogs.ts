// The namespaces of the server's one text catalog (catalog.ts), es and en. Two kinds:
// - the server's own words (e-mail templates and SMS: messages; PDF documents: documents; CSV headers: exports): platform/i18n/locales/<lang>/<ns>.json;
// - every namespace of the web app's catalogs (apps/web/src/i18n/locales, listed by web-catalogs.generated.ts): error
//   codes (errors, apiErrors), notification kinds (notifications) and the shared schemas' validation keys
//   ('<ns>:validation.…', decision 0014), so an answer, an e-mail and the screen never word one thing twice.
// - the system log's words, which packages/shared holds for both sides (system-log-messages.ts, system-log-labels.ts):
//   activity:<messageKey> and systemLog:actions.<ACTION> / systemLog:entities.<type>.
// Bundled (esbuild), so every file is a static import.
import { SYSTEM_LOG_ACTION_LABELS, SYSTEM_LOG_ENTITY_LABELS, SYSTEM_LOG_MESSAGES } from '@centinela/shared';
import { WEB_CATALOGS } from './web-catalogs.generated';
import documentsEn from './locales/en/documents.json' with { type: 'json' };
import exportsEn from './locales/en/exports.json' with { type: 'json' };
import messagesEn from './locales/en/messages.json' with { type: 'json' };
import documentsEs from './locales/es/documents.json' with { type: 'json' };
import exportsEs from './locales/es/exports.json' with { type: 'json' };
import messagesEs from './locales/es/messages.json' with { type: 'json' };

/** The server's own namespaces (their files are in ./locales); the rest are the web app's. */
export const SERVER_NAMESPACES = ['documents', 'exports', 'messages'] as const;

const en = {
  activity: SYSTEM_LOG_MESSAGES.en,
  systemLog: { actions: SYSTEM_LOG_ACTION_LABELS.en, entities: SYSTEM_LOG_ENTITY_LABELS.en },
  documents: documentsEn,
  exports: exportsEn,
  messages: messagesEn,
  ...WEB_CATALOGS.en,
};

/** The shape of a catalog with every key of English: Spanish must have them all (checked when this file compiles). */
type TSameKeys<T> = { [K in keyof T]: T[K] extends string ? string : TSameKeys<T[K]> };

const es: TSameKeys<typeof en> = {
  activity: SYSTEM_LOG_MESSAGES.es,
  systemLog: { actions: SYSTEM_LOG_ACTION_LABELS.es, entities: SYSTEM_LOG_ENTITY_LABELS.es },
  documents: documentsEs,
  exports: exportsEs,
  messages: messagesEs,
  ...WEB_CATALOGS.es,
};

export type TCatalogs = typeof en;
export const CATALOGS = { en, es } as const;
