// The users page's Send Self Registration dialog: pick a guard (server-side search), the channels, send the link.
// The link's status and its review live in the guard's editor (face recognition tab).
import type { TFaceRegistrationChannel } from '@centinela/shared/contracts/face-recognition';
import * as faceApi from '@centinela/shared/endpoints/face-recognition';
import * as usersApi from '@centinela/shared/endpoints/users';
import { displayName } from '@centinela/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/Button';
import { Combobox } from '@/components/ui/Combobox';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/Dialog';
import { Spinner } from '@/components/ui/Spinner';
import { apiQuery } from '@/lib/api-client';
import { errorMessage } from '@/lib/errors';
import { sendSelfRegistration } from '../hooks/useSelfRegistration';
import { ChannelChoice } from './SelfRegistrationCard';

export const SendSelfRegistrationDialog = ({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) => {
  const { t } = useTranslation('faceRegistration');
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const [guardId, setGuardId] = useState('');
  const [channels, setChannels] = useState<TFaceRegistrationChannel[]>(['email']);
  const [isSending, setIsSending] = useState(false);
  const guards = useQuery({
    ...apiQuery(usersApi.page, { query: { role: 'security_guard', search: deferredSearch || undefined, pageSize: 25 } }),
    enabled: isOpen,
    placeholderData: keepPreviousData,
  });
  const settings = useQuery({ ...apiQuery(faceApi.getSettings), enabled: isOpen, retry: false });
  const options = useMemo(
    () => (guards.data?.items ?? []).map((u) => ({ value: u.id, label: displayName(u), description: u.email })),
    [guards.data],
  );

  const close = () => {
    setGuardId('');
    setSearch('');
    onClose();
  };

  const send = async () => {
    setIsSending(true);
    try {
      await sendSelfRegistration(guardId, channels);
      toast.success(t('toasts.sent'));
      close();
    } catch (error) {
      toast.error(t('toasts.error'), { description: errorMessage(error) });
    } finally {
      setIsSending(false);
    }
  };

  return (
    <Dialog open={isOpen} onOpenChange={(open) => !open && close()}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{t('dialog.title')}</DialogTitle>
          <DialogDescription>{t('dialog.description', { hours: settings.data?.registrationExpiryHours ?? 72 })}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-4">
          <Combobox
            label={t('dialog.guard')}
            placeholder={t('dialog.guardPlaceholder')}
            options={options}
            value={guardId}
            onChange={setGuardId}
            onSearch={setSearch}
            isSearching={guards.isFetching}
          />
          <ChannelChoice channels={channels} onChange={setChannels} idPrefix="send-self-registration" />
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={close}>
            {t('dialog.cancel')}
          </Button>
          <Button disabled={!guardId || channels.length === 0 || isSending} onClick={() => void send()}>
            {isSending ? <Spinner className="text-white" /> : <Send aria-hidden="true" />}
            {t('dialog.send')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
};
