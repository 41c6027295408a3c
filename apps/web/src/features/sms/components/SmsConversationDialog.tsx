// The per-guard conversation (spec "SMS dialogs"): the thread with one person's phone, opened from a user card's SMS
// icon. Opening it reads that number's incoming messages (spec section 4).
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/Dialog';
import { formatPhoneDisplay } from '@/lib/format';
import { useMarkConversationRead } from '../hooks/useSms';
import { SmsThread } from './SmsThread';

export type TSmsContact = { name: string; phone: string };

export const SmsConversationDialog = ({ contact, onClose }: { contact: TSmsContact | null; onClose: () => void }) => {
  const { t } = useTranslation('sms');
  const markRead = useMarkConversationRead();
  const phone = contact?.phone ?? null;
  const mutate = markRead.mutate;
  useEffect(() => {
    if (phone) mutate(phone);
  }, [phone, mutate]);
  return (
    <Dialog open={contact !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent className="flex h-[80vh] max-w-lg flex-col gap-3">
        <DialogHeader>
          <DialogTitle>{t('conversationTitle', { name: contact?.name ?? '' })}</DialogTitle>
          <DialogDescription>{formatPhoneDisplay(contact?.phone)}</DialogDescription>
        </DialogHeader>
        {contact && <SmsThread phone={contact.phone} name={contact.name} hasTitle={false} />}
      </DialogContent>
    </Dialog>
  );
};
