// The header's WhatsApp, notifications, PBX, chat and SMS buttons. Notifications (features/notifications), SMS
// (features/sms; the security company's staff only, as on the server), the internal chat (features/chat) and WhatsApp
// (click-to-chat) are real; the PBX dialog arrives in a later issue and, for now, says so.
import { type LucideIcon, MessageCircle, Phone } from 'lucide-react';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/Dialog';
import { Tooltip } from '@/components/ui/Tooltip';
import { ChatButton } from '@/features/chat/components/ChatButton';
import { NotificationBell } from '@/features/notifications/components/NotificationBell';
import { SmsButton } from '@/features/sms/components/SmsButton';
import { WhatsAppDialog } from '@/features/sms/components/WhatsAppDialog';
import { useCanUseSms } from '@/features/sms/hooks/useSms';

type TChannel = 'whatsapp' | 'pbx';

export const CommunicationButtons = () => {
  const { t } = useTranslation('shell');
  const [openChannel, setOpenChannel] = useState<TChannel | null>(null);
  const canUseSms = useCanUseSms();

  const channels: { id: TChannel; label: string; icon: LucideIcon }[] = [
    { id: 'whatsapp', label: t('header.whatsapp'), icon: MessageCircle },
    { id: 'pbx', label: t('header.pbx'), icon: Phone },
  ];
  const unavailable = channels.find((channel) => channel.id === openChannel && channel.id !== 'whatsapp');

  return (
    <>
      {channels.map(({ id, label, icon: Icon }, index) => (
        <Fragment key={id}>
          {index === 1 && <NotificationBell />}
          <Tooltip content={label}>
            <Button variant="ghost" size="icon" className="relative" aria-label={label} onClick={() => setOpenChannel(id)}>
              <Icon aria-hidden="true" />
            </Button>
          </Tooltip>
        </Fragment>
      ))}
      <ChatButton />
      {canUseSms && <SmsButton />}
      <WhatsAppDialog open={openChannel === 'whatsapp'} onOpenChange={(isOpen) => !isOpen && setOpenChannel(null)} />
      <Dialog open={unavailable !== undefined} onOpenChange={(isOpen) => !isOpen && setOpenChannel(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{unavailable?.label}</DialogTitle>
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
