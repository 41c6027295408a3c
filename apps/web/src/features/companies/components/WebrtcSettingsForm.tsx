// The phone's WebRTC settings of one company (spec section 3): two STUN servers and a TURN server with its credentials.
// The TURN password is write-only: the form only says whether one is stored.
import { DEFAULT_STUN_SERVERS, type TWebrtcSettings, ZUpdateWebrtcSettings } from '@centinela/shared/contracts/companies';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Button } from '@/components/ui/Button';
import { Checkbox } from '@/components/ui/Checkbox';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { Label } from '@/components/ui/Label';
import { Spinner } from '@/components/ui/Spinner';
import { isApiError } from '@/lib/api';
import { errorMessage } from '@/lib/errors';
import { useSaveWebrtcSettings, useWebrtcSettings } from '../hooks/useCompanies';
import { fieldErrorText, serverFieldErrors, zodKeyResolver } from '@/lib/forms';

type TValues = z.input<typeof ZUpdateWebrtcSettings>;
type TOutput = z.output<typeof ZUpdateWebrtcSettings>;

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
  const { register, handleSubmit, formState, setError, reset, control, watch } = useForm<TValues, unknown, TOutput>({
    defaultValues: valuesOf(undefined),
    resolver: zodKeyResolver(ZUpdateWebrtcSettings),
    mode: 'onTouched',
  });
  useEffect(() => {
    if (settings.data) reset(valuesOf(settings.data));
  }, [settings.data, reset]);

  if (settings.isPending) return <Spinner label={t('webrtc.loading')} />;
  if (settings.isError) return <p className="text-sm text-red-700">{errorMessage(settings.error)}</p>;

  const errors = formState.errors;
  const errorOf = (error: { message?: string; type?: string } | undefined) => fieldErrorText(t, error);
  const hasPassword = settings.data.hasTurnPassword;
  const isClearing = watch('clearTurnPassword');

  const onSubmit = async (values: TOutput) => {
    try {
      await save.mutateAsync(values);
      toast.success(t('webrtc.saved'));
    } catch (error) {
      if (isApiError(error)) {
        for (const [field, message] of serverFieldErrors(error.details)) setError(field as keyof TValues, { type: 'server', message });
      }
      toast.error(t('toasts.errorTitle'), { description: errorMessage(error, t('webrtc.saveFailed')) });
    }
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="grid gap-5" aria-label={t('webrtc.title')}>
      <p className="text-sm text-slate-600">{settings.data.isConfigured ? t('webrtc.description') : t('webrtc.usingDefaults')}</p>
      <fieldset disabled={isReadOnly || formState.isSubmitting} className="grid min-w-0 gap-4 sm:grid-cols-2">
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
      </fieldset>
      {!isReadOnly && (
        <div className="flex justify-end">
          <Button type="submit" disabled={formState.isSubmitting}>
            {t('webrtc.save')}
          </Button>
        </div>
      )}
    </form>
  );
};
