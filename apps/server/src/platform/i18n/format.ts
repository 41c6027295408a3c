// Instants as people read them in documents, e-mails and notifications: the reader's language, the company's zone.
import type { TLanguage } from '@centinela/shared';

/** "24 nov 2026, 7:05" / "Nov 24, 2026, 7:05 AM" in the given time zone. */
export const formatInstant = (at: Date | string, zone: string, language: TLanguage) =>
  new Intl.DateTimeFormat(language === 'es' ? 'es' : 'en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: zone }).format(
    typeof at === 'string' ? new Date(at) : at,
  );

/** A calendar date 'yyyy-MM-dd' as the language writes it: '31/12/2026' (es), '12/31/2026' (en); anything else → ''. */
export const formatDay = (date: string | null | undefined, language: TLanguage): string => {
  const match = date ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(date) : null;
  if (!match) return '';
  const [, y, m, d] = match;
  return language === 'es' ? `${d}/${m}/${y}` : `${m}/${d}/${y}`;
};
