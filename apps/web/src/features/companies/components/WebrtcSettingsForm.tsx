// The phone's WebRTC settings of one company (spec section 3): two STUN servers and a TURN server with its credentials.
// The TURN password is write-only: the form only says whether one is stored.
import { DEFAULT_STUN_SERVERS, type TWebrtcSettings, ZUpdateWebrtcSettings } from '@centinela/shared/contracts/companies';
import { useEffect } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { EditorForm } from '@/components/form-dialog';
import { Checkbox } from '@/components/ui/Checkbox';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { Label } from '@/components/ui/Label';
import { Spinner } from '@/components/ui/Spinner';
import { errorMessage } from '@/lib/errors';
import { useSaveWebrtcSettings, useWebrtcSettings } from '../hooks/useCompanies';
import { useZodForm } from '@/lib/forms';

type TValues = z.input<typeof ZUpdateWebrtcSettings>;

const valuesOf = (settings: TWebrtcSettings | undefined): TValues => ({
  primaryStunServer: settings?.primaryStunServer ?? DEFAULT_STUN_SERVERS[0],
  backupStunServer: settings?.backupStunServer ?? DEFAULT_STUN_SERVERS[1],
  turnServer: settings?.turnServer ?? '',
  turnUsername: settings?.turnUsername ?? '',
  turnPassword: '',
  clearTurnPassword: false,
});

export const WebrtcSettingsForm = ({ companyId, isReadOnly }: { companyId: string; isReadOnly?: boolean }) => {
  const { t } = useTranslation('companies');
  const settings = useWebrtcSettings(companyId);
  const save = useSaveWebrtcSettings(companyId);
  const form = useZodForm({ schema: ZUpdateWebrtcSettings, defaultValues: valuesOf(undefined), mode: 'onTouched' });
  const { register, formState, reset, control, watch, errorOf } = form;
  useEffect(() => {
    if (settings.data) reset(valuesOf(settings.data));
  }, [settings.data, reset]);

  if (settings.isPending) return <Spinner label={t('webrtc.loading')} />;
  if (settings.isError) return <p className="text-sm text-red-700">{errorMessage(settings.error)}</p>;

  const errors = formState.errors;
  const hasPassword = settings.data.hasTurnPassword;
  const isClearing = watch('clearTurnPassword');

  return (
    <EditorForm
      form={form}
      submit={(values) => save.mutateAsync(values)}
      success={t('webrtc.saved')}
      errorTitle={t('toasts.errorTitle')}
      errorFallback={t('webrtc.saveFailed')}
      // A tab of the company editor: saving keeps the editor open.
      onDone={() => undefined}
      onCancel={false}
      isReadOnly={isReadOnly}
      submitLabel={t('webrtc.save')}
      label={t('webrtc.title')}
      formClassName="gap-5"
      className="sm:grid-cols-2"
      before={<p className="text-sm text-slate-600">{settings.data.isConfigured ? t('webrtc.description') : t('webrtc.usingDefaults')}</p>}
    >
      <FormField label={t('webrtc.primaryStunServer')} hint={t('webrtc.stunHint')} error={errorOf(errors.primaryStunServer)}>
        <Input autoComplete="off" placeholder={DEFAULT_STUN_SERVERS[0]} {...register('primaryStunServer')} />
      </FormField>
      <FormField label={t('webrtc.backupStunServer')} error={errorOf(errors.backupStunServer)}>
        <Input autoComplete="off" placeholder={DEFAULT_STUN_SERVERS[1]} {...register('backupStunServer')} />
      </FormField>
      <FormField className="sm:col-span-2" label={t('webrtc.turnServer')} hint={t('webrtc.turnHint')} error={errorOf(errors.turnServer)}>
        <Input autoComplete="off" placeholder="turn:turn.example.com:3478" {...register('turnServer')} />
      </FormField>
      <FormField label={t('webrtc.turnUsername')} error={errorOf(errors.turnUsername)}>
        <Input autoComplete="off" {...register('turnUsername')} />
      </FormField>
      <FormField
        label={t('webrtc.turnPassword')}
        hint={hasPassword ? t('webrtc.passwordStored') : t('webrtc.passwordNotStored')}
        error={errorOf(errors.turnPassword)}
      >
        <Input type="password" autoComplete="new-password" disabled={isClearing} {...register('turnPassword')} />
      </FormField>
      {hasPassword && (
        <div className="flex items-center gap-2 sm:col-span-2">
          <Controller
            control={control}
            name="clearTurnPassword"
            render={({ field }) => (
              <Checkbox
                id={`${companyId}-clear-turn`}
                checked={Boolean(field.value)}
                onCheckedChange={(checked) => field.onChange(checked === true)}
              />
            )}
          />
          <Label htmlFor={`${companyId}-clear-turn`}>{t('webrtc.clearPassword')}</Label>
        </div>
      )}
    </EditorForm>
  );
};
