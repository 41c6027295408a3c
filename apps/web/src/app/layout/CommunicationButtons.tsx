// The header's WhatsApp, notifications, PBX, chat and SMS buttons. Notifications (features/notifications), SMS
// (features/sms; the security company's staff only, as on the server), the internal chat (features/chat), the phone
// (features/phone; its dialog is mounted once by the layout) and WhatsApp (click-to-chat).
import { MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { Tooltip } from '@/components/ui/Tooltip';
import { ChatButton } from '@/features/chat/components/ChatButton';
import { NotificationBell } from '@/features/notifications/components/NotificationBell';
import { PhoneButton } from '@/features/phone/components/PhoneButton';
import { SmsButton } from '@/features/sms/components/SmsButton';
import { WhatsAppDialog } from '@/features/sms/components/WhatsAppDialog';
import { useCanUseSms } from '@/features/sms/hooks/useSms';

export const CommunicationButtons = () => {
  const { t } = useTranslation('shell');
  const [isWhatsAppOpen, setIsWhatsAppOpen] = useState(false);
  const canUseSms = useCanUseSms();

  return (
    <>
      <Tooltip content={t('header.whatsapp')}>
        <Button variant="ghost" size="icon" className="relative" aria-label={t('header.whatsapp')} onClick={() => setIsWhatsAppOpen(true)}>
          <MessageCircle aria-hidden="true" />
        </Button>
      </Tooltip>
      <NotificationBell />
      <PhoneButton />
      <ChatButton />
      {canUseSms && <SmsButton />}
      <WhatsAppDialog open={isWhatsAppOpen} onOpenChange={setIsWhatsAppOpen} />
    </>
  );
};
