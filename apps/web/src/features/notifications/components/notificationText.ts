// A notification's title and message in the reader's language: the kind's keys in the `notifications` namespace.
// Dates among the params ('yyyy-MM-dd') are shown as the reader writes them.
import type { TNotification } from '@centinela/shared/contracts/notifications';
import type { TFunction } from 'i18next';
import { formatDay } from '@/lib/format';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

const paramsFor = (n: Pick<TNotification, 'params'>, language: string) =>
  Object.fromEntries(Object.entries(n.params).map(([k, v]) => [k, typeof v === 'string' && ISO_DAY.test(v) ? formatDay(v, language) : v]));

export const notificationTitle = (t: TFunction, n: Pick<TNotification, 'kind' | 'params'>, language: string) =>
  t(`notifications:kinds.${n.kind}.title`, { ...paramsFor(n, language), defaultValue: n.kind });

export const notificationMessage = (t: TFunction, n: Pick<TNotification, 'kind' | 'params'>, language: string) =>
  t(`notifications:kinds.${n.kind}.message`, { ...paramsFor(n, language), defaultValue: '' });
