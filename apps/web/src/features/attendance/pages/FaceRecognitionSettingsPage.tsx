// /settings/face-recognition (issue 13): the match threshold, the grace windows a punch may fall in around a shift,
// unscheduled punches, the liveness challenge the kiosk and phone ask for, and the antispoof threshold (issue 29).
import type { TFaceRecognitionSettings } from '@centinela/shared/contracts/face-recognition';
import * as faceApi from '@centinela/shared/endpoints/face-recognition';
import { can } from '@centinela/shared';
import { CHALLENGE_KINDS } from '@centinela/shared/rules/face-liveness';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { ErrorState } from '@/components/ui/ErrorState';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { LoadingState } from '@/components/ui/LoadingState';
import { PageHeader } from '@/components/ui/PageHeader';
import { Select } from '@/components/ui/Select';
import { useSession } from '@/features/auth/hooks/useSession';
import { apiKey, apiQuery, callApi } from '@/lib/api-client';
import { errorMessage } from '@/lib/errors';

type TValues = {
  matchThreshold: string;
  graceBeforeMinutes: string;
  graceAfterMinutes: string;
  allowUnscheduled: string;
  challengeKind: string;
  registrationExpiryHours: string;
  antiSpoofThreshold: string;
};

const valuesOf = (s: TFaceRecognitionSettings): TValues => ({
  matchThreshold: String(s.matchThreshold),
  graceBeforeMinutes: String(s.graceBeforeMinutes),
  graceAfterMinutes: String(s.graceAfterMinutes),
  allowUnscheduled: s.allowUnscheduled ? 'yes' : 'no',
  challengeKind: s.challengeKind,
  registrationExpiryHours: String(s.registrationExpiryHours),
  antiSpoofThreshold: String(s.antiSpoofThreshold),
});

export const FaceRecognitionSettingsPage = () => {
  const { t } = useTranslation('attendance');
  const queryClient = useQueryClient();
  const settings = useQuery(apiQuery(faceApi.getSettings));
  const { subject } = useSession();
  const canEdit = Boolean(subject && can(subject, 'edit', 'settings'));
  const form = useForm<TValues>();
  const { register, handleSubmit, formState, reset } = form;
  useEffect(() => {
    if (settings.data) reset(valuesOf(settings.data));
  }, [settings.data, reset]);
  const save = useMutation({
    mutationFn: (body: TFaceRecognitionSettings) => callApi(faceApi.updateSettings, { body }),
    onSuccess: (saved) => queryClient.setQueryData(apiKey(faceApi.getSettings), saved),
  });
  const onSubmit = handleSubmit(async (v) => {
    try {
      const saved = await save.mutateAsync({
        matchThreshold: Number(v.matchThreshold),
        graceBeforeMinutes: Number(v.graceBeforeMinutes),
        graceAfterMinutes: Number(v.graceAfterMinutes),
        allowUnscheduled: v.allowUnscheduled === 'yes',
        challengeKind: v.challengeKind as TFaceRecognitionSettings['challengeKind'],
        registrationExpiryHours: Number(v.registrationExpiryHours),
        antiSpoofThreshold: Number(v.antiSpoofThreshold),
      });
      reset(valuesOf(saved));
      toast.success(t('settings.saved'));
    } catch (error) {
      toast.error(t('settings.saveFailed'), { description: errorMessage(error) });
    }
  });
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader description={t('settings.description')} />
      {settings.isPending ? (
        <LoadingState label={t('settings.loading')} />
      ) : settings.isError ? (
        <ErrorState title={t('settings.loadFailed')} error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <Card>
          <form onSubmit={onSubmit} noValidate aria-label={t('settings.title')} className="grid gap-5 p-5">
            <fieldset disabled={!canEdit || formState.isSubmitting} className="grid min-w-0 gap-4 sm:grid-cols-2">
              <FormField label={t('settings.matchThreshold')} hint={t('settings.matchThresholdHint')}>
                <Input type="number" step={0.01} min={0.5} max={0.95} {...register('matchThreshold')} />
              </FormField>
              <FormField label={t('settings.antiSpoofThreshold')} hint={t('settings.antiSpoofThresholdHint')}>
                <Input type="number" step={0.01} min={0} max={1} {...register('antiSpoofThreshold')} />
              </FormField>
              <FormField label={t('settings.challengeKind')} hint={t('settings.challengeKindHint')}>
                <Select {...register('challengeKind')}>
                  {CHALLENGE_KINDS.map((k) => (
                    <option key={k} value={k}>
                      {t(`settings.challengeKinds.${k}`)}
                    </option>
                  ))}
                </Select>
              </FormField>
              <FormField label={t('settings.graceBeforeMinutes')} hint={t('settings.graceBeforeHint')}>
                <Input type="number" min={0} max={240} {...register('graceBeforeMinutes')} />
              </FormField>
              <FormField label={t('settings.graceAfterMinutes')} hint={t('settings.graceAfterHint')}>
                <Input type="number" min={0} max={480} {...register('graceAfterMinutes')} />
              </FormField>
              <FormField label={t('settings.allowUnscheduled')} hint={t('settings.allowUnscheduledHint')}>
                <Select {...register('allowUnscheduled')}>
                  <option value="no">{t('settings.unscheduledRefuse')}</option>
                  <option value="yes">{t('settings.unscheduledRecord')}</option>
                </Select>
              </FormField>
              <FormField label={t('settings.registrationExpiryHours')} hint={t('settings.registrationExpiryHint')}>
                <Input type="number" min={1} max={720} {...register('registrationExpiryHours')} />
              </FormField>
            </fieldset>
            {canEdit && (
              <Button type="submit" className="justify-self-start" disabled={formState.isSubmitting || !formState.isDirty}>
                {t('settings.save')}
              </Button>
            )}
          </form>
        </Card>
      )}
    </div>
  );
};
