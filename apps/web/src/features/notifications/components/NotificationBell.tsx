// The header's notification button: the real unread count (9+ above 9), live through /api/events.
import { Bell } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CountButton } from '@/components/ui/CountButton';
import { useUnreadCount } from '../hooks/useNotifications';
import { NotificationsDialog } from './NotificationsDialog';

export const NotificationBell = () => {
  const { t } = useTranslation('shell');
  return (
    <CountButton
      label={t('header.notifications')}
      count={useUnreadCount().data?.count ?? 0}
      icon={<Bell aria-hidden="true" />}
      testId="notification-bell"
      badgeTestId="notification-badge"
      dialog={(props) => <NotificationsDialog {...props} />}
    />
  );
};
