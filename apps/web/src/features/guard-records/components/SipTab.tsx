// SIP tab of the user editor: the sipSettings form (password write-only), a browser connection test and a microphone test.
import { SIP_CODECS, SIP_SAMPLE_RATES } from '@centinela/shared';
import { type TSipSettingsInput, type TUserDetail, ZSipSettingsInput } from '@centinela/shared/contracts/users';
import * as usersApi from '@centinela/shared/endpoints/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PlugZap, Save } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { Select } from '@/components/ui/Select';
import { Spinner } from '@/components/ui/Spinner';
import { useSession } from '@/features/auth/hooks/useSession';
import { apiKey, callApi } from '@/lib/api-client';
import { SESSION_QUERY_KEY } from '@/lib/query-client';
import { useCanEditUsers } from '../hooks/useCanEditUsers';
import { invalidateUserLists } from '../hooks/useGuardRecords';
import { testSipConnection } from '../lib/sip-test';
import type { TEditedUserProps } from '../types';
import { AudioTest } from './AudioTest';
import { fieldErrorText, zodKeyResolver } from '@/lib/forms';

type TConnectionLabel = 'not_connected' | 'connecting' | 'connected' | 'failed';

const statusVariant: Record<TConnectionLabel, 'neutral' | 'warning' | 'success' | 'danger'> = {
  not_connected: 'neutral',
  connecting: 'warning',
  connected: 'success',
  failed: 'danger',
};

