// The users page's Send Self Registration dialog: pick a guard (server-side search), the channels, send the link.
// The link's status and its review live in the guard's editor (face recognition tab).
import { ZSendSelfRegistration } from '@centinela/shared/contracts/face-recognition';
import * as faceApi from '@centinela/shared/endpoints/face-recognition';
import * as usersApi from '@centinela/shared/endpoints/users';
import { displayName } from '@centinela/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { EditorForm, FormDialog } from '@/components/form-dialog';
import { FormCombobox } from '@/components/ui/Combobox';
import { apiQuery } from '@/lib/api-client';
import { useZodForm } from '@/lib/forms';
import { sendSelfRegistration } from '../hooks/useSelfRegistration';
import { ChannelChoice } from './SelfRegistrationCard';

const ZSendForm = z.object({ guardId: z.string().min(1), channels: ZSendSelfRegistration.shape.channels });

const SendForm = () => {
  const { t } = useTranslation('faceRegistration');
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const guards = useQuery({
    ...apiQuery(usersApi.page, { query: { role: 'security_guard', search: deferredSearch || undefined, pageSize: 25 } }),
    placeholderData: keepPreviousData,
  });
  const options = useMemo(
    () => (guards.data?.items ?? []).map((u) => ({ value: u.id, label: displayName(u), description: u.email })),
    [guards.data],
  );
  const form = useZodForm({ schema: ZSendForm, defaultValues: { guardId: '', channels: ['email'] } });
  const { control, watch } = form;
  return (
    <EditorForm
      form={form}
      submit={({ guardId, channels }) => sendSelfRegistration(guardId, channels)}
      success={t('toasts.sent')}
      errorTitle={t('toasts.error')}
      submitLabel={
        <>
          <Send aria-hidden="true" />
          {t('dialog.send')}
        </>
      }
      cancelLabel={t('dialog.cancel')}
      isSubmitDisabled={!watch('guardId') || watch('channels').length === 0}
    >
      <FormCombobox
        control={control}
        name="guardId"
        label={t('dialog.guard')}
        placeholder={t('dialog.guardPlaceholder')}
        options={options}
        onSearch={setSearch}
        isSearching={guards.isFetching}
      />
      <Controller
        control={control}
        name="channels"
        render={({ field }) => <ChannelChoice channels={field.value} onChange={field.onChange} idPrefix="send-self-registration" />}
      />
    </EditorForm>
  );
};

export const SendSelfRegistrationDialog = ({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) => {
  const { t } = useTranslation('faceRegistration');
  const settings = useQuery({ ...apiQuery(faceApi.getSettings), enabled: isOpen, retry: false });
  return (
    <FormDialog
      open={isOpen}
      onClose={onClose}
      title={t('dialog.title')}
      description={t('dialog.description', { hours: settings.data?.registrationExpiryHours ?? 72 })}
      className="max-w-lg"
    >
      {isOpen && <SendForm />}
    </FormDialog>
  );
};
