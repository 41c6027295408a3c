// The header's SMS button: the company line's unread count (9+ above 9; polled every 30 s and live), opening the inbox.
import { MessageSquareText } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { Tooltip } from '@/components/ui/Tooltip';
import { useSmsUnreadCount } from '../hooks/useSms';
import { smsBadgeText } from '../lib';
import { SmsInboxDialog } from './SmsInboxDialog';

export const SmsButton = () => {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const count = useSmsUnreadCount().data?.count ?? 0;
  const label = t('header.sms');
  return (
    <>
      <Tooltip content={label}>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={count > 0 ? t('header.withBadge', { label, count }) : label}
          onClick={() => setOpen(true)}
          data-testid="sms-button"
        >
          <MessageSquareText aria-hidden="true" />
          {count > 0 && (
            <span
              aria-hidden="true"
              data-testid="sms-badge"
              className="absolute top-1 right-1 flex min-w-4 items-center justify-center rounded-full bg-red-600 px-1 text-[10px] leading-4 font-semibold text-white"
            >
              {smsBadgeText(count)}
            </span>
          )}
        </Button>
      </Tooltip>
      {open && <SmsInboxDialog open={open} onOpenChange={setOpen} />}
    </>
  );
};
