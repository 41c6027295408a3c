// Instants as people read them in documents, e-mails and notifications: the reader's language, the company's zone.
import type { TLanguage } from '@centinela/shared';

/** "24 nov 2026, 7:05" / "Nov 24, 2026, 7:05 AM" in the given time zone. */
export const formatInstant = (at: Date | string, zone: string, language: TLanguage) =>
  new Intl.DateTimeFormat(language === 'es' ? 'es' : 'en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: zone }).format(
    typeof at === 'string' ? new Date(at) : at,
  );
