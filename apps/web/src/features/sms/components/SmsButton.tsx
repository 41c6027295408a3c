// The header's SMS button: the company line's unread count (9+ above 9; polled every 30 s and live), opening the inbox.
import { MessageSquareText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CountButton } from '@/components/ui/CountButton';
import { useSmsUnreadCount } from '../hooks/useSms';
import { SmsInboxDialog } from './SmsInboxDialog';

export const SmsButton = () => {
  const { t } = useTranslation('shell');
  return (
    <CountButton
      label={t('header.sms')}
      count={useSmsUnreadCount().data?.count ?? 0}
      icon={<MessageSquareText aria-hidden="true" />}
      testId="sms-button"
      badgeTestId="sms-badge"
      dialog={(props) => <SmsInboxDialog {...props} />}
    />
  );
};
