// A critical notification shows a toast wherever the user is: the newest unread ones are watched (refetched live by
// the notifications events); one not seen before and critical is toasted once.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { notificationMessage, notificationTitle } from '../components/notificationText';
import { useNotificationList } from './useNotifications';

export const useCriticalToasts = () => {
  const { i18n } = useTranslation('notifications');
  const list = useNotificationList('unread', 10);
  const seen = useRef<Set<string> | null>(null);
  useEffect(() => {
    const items = list.data?.items;
    if (!items) return;
    if (seen.current === null) {
      // What was already there when the page opened is not news.
      seen.current = new Set(items.map((n) => n.id));
      return;
    }
    for (const n of items) {
      if (seen.current.has(n.id)) continue;
      seen.current.add(n.id);
      if (n.priority === 'critical')
        toast.error(notificationTitle(n, i18n.language), { description: notificationMessage(n, i18n.language) });
    }
  }, [list.data, i18n.language]);
};