export const SipTab = ({ user }: TEditedUserProps) => {
  const { t } = useTranslation('guardRecords');
  const canEdit = useCanEditUsers();
  const queryClient = useQueryClient();
  const session = useSession();
  const sip = user.sipSettings;
  const [status, setStatus] = useState<TConnectionLabel>('not_connected');
  const [lastAttempt, setLastAttempt] = useState<string | null>(sip?.lastConnectionAttempt ?? null);

  const form = useForm<TSipSettingsInput, unknown, z.output<typeof ZSipSettingsInput>>({
    resolver: zodKeyResolver(ZSipSettingsInput),
    defaultValues: {
      incomingServer: sip?.incomingServer ?? '',
      incomingPort: sip?.incomingPort ?? 5060,
      outgoingServer: sip?.outgoingServer ?? '',
      outgoingPort: sip?.outgoingPort ?? 5060,
      extensionName: sip?.extensionName ?? '',
      extensionNumber: sip?.extensionNumber ?? '',
      username: sip?.username ?? '',
      password: '',
      preferredCodec: sip?.preferredCodec ?? 'default',
      sampleRate: sip?.sampleRate ?? 'default',
    },
  });
  const errors = form.formState.errors;

  const save = useMutation({
    mutationFn: (sipSettings: TSipSettingsInput) => callApi(usersApi.updateSipSettings, { params: { id: user.id }, body: sipSettings }),
    onSuccess: (saved) => {
      invalidateUserLists(queryClient);
      // Patch the editor's copy instead of refetching it: a new updatedAt would remount the editor on its first tab.
      queryClient.setQueryData<TUserDetail>(apiKey(usersApi.get, { params: { id: user.id } }), (old) =>
        old ? { ...old, sipSettings: saved.sipSettings } : old,
      );
      if (session.user?.id === user.id) void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    },
  });

  const onSave = form.handleSubmit(async (values) => {
    try {
      // The password is write-only: an empty field keeps the stored one.
      const { password, ...rest } = values;
      await save.mutateAsync({ ...rest, ...(password ? { password } : {}), connectionStatus: status, lastConnectionAttempt: lastAttempt });
      form.setValue('password', '');
      toast.success(t('sip.saved'));
    } catch {
      toast.error(t('toasts.error'), { description: t('sip.saveFailed') });
    }
  });

  const onTest = async () => {
    const { incomingServer, outgoingServer, incomingPort, outgoingPort, username } = form.getValues();
    const server = (incomingServer || outgoingServer || '').trim();
    if (!server || !String(username ?? '').trim()) {
      toast.error(t('sip.testFailedTitle'), { description: t('sip.fillServerFirst') });
      return;
    }
    setStatus('connecting');
    setLastAttempt(new Date().toISOString());
    const port = Number((incomingServer ? incomingPort : outgoingPort) || 5060);
    const result = await testSipConnection({ server, port });
    if (result.isConnected) {
      setStatus('connected');
      toast.success(t('sip.testSucceeded'));
      return;
    }
    setStatus('failed');
    toast.error(t('sip.testFailedTitle'), { description: result.reason === 'unreachable' ? t('sip.unreachable') : t('sip.unableToTest') });
  };

  return (
    <div className="flex flex-col gap-4">
      <Card>
        <CardHeader className="flex-row items-start justify-between gap-3">
          <div className="flex flex-col gap-1">
            <CardTitle>{t('sip.title')}</CardTitle>
            <CardDescription>{t('sip.description')}</CardDescription>
          </div>
          <div className="flex items-center gap-2 text-sm text-slate-600">
            {t('sip.connectionStatus')}
            <Badge variant={statusVariant[status]} data-testid="sip-status">
              {status === 'connecting' && <Spinner className="size-3" />}
              {t(`sip.status.${status}`)}
            </Badge>
          </div>
        </CardHeader>
        <CardContent>
          <form onSubmit={onSave} noValidate className="grid gap-4 sm:grid-cols-2">
            <fieldset disabled={!canEdit} className="contents">
              <FormField label={t('sip.incomingServer')} error={fieldErrorText(errors.incomingServer)}>
                <Input {...form.register('incomingServer')} placeholder="pbx.example.com" autoComplete="off" />
              </FormField>
              <FormField label={t('sip.incomingPort')} error={fieldErrorText(errors.incomingPort)}>
                <Input type="number" min={1} max={65535} {...form.register('incomingPort')} />
              </FormField>
              <FormField label={t('sip.outgoingServer')} error={fieldErrorText(errors.outgoingServer)}>
                <Input {...form.register('outgoingServer')} placeholder="sip.example.com" autoComplete="off" />
              </FormField>
              <FormField label={t('sip.outgoingPort')} error={fieldErrorText(errors.outgoingPort)}>
                <Input type="number" min={1} max={65535} {...form.register('outgoingPort')} />
              </FormField>
              <FormField label={t('sip.extensionName')} error={fieldErrorText(errors.extensionName)}>
                <Input {...form.register('extensionName')} autoComplete="off" />
              </FormField>
              <FormField label={t('sip.extensionNumber')} error={fieldErrorText(errors.extensionNumber)}>
                <Input {...form.register('extensionNumber')} inputMode="numeric" autoComplete="off" />
              </FormField>
              <FormField label={t('sip.username')} error={fieldErrorText(errors.username)}>
                <Input {...form.register('username')} autoComplete="off" />
              </FormField>
              <FormField
                label={t('sip.password')}
                hint={sip?.hasPassword ? t('sip.passwordKept') : undefined}
                error={fieldErrorText(errors.password)}
              >
                <Input
                  type="password"
                  {...form.register('password')}
                  autoComplete="new-password"
                  placeholder={sip?.hasPassword ? '••••••••' : ''}
                />
              </FormField>
              <FormField label={t('sip.preferredCodec')}>
                <Select
                  {...form.register('preferredCodec')}
                  options={SIP_CODECS.map((value) => ({ value, label: t(`sip.codecs.${value}`) }))}
                />
              </FormField>
              <FormField label={t('sip.sampleRate')}>
                <Select
                  {...form.register('sampleRate')}
                  options={SIP_SAMPLE_RATES.map((value) => ({
                    value,
                    label: value === 'default' ? t('sip.codecs.default') : `${value} Hz`,
                  }))}
                />
              </FormField>
            </fieldset>
            <div className="flex flex-wrap gap-2 sm:col-span-2">
              <Button type="button" variant="outline" onClick={() => void onTest()} disabled={status === 'connecting'}>
                {status === 'connecting' ? <Spinner /> : <PlugZap aria-hidden="true" />}
                {t('sip.testConnection')}
              </Button>
              {canEdit && (
                <Button type="submit" disabled={save.isPending}>
                  {save.isPending ? <Spinner className="text-white" /> : <Save aria-hidden="true" />}
                  {t('sip.save')}
                </Button>
              )}
            </div>
          </form>
        </CardContent>
      </Card>
      <AudioTest />
    </div>
  );
};
