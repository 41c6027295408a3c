// The company's outgoing mail (SMTP): host, port, security, user, password (write-only: empty keeps the stored one),
// from address; and "Send test email", which shows the mail server's own reason when it refuses.
import { SMTP_SECURITY, type TSmtpSettings } from '@centinela/shared/contracts/email-templates';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/Button';
import { Checkbox } from '@/components/ui/Checkbox';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { Select } from '@/components/ui/Select';
import { isApiError } from '@/lib/api';
import { errorMessage } from '@/lib/errors';
import { useSaveSmtp, useTestSmtp } from '../hooks/useCompanySettings';

type TValues = {
  host: string;
  port: string;
  security: string;
  username: string;
  password: string;
  clearPassword: boolean;
  fromAddress: string;
};

const valuesOf = (s: TSmtpSettings | null): TValues => ({
  host: s?.host ?? '',
  port: String(s?.port ?? 587),
  security: s?.security ?? 'starttls',
  username: s?.username ?? '',
  password: '',
  clearPassword: false,
  fromAddress: s?.fromAddress ?? '',
});

export const SmtpSettingsForm = ({
  settings,
  isReadOnly,
  defaultTestAddress,
}: {
  settings: TSmtpSettings | null;
  isReadOnly: boolean;
  defaultTestAddress: string;
}) => {
  const { t } = useTranslation('companySettings');
  const formId = useId();
  const save = useSaveSmtp();
  const test = useTestSmtp();
  const [testTo, setTestTo] = useState(defaultTestAddress);
  const [testResult, setTestResult] = useState<{ ok: boolean; text: string } | null>(null);
  const form = useForm<TValues>({ defaultValues: valuesOf(settings) });
  const { register, handleSubmit, formState, setError, watch, setValue } = form;
  const errors = formState.errors;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({
        host: values.host,
        port: Number(values.port),
        security: values.security as TSmtpSettings['security'],
        username: values.username || null,
        password: values.password || undefined,
        clearPassword: values.clearPassword || undefined,
        fromAddress: values.fromAddress,
      });
      form.reset(valuesOf(saved.settings));
      toast.success(t('toasts.smtpSaved'));
    } catch (error) {
      const fieldErrors = isApiError(error)
        ? (error.details as { fieldErrors?: Record<string, string[]> } | undefined)?.fieldErrors
        : undefined;
      for (const [field, messages] of Object.entries(fieldErrors ?? {}))
        setError(field as keyof TValues, { type: 'server', message: messages[0] });
      toast.error(t('toasts.saveFailed'), { description: errorMessage(error) });
    }
  });

  const sendTest = async () => {
    setTestResult(null);
    try {
      await test.mutateAsync(testTo);
      setTestResult({ ok: true, text: t('smtp.testSent', { to: testTo }) });
    } catch (error) {
      setTestResult({ ok: false, text: errorMessage(error) });
    }
  };

  return (
    <div className="grid gap-6">
      <form id={formId} onSubmit={onSubmit} noValidate aria-label={t('smtp.title')} className="grid gap-5">
        <fieldset disabled={isReadOnly || formState.isSubmitting} className="grid min-w-0 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <FormField label={t('smtp.host')} isRequired error={errors.host?.message}>
            <Input autoComplete="off" {...register('host', { required: t('validation.required') })} />
          </FormField>
          <FormField label={t('smtp.port')} isRequired error={errors.port?.message}>
            <Input type="number" min={1} max={65535} {...register('port', { required: t('validation.required') })} />
          </FormField>
          <FormField label={t('smtp.security')} error={errors.security?.message}>
            <Select {...register('security')}>
              {SMTP_SECURITY.map((s) => (
                <option key={s} value={s}>
                  {t(`smtp.securities.${s}`)}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label={t('smtp.username')} error={errors.username?.message}>
            <Input autoComplete="off" {...register('username')} />
          </FormField>
          <FormField
            label={t('smtp.password')}
            hint={settings?.hasPassword ? t('smtp.passwordStored') : t('smtp.passwordHint')}
            error={errors.password?.message}
          >
            <Input type="password" autoComplete="new-password" {...register('password')} />
          </FormField>
          <FormField label={t('smtp.fromAddress')} isRequired hint={t('smtp.fromAddressHint')} error={errors.fromAddress?.message}>
            <Input autoComplete="off" {...register('fromAddress', { required: t('validation.required') })} />
          </FormField>
          {settings?.hasPassword && (
            <div className="flex items-center gap-2 text-sm text-slate-700">
              <Checkbox
                id={`${formId}-clear`}
                checked={watch('clearPassword')}
                onCheckedChange={(v) => setValue('clearPassword', v, { shouldDirty: true })}
              />
              <label htmlFor={`${formId}-clear`}>{t('smtp.clearPassword')}</label>
            </div>
          )}
        </fieldset>
        {!isReadOnly && (
          <div className="flex justify-end">
            <Button type="submit" disabled={formState.isSubmitting}>
              {t('smtp.save')}
            </Button>
          </div>
        )}
      </form>
      {settings && !isReadOnly && (
        <div className="grid gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <FormField className="flex-1" label={t('smtp.testTo')}>
              <Input type="email" value={testTo} onChange={(e) => setTestTo(e.target.value)} />
            </FormField>
            <Button variant="outline" onClick={sendTest} disabled={test.isPending || !testTo}>
              {t('smtp.sendTest')}
            </Button>
          </div>
          {testResult && (
            <p role="status" className={testResult.ok ? 'text-sm text-emerald-700' : 'text-sm text-red-700'}>
              {testResult.text}
            </p>
          )}
        </div>
      )}
    </div>
  );
};
