// /settings/api-keys: the company's Twilio account for SMS — account SID, auth token (write-only: never shown, empty
// keeps the stored one) and the messaging number (the company's SMS line). Without all three, SMS goes through the
// development provider (the in-app simulator). Also the webhook URLs to paste in Twilio's console.
import { can } from '@centinela/shared';
import type { TTwilioIntegration } from '@centinela/shared/contracts/integrations';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import { Checkbox } from '@/components/ui/Checkbox';
import { ErrorState } from '@/components/ui/ErrorState';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { LoadingState } from '@/components/ui/LoadingState';
import { PageHeader } from '@/components/ui/PageHeader';
import { useSession } from '@/features/auth/hooks/useSession';
import { isApiError } from '@/lib/api';
import { errorMessage } from '@/lib/errors';
import { formatPhoneDisplay } from '@/lib/format';
import { fieldErrorText } from '@/lib/forms';
import { useSaveTwilioSettings, useTwilioSettings } from '../hooks/useIntegrations';

type TValues = { accountSid: string; authToken: string; clearToken: boolean; messagingNumber: string };

const valuesOf = (s: TTwilioIntegration): TValues => ({
  accountSid: s.accountSid ?? '',
  authToken: '',
  clearToken: false,
  messagingNumber: formatPhoneDisplay(s.messagingNumber),
});

const TwilioForm = ({ settings, isReadOnly }: { settings: TTwilioIntegration; isReadOnly: boolean }) => {
  const { t } = useTranslation(['integrations', 'common']);
  const formId = useId();
  const save = useSaveTwilioSettings();
  const form = useForm<TValues>({ defaultValues: valuesOf(settings) });
  const { register, handleSubmit, formState, setError, watch, setValue } = form;
  const errors = formState.errors;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({
        accountSid: values.accountSid,
        authToken: values.authToken || undefined,
        clearToken: values.clearToken || undefined,
        messagingNumber: values.messagingNumber,
      });
      form.reset(valuesOf(saved));
      toast.success(t('saved'));
    } catch (error) {
      const fieldErrors = isApiError(error)
        ? (error.details as { fieldErrors?: Record<string, string[]> } | undefined)?.fieldErrors
        : undefined;
      for (const [field, messages] of Object.entries(fieldErrors ?? {}))
        setError(field as keyof TValues, { type: 'server', message: messages[0] });
      toast.error(t('saveFailed'), { description: errorMessage(error) });
    }
  });

  return (
    <form onSubmit={onSubmit} className="grid gap-4" aria-label={t('twilio.title')}>
      <fieldset disabled={isReadOnly} className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('twilio.accountSid')} hint={t('twilio.accountSidHint')} error={fieldErrorText(errors.accountSid)}>
          <Input autoComplete="off" spellCheck={false} {...register('accountSid')} />
        </FormField>
        <FormField
          label={t('twilio.authToken')}
          hint={settings.hasAuthToken ? t('twilio.authTokenStored') : t('twilio.authTokenHint')}
          error={fieldErrorText(errors.authToken)}
        >
          <Input type="password" autoComplete="new-password" {...register('authToken')} />
        </FormField>
        <FormField
          label={t('twilio.messagingNumber')}
          hint={t('twilio.messagingNumberHint')}
          error={fieldErrorText(errors.messagingNumber)}
        >
          <Input type="tel" autoComplete="off" {...register('messagingNumber')} />
        </FormField>
        {settings.hasAuthToken && (
          <div className="flex items-center gap-2 self-end pb-2 text-sm text-slate-700">
            <Checkbox
              id={`${formId}-clear`}
              checked={watch('clearToken')}
              onCheckedChange={(value) => setValue('clearToken', value === true, { shouldDirty: true })}
            />
            <label htmlFor={`${formId}-clear`}>{t('twilio.clearToken')}</label>
          </div>
        )}
      </fieldset>
      {!isReadOnly && (
        <div>
          <Button type="submit" disabled={save.isPending}>
            {t('common:actions.save')}
          </Button>
        </div>
      )}
    </form>
  );
};

export const ApiKeysPage = () => {
  const { t } = useTranslation(['integrations', 'common']);
  const { subject } = useSession();
  const settings = useTwilioSettings();
  const isReadOnly = !(subject && can(subject, 'edit', 'settings'));
  return (
    <div className="grid gap-6">
      <PageHeader title={t('title')} description={t('description')} />
      {settings.isPending ? (
        <LoadingState label={t('loading')} />
      ) : settings.isError ? (
        <ErrorState title={t('loadFailed')} error={settings.error} onRetry={() => settings.refetch()} />
      ) : (
        <Card>
          <CardHeader>
            <div className="flex flex-wrap items-center gap-2">
              <CardTitle>{t('twilio.title')}</CardTitle>
              {settings.data.isConfigured ? (
                <Badge variant="success">{t('twilio.configured')}</Badge>
              ) : (
                <Badge variant="warning">{t('twilio.development')}</Badge>
              )}
            </div>
            <CardDescription>{settings.data.isConfigured ? t('twilio.configuredHint') : t('twilio.developmentHint')}</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-6">
            <TwilioForm key={JSON.stringify(settings.data)} settings={settings.data} isReadOnly={isReadOnly} />
            <div className="grid gap-2 rounded-md border border-slate-200 bg-slate-50 p-3 text-sm">
              <p className="font-medium text-slate-800">{t('twilio.webhooks')}</p>
              <p className="text-slate-600">{t('twilio.webhooksHint')}</p>
              <dl className="grid gap-1">
                <dt className="text-xs text-slate-500">{t('twilio.webhookUrl')}</dt>
                <dd>
                  <code className="break-all">{settings.data.webhookUrl}</code>
                </dd>
                <dt className="text-xs text-slate-500">{t('twilio.statusCallbackUrl')}</dt>
                <dd>
                  <code className="break-all">{settings.data.statusCallbackUrl}</code>
                </dd>
              </dl>
            </div>
          </CardContent>
        </Card>
      )}
    </div>
  );
};
