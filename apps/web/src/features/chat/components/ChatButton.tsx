// The header's internal chat button: the unread total of the user's channels (9+ above 9; live), opening the dialog.
// It also sends the presence heartbeat that keeps the user online while the app is open.
import { MessagesSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CountButton } from '@/components/ui/CountButton';
import { useChatChannels, useChatHeartbeat } from '../hooks/useChat';
import { totalUnread } from '../lib';
import { ChatDialog } from './ChatDialog';

export const ChatButton = () => {
  const { t } = useTranslation('shell');
  const count = totalUnread(useChatChannels().data?.items);
  useChatHeartbeat();
  return (
    <CountButton
      label={t('header.chat')}
      count={count}
      icon={<MessagesSquare aria-hidden="true" />}
      testId="chat-button"
      badgeTestId="chat-badge"
      dialog={(props) => <ChatDialog {...props} />}
    />
  );
};
