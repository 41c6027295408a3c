// The user editor's self-registration card (face recognition tab of a guard): the latest link's status (sent, opened,
// completed, approved, rejected, expired, revoked), send a new link by SMS and/or e-mail, revoke an open one, and review
// a completed one (the photos and the guided video the guard sent) to approve or reject it.
import type { TFaceRegistration, TFaceRegistrationChannel, TFaceRegistrationStatus } from '@centinela/shared/contracts/face-recognition';
import { Check, Send, Undo2, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useCompanyLocale } from '@/features/auth/hooks/useSession';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import { Checkbox } from '@/components/ui/Checkbox';
import { Spinner } from '@/components/ui/Spinner';
import { errorMessage } from '@/lib/errors';
import { formatDateTime } from '@/lib/format';
import { useLatestSelfRegistration, useSelfRegistrationActions } from '../hooks/useSelfRegistration';

const STATUS_VARIANT: Record<TFaceRegistrationStatus, 'neutral' | 'default' | 'warning' | 'success' | 'danger'> = {
  sent: 'default',
  opened: 'default',
  completed: 'warning',
  approved: 'success',
  rejected: 'danger',
  expired: 'neutral',
  revoked: 'neutral',
};

export const ChannelChoice = ({
  channels,
  onChange,
  idPrefix,
}: {
  channels: TFaceRegistrationChannel[];
  onChange: (channels: TFaceRegistrationChannel[]) => void;
  idPrefix: string;
}) => {
  const { t } = useTranslation('faceRegistration');
  return (
    <fieldset className="flex flex-wrap gap-4">
      <legend className="sr-only">{t('channels.label')}</legend>
      {(['sms', 'email'] as const).map((channel) => (
        <label key={channel} htmlFor={`${idPrefix}-${channel}`} className="flex items-center gap-2 text-sm">
          <Checkbox
            id={`${idPrefix}-${channel}`}
            checked={channels.includes(channel)}
            onCheckedChange={(on) => onChange(on ? [...channels, channel] : channels.filter((c) => c !== channel))}
          />
          {t(`channels.${channel}`)}
        </label>
      ))}
    </fieldset>
  );
};

export const SelfRegistrationCard = ({ userId, canEdit }: { userId: string; canEdit: boolean }) => {
  const { t, i18n } = useTranslation('faceRegistration');
  const latest = useLatestSelfRegistration(userId);
  const actions = useSelfRegistrationActions(userId);
  const [channels, setChannels] = useState<TFaceRegistrationChannel[]>(['email']);
  const registration = latest.data?.registration ?? null;

  const run = async (action: () => Promise<unknown>, success: string) => {
    try {
      await action();
      toast.success(success);
    } catch (error) {
      toast.error(t('toasts.error'), { description: errorMessage(error) });
    }
  };

  return (
    <Card data-testid="self-registration">
      <CardHeader className="flex-row items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <CardTitle>{t('card.title')}</CardTitle>
          <CardDescription>{t('card.description')}</CardDescription>
        </div>
        {registration && (
          <Badge variant={STATUS_VARIANT[registration.status]} data-testid="self-registration-status">
            {t(`status.${registration.status}`)}
          </Badge>
        )}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {latest.isPending ? (
          <Spinner label={t('card.loading')} />
        ) : latest.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {errorMessage(latest.error)}
          </p>
        ) : registration ? (
          <RegistrationDetails registration={registration} language={i18n.language} />
        ) : (
          <p className="text-sm text-slate-600">{t('card.none')}</p>
        )}

        {registration?.status === 'completed' && <Review registration={registration} />}

        {canEdit && registration?.status === 'completed' && (
          <div className="flex flex-wrap justify-end gap-2">
            <Button
              variant="outline"
              disabled={actions.reject.isPending}
              onClick={() => void run(() => actions.reject.mutateAsync(registration.id), t('toasts.rejected'))}
            >
              <X aria-hidden="true" />
              {t('actions.reject')}
            </Button>
            <Button
              disabled={actions.approve.isPending}
              onClick={() => void run(() => actions.approve.mutateAsync(registration.id), t('toasts.approved'))}
            >
              <Check aria-hidden="true" />
              {t('actions.approve')}
            </Button>
          </div>
        )}

        {canEdit && registration?.status !== 'completed' && (
          <div className="flex flex-col gap-3 border-t border-slate-200 pt-4">
            <ChannelChoice channels={channels} onChange={setChannels} idPrefix={`self-registration-${userId}`} />
            <div className="flex flex-wrap justify-end gap-2">
              {registration && (registration.status === 'sent' || registration.status === 'opened') && (
                <Button
                  variant="outline"
                  disabled={actions.revoke.isPending}
                  onClick={() => void run(() => actions.revoke.mutateAsync(registration.id), t('toasts.revoked'))}
                >
                  <Undo2 aria-hidden="true" />
                  {t('actions.revoke')}
                </Button>
              )}
              <Button
                disabled={channels.length === 0 || actions.send.isPending}
                onClick={() => void run(() => actions.send.mutateAsync(channels), t('toasts.sent'))}
              >
                {actions.send.isPending ? <Spinner className="text-white" /> : <Send aria-hidden="true" />}
                {registration ? t('actions.sendAgain') : t('actions.send')}
              </Button>
            </div>
          </div>
        )}
      </CardContent>
    </Card>
  );
};

const RegistrationDetails = ({ registration, language }: { registration: TFaceRegistration; language: string }) => {
  const { t } = useTranslation('faceRegistration');
  const { timeZone } = useCompanyLocale();
  const when = (value: string | null) => (value ? formatDateTime(value, language, timeZone) : '—');
  const rows: [string, string][] = [
    [t('fields.channels'), registration.channels.map((c) => t(`channels.${c}`)).join(', ')],
    [t('fields.sentAt'), when(registration.sentAt)],
    [t('fields.expiresAt'), when(registration.expiresAt)],
    [t('fields.openedAt'), when(registration.openedAt)],
    [t('fields.completedAt'), when(registration.completedAt)],
  ];
  if (registration.decidedAt) rows.push([t('fields.decidedAt'), when(registration.decidedAt)]);
  if (registration.revokedAt) rows.push([t('fields.revokedAt'), when(registration.revokedAt)]);
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-600">{label}</dt>
          <dd className="text-slate-900 tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
};

const Review = ({ registration }: { registration: TFaceRegistration }) => {
  const { t } = useTranslation('faceRegistration');
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm font-medium text-slate-900">{t('review.title', { count: registration.photos.length })}</p>
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5">
        {registration.photos.map((photo, i) => (
          <li key={photo.id} className="aspect-square overflow-hidden rounded-lg border border-slate-200 bg-slate-100">
            <img src={photo.url} alt={t('review.photoAlt', { n: i + 1 })} className="size-full object-cover" />
          </li>
        ))}
      </ul>
      {registration.video && (
        // biome-ignore lint/a11y/useMediaCaption: the guard's silent face video has no speech to caption.
        <video
          src={registration.video.url}
          controls
          className="max-h-48 w-full max-w-xs rounded-lg bg-slate-900"
          aria-label={t('review.video')}
        />
      )}
    </div>
  );
};
