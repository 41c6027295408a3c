// The header's notification button: the real unread count (9+ above 9), live through /api/events.
import { Bell } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { Tooltip } from '@/components/ui/Tooltip';
import { useUnreadCount } from '../hooks/useNotifications';
import { NotificationsDialog } from './NotificationsDialog';

export const badgeText = (count: number) => (count > 9 ? '9+' : String(count));

export const NotificationBell = () => {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const count = useUnreadCount().data?.count ?? 0;
  const label = t('header.notifications');
  const name = count > 0 ? t('header.withBadge', { label, count }) : label;
  return (
    <>
      <Tooltip content={label}>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={name}
          onClick={() => setOpen(true)}
          data-testid="notification-bell"
        >
          <Bell aria-hidden="true" />
          {count > 0 && (
            <span
              aria-hidden="true"
              data-testid="notification-badge"
              className="absolute top-1 right-1 flex min-w-4 items-center justify-center rounded-full bg-red-600 px-1 text-[10px] leading-4 font-semibold text-white"
            >
              {badgeText(count)}
            </span>
          )}
        </Button>
      </Tooltip>
      {open && <NotificationsDialog open={open} onOpenChange={setOpen} />}
    </>
  );
};
