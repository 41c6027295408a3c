// A notification's title and message in the reader's language: the kind's keys in the `notifications` namespace.
// Dates among the params ('yyyy-MM-dd') are shown as the reader writes them; phone numbers as '(787) 555-1021'.
import type { TNotification } from '@centinela/shared/contracts/notifications';
import { translateExternal } from '@/i18n/keys';
import { formatDay, formatPhoneDisplay } from '@/lib/format';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A param as the reader reads it: a date in the language's pattern, a phone number as '(787) 555-1021'. */
const shown = (key: string, value: unknown, language: string) => {
  if (typeof value !== 'string') return value;
  if (ISO_DAY.test(value)) return formatDay(value, language);
  return /(^p|P)hone$/.test(key) ? formatPhoneDisplay(value) : value;
};

const paramsFor = (n: Pick<TNotification, 'params'>, language: string) =>
  Object.fromEntries(Object.entries(n.params).map(([k, v]) => [k, shown(k, v, language)]));

// The kind comes from the server (a string), so its keys are checked at run time; an unknown kind shows its name.
export const notificationTitle = (n: Pick<TNotification, 'kind' | 'params'>, language: string) =>
  translateExternal(`notifications:kinds.${n.kind}.title`, { ...paramsFor(n, language), lng: language }) ?? n.kind;

export const notificationMessage = (n: Pick<TNotification, 'kind' | 'params'>, language: string) =>
  translateExternal(`notifications:kinds.${n.kind}.message`, { ...paramsFor(n, language), lng: language }) ?? '';
