// The header's internal chat button: the unread total of the user's channels (9+ above 9; live), opening the dialog.
// It also sends the presence heartbeat that keeps the user online while the app is open.
import { MessagesSquare } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { Tooltip } from '@/components/ui/Tooltip';
import { useChatChannels, useChatHeartbeat } from '../hooks/useChat';
import { chatBadgeText, totalUnread } from '../lib';
import { ChatDialog } from './ChatDialog';

export const ChatButton = () => {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const count = totalUnread(useChatChannels().data?.items);
  useChatHeartbeat();
  const label = t('header.chat');
  return (
    <>
      <Tooltip content={label}>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={count > 0 ? t('header.withBadge', { label, count }) : label}
          onClick={() => setOpen(true)}
          data-testid="chat-button"
        >
          <MessagesSquare aria-hidden="true" />
          {count > 0 && (
            <span
              aria-hidden="true"
              data-testid="chat-badge"
              className="absolute top-1 right-1 flex min-w-4 items-center justify-center rounded-full bg-red-600 px-1 text-[10px] leading-4 font-semibold text-white"
            >
              {chatBadgeText(count)}
            </span>
          )}
        </Button>
      </Tooltip>
      {open && <ChatDialog open={open} onOpenChange={setOpen} />}
    </>
  );
};
