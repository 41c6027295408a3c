// A notification's title and message in one language, from the web's `notifications` locale namespace (the same
// catalogue the header renders with), for e-mails and SMS that the server writes.
import type { TLanguage } from '@centinela/shared';
import { renderTemplate } from '@centinela/shared/contracts/email-templates';
import EN from '../../../../web/src/i18n/locales/en/notifications.json' with { type: 'json' };
import ES from '../../../../web/src/i18n/locales/es/notifications.json' with { type: 'json' };

const CATALOGS: Record<TLanguage, unknown> = { es: ES, en: EN };

const isLanguage = (value: string | null | undefined): value is TLanguage => value === 'es' || value === 'en';

/** The language the server writes to a user in: the one they chose in the app, else their company's, else Spanish. */
export const recipientLanguage = (userLanguage: string | null | undefined, companyLanguage: string | null | undefined): TLanguage =>
  isLanguage(userLanguage) ? userLanguage : isLanguage(companyLanguage) ? companyLanguage : 'es';

const lookup = (catalog: unknown, path: string[]): string | null => {
  let node = catalog;
  for (const part of path) {
    if (!node || typeof node !== 'object') return null;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : null;
};

export const notificationText = (language: TLanguage, kind: string, params: Record<string, string | number>) => {
  const path = ['kinds', ...kind.split('.')];
  const title = lookup(CATALOGS[language], [...path, 'title']) ?? lookup(CATALOGS.es, [...path, 'title']) ?? kind;
  const message = lookup(CATALOGS[language], [...path, 'message']) ?? lookup(CATALOGS.es, [...path, 'message']) ?? '';
  return { title: renderTemplate(title, params), message: renderTemplate(message, params) };
};
