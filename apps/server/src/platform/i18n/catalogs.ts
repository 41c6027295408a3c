// The namespaces of the server's one text catalog (catalog.ts), es and en. Two kinds:
// - the server's own words (e-mail templates and SMS: messages; PDF documents: documents; CSV headers: exports): platform/i18n/locales/<lang>/<ns>.json;
// - words the web app shows the same way, read from its catalogs (apps/web/src/i18n/locales): error codes (errors,
//   apiErrors), notification kinds (notifications) and the shared schemas' validation keys ('<ns>:validation.…',
//   decision 0014), so an answer, an e-mail and the screen never word one thing twice.
// A key a shared schema or a service uses in a namespace not listed here fails catalog.test.ts: add the namespace.
// - the system log's words, which packages/shared holds for both sides (system-log-messages.ts, system-log-labels.ts):
//   activity:<messageKey> and systemLog:actions.<ACTION> / systemLog:entities.<type>.
// Bundled (esbuild), so every file is a static import.
import { SYSTEM_LOG_ACTION_LABELS, SYSTEM_LOG_ENTITY_LABELS, SYSTEM_LOG_MESSAGES } from '@centinela/shared';
import absencesEn from '../../../../web/src/i18n/locales/en/absences.json' with { type: 'json' };
import apiErrorsEn from '../../../../web/src/i18n/locales/en/apiErrors.json' with { type: 'json' };
import attendanceEn from '../../../../web/src/i18n/locales/en/attendance.json' with { type: 'json' };
import chatEn from '../../../../web/src/i18n/locales/en/chat.json' with { type: 'json' };
import commonEn from '../../../../web/src/i18n/locales/en/common.json' with { type: 'json' };
import companiesEn from '../../../../web/src/i18n/locales/en/companies.json' with { type: 'json' };
import emergencyDirectoryEn from '../../../../web/src/i18n/locales/en/emergencyDirectory.json' with { type: 'json' };
import errorsEn from '../../../../web/src/i18n/locales/en/errors.json' with { type: 'json' };
import incidentsEn from '../../../../web/src/i18n/locales/en/incidents.json' with { type: 'json' };
import integrationsEn from '../../../../web/src/i18n/locales/en/integrations.json' with { type: 'json' };
import notificationsEn from '../../../../web/src/i18n/locales/en/notifications.json' with { type: 'json' };
import opportunitiesEn from '../../../../web/src/i18n/locales/en/opportunities.json' with { type: 'json' };
import payrollEn from '../../../../web/src/i18n/locales/en/payroll.json' with { type: 'json' };
import payrollRunsEn from '../../../../web/src/i18n/locales/en/payrollRuns.json' with { type: 'json' };
import postsEn from '../../../../web/src/i18n/locales/en/posts.json' with { type: 'json' };
import protocolsEn from '../../../../web/src/i18n/locales/en/protocols.json' with { type: 'json' };
import rostersEn from '../../../../web/src/i18n/locales/en/rosters.json' with { type: 'json' };
import shiftsEn from '../../../../web/src/i18n/locales/en/shifts.json' with { type: 'json' };
import smsEn from '../../../../web/src/i18n/locales/en/sms.json' with { type: 'json' };
import tasksEn from '../../../../web/src/i18n/locales/en/tasks.json' with { type: 'json' };
import uniformsAccessoriesEn from '../../../../web/src/i18n/locales/en/uniformsAccessories.json' with { type: 'json' };
import usersEn from '../../../../web/src/i18n/locales/en/users.json' with { type: 'json' };
import vehiclesEn from '../../../../web/src/i18n/locales/en/vehicles.json' with { type: 'json' };
import wikiEn from '../../../../web/src/i18n/locales/en/wiki.json' with { type: 'json' };
import absencesEs from '../../../../web/src/i18n/locales/es/absences.json' with { type: 'json' };
import apiErrorsEs from '../../../../web/src/i18n/locales/es/apiErrors.json' with { type: 'json' };
import attendanceEs from '../../../../web/src/i18n/locales/es/attendance.json' with { type: 'json' };
import chatEs from '../../../../web/src/i18n/locales/es/chat.json' with { type: 'json' };
import commonEs from '../../../../web/src/i18n/locales/es/common.json' with { type: 'json' };
import companiesEs from '../../../../web/src/i18n/locales/es/companies.json' with { type: 'json' };
import emergencyDirectoryEs from '../../../../web/src/i18n/locales/es/emergencyDirectory.json' with { type: 'json' };
import errorsEs from '../../../../web/src/i18n/locales/es/errors.json' with { type: 'json' };
import incidentsEs from '../../../../web/src/i18n/locales/es/incidents.json' with { type: 'json' };
import integrationsEs from '../../../../web/src/i18n/locales/es/integrations.json' with { type: 'json' };
import notificationsEs from '../../../../web/src/i18n/locales/es/notifications.json' with { type: 'json' };
import opportunitiesEs from '../../../../web/src/i18n/locales/es/opportunities.json' with { type: 'json' };
import payrollEs from '../../../../web/src/i18n/locales/es/payroll.json' with { type: 'json' };
import payrollRunsEs from '../../../../web/src/i18n/locales/es/payrollRuns.json' with { type: 'json' };
import postsEs from '../../../../web/src/i18n/locales/es/posts.json' with { type: 'json' };
import protocolsEs from '../../../../web/src/i18n/locales/es/protocols.json' with { type: 'json' };
import rostersEs from '../../../../web/src/i18n/locales/es/rosters.json' with { type: 'json' };
import shiftsEs from '../../../../web/src/i18n/locales/es/shifts.json' with { type: 'json' };
import smsEs from '../../../../web/src/i18n/locales/es/sms.json' with { type: 'json' };
import tasksEs from '../../../../web/src/i18n/locales/es/tasks.json' with { type: 'json' };
import uniformsAccessoriesEs from '../../../../web/src/i18n/locales/es/uniformsAccessories.json' with { type: 'json' };
import usersEs from '../../../../web/src/i18n/locales/es/users.json' with { type: 'json' };
import vehiclesEs from '../../../../web/src/i18n/locales/es/vehicles.json' with { type: 'json' };
import wikiEs from '../../../../web/src/i18n/locales/es/wiki.json' with { type: 'json' };
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
  absences: absencesEn,
  apiErrors: apiErrorsEn,
  attendance: attendanceEn,
  chat: chatEn,
  common: commonEn,
  companies: companiesEn,
  emergencyDirectory: emergencyDirectoryEn,
  errors: errorsEn,
  incidents: incidentsEn,
  integrations: integrationsEn,
  notifications: notificationsEn,
  opportunities: opportunitiesEn,
  payroll: payrollEn,
  payrollRuns: payrollRunsEn,
  posts: postsEn,
  protocols: protocolsEn,
  rosters: rostersEn,
  shifts: shiftsEn,
  sms: smsEn,
  tasks: tasksEn,
  uniformsAccessories: uniformsAccessoriesEn,
  users: usersEn,
  vehicles: vehiclesEn,
  wiki: wikiEn,
};

