// The phone dialog (spec "Phone dialog (PBX)"): tabs Dialer, Contacts and History; while a call is active (or one is
// ringing in) the in-call view with mute, hang up and speaker, or answer / decline. One per tab (mounted by the layout);
// the header's PBX button, user cards and directory links open it through the phone store.
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/Badge';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/Dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/Tabs';
import { usePolledPhone } from '../hooks/usePhone';
import { PHONE } from '../lib/constants';
import { closePhone, phoneStore, type TPhoneTab } from '../lib/phone-store';
import { ContactsTab } from './ContactsTab';
import { DialerTab } from './DialerTab';
import { HistoryTab } from './HistoryTab';
import { InCallView } from './InCallView';

const STATUS_VARIANT = { connected: 'success', connecting: 'warning', failed: 'danger', disconnected: 'neutral' } as const;

export const PhoneDialog = () => {
  const { t } = useTranslation('phone');
  const phone = usePolledPhone(PHONE.dialogPollMs);
  return (
    <Dialog open={phone.isDialogOpen} onOpenChange={(isOpen) => !isOpen && closePhone()}>
      <DialogContent className="max-w-md" data-testid="phone-dialog">
        <DialogHeader>
          <DialogTitle>{t('title')}</DialogTitle>
          <DialogDescription className="flex flex-wrap items-center gap-2">
            <Badge variant={STATUS_VARIANT[phone.status]} data-testid="phone-status">
              {t(`status.${phone.status}`)}
            </Badge>
            {phone.status === 'connected' && phone.extension && <span>{t('extension', { extension: phone.extension })}</span>}
          </DialogDescription>
        </DialogHeader>
        {phone.notice && !phone.call && (
          <p
            role="status"
            className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
            data-testid="phone-notice"
          >
            {t(`toasts.${phone.notice}`)}
          </p>
        )}
        {phone.call ? (
          <InCallView call={phone.call} />
        ) : (
          <Tabs value={phone.tab} onValueChange={(tab) => phoneStore.setState({ tab: tab as TPhoneTab })}>
            <TabsList className="grid w-full grid-cols-3">
              <TabsTrigger value="dialer">{t('tabs.dialer')}</TabsTrigger>
              <TabsTrigger value="contacts">{t('tabs.contacts')}</TabsTrigger>
              <TabsTrigger value="history">{t('tabs.history')}</TabsTrigger>
            </TabsList>
            <TabsContent value="dialer">
              <DialerTab number={phone.dialNumber} />
            </TabsContent>
            <TabsContent value="contacts">
              <ContactsTab />
            </TabsContent>
            <TabsContent value="history">
              <HistoryTab version={phone.historyVersion} />
            </TabsContent>
          </Tabs>
        )}
      </DialogContent>
    </Dialog>
  );
};
