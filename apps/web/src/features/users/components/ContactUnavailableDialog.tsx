// The SMS icon of a card for someone who does not use the SMS inbox (customer admins, guards): the dialog says so.
// (The call icon opens the in-browser phone: features/phone.)
import { type TUserListItem, userFullName } from '@centinela/shared/contracts/users';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/Dialog';
import { formatPhoneDisplay } from '@/lib/format';

export type TContactRequest = { user: TUserListItem; channel: 'call' | 'sms' };

export const ContactUnavailableDialog = ({ request, onClose }: { request: TContactRequest | null; onClose: () => void }) => {
  const { t } = useTranslation(['users', 'common']);
  const phone = request ? formatPhoneDisplay(request.user.phone ?? request.user.mobile) : '';
  const name = request ? userFullName(request.user) : '';
  return (
    <Dialog open={request !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{request?.channel === 'sms' ? t('contact.smsTitle', { name }) : t('contact.callTitle', { name })}</DialogTitle>
          <DialogDescription>
            {request?.channel === 'sms' ? t('contact.smsUnavailable', { phone }) : t('contact.callUnavailable', { phone })}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{t('common:actions.close')}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
};