/** The shape of a catalog with every key of English: Spanish must have them all (checked when this file compiles). */
type TSameKeys<T> = { [K in keyof T]: T[K] extends string ? string : TSameKeys<T[K]> };

const es: TSameKeys<typeof en> = {
  activity: SYSTEM_LOG_MESSAGES.es,
  systemLog: { actions: SYSTEM_LOG_ACTION_LABELS.es, entities: SYSTEM_LOG_ENTITY_LABELS.es },
  documents: documentsEs,
  exports: exportsEs,
  messages: messagesEs,
  absences: absencesEs,
  apiErrors: apiErrorsEs,
  attendance: attendanceEs,
  chat: chatEs,
  common: commonEs,
  companies: companiesEs,
  emergencyDirectory: emergencyDirectoryEs,
  errors: errorsEs,
  incidents: incidentsEs,
  integrations: integrationsEs,
  notifications: notificationsEs,
  opportunities: opportunitiesEs,
  payroll: payrollEs,
  payrollRuns: payrollRunsEs,
  posts: postsEs,
  protocols: protocolsEs,
  rosters: rostersEs,
  shifts: shiftsEs,
  sms: smsEs,
  tasks: tasksEs,
  uniformsAccessories: uniformsAccessoriesEs,
  users: usersEs,
  vehicles: vehiclesEs,
  wiki: wikiEs,
};

export type TCatalogs = typeof en;
export const CATALOGS = { en, es } as const;
