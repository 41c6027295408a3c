// The header's WhatsApp, notifications, PBX, chat and SMS buttons. Notifications are real (features/notifications); the
// other dialogs arrive in later issues; for now each says so.
import { type LucideIcon, MessageCircle, MessageSquareText, MessagesSquare, Phone } from 'lucide-react';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/Dialog';
import { Tooltip } from '@/components/ui/Tooltip';
import { NotificationBell } from '@/features/notifications/components/NotificationBell';

type TChannel = 'whatsapp' | 'pbx' | 'chat' | 'sms';

export const CommunicationButtons = () => {
  const { t } = useTranslation('shell');
  const [openChannel, setOpenChannel] = useState<TChannel | null>(null);

  const channels: { id: TChannel; label: string; icon: LucideIcon; badge?: number }[] = [
    { id: 'whatsapp', label: t('header.whatsapp'), icon: MessageCircle },
    { id: 'pbx', label: t('header.pbx'), icon: Phone },
    { id: 'chat', label: t('header.chat'), icon: MessagesSquare },
    { id: 'sms', label: t('header.sms'), icon: MessageSquareText },
  ];
  const open = channels.find((channel) => channel.id === openChannel);

  return (
    <>
      {channels.map(({ id, label, icon: Icon, badge }, index) => {
        const name = badge ? t('header.withBadge', { label, count: badge }) : label;
        return (
          <Fragment key={id}>
            {index === 1 && <NotificationBell />}
            <Tooltip content={label}>
              <Button variant="ghost" size="icon" className="relative" aria-label={name} onClick={() => setOpenChannel(id)}>
                <Icon aria-hidden="true" />
                {badge !== undefined && (
                  <span
                    aria-hidden="true"
                    className="absolute top-1 right-1 flex min-w-4 items-center justify-center rounded-full bg-red-600 px-1 text-[10px] leading-4 font-semibold text-white"
                  >
                    {badge > 9 ? '9+' : badge}
                  </span>
                )}
              </Button>
            </Tooltip>
          </Fragment>
        );
      })}
      <Dialog open={open !== undefined} onOpenChange={(isOpen) => !isOpen && setOpenChannel(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{open?.label}</DialogTitle>
            <DialogDescription>{t('header.notAvailable')}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">{t('common:actions.close')}</Button>
            </DialogClose>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
};
