// A guard's check-in and check-out from their phone (dashboard): the shift now, the camera with the liveness
// challenge, the browser's location (the post's geofence; outside → refused with the distance).
import type { TPunchResult } from '@centinela/shared/contracts/attendance';
import type { TLivenessChallenge } from '@centinela/shared/rules/face-liveness';
import { useQueryClient } from '@tanstack/react-query';
import { Fingerprint } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { Spinner } from '@/components/ui/Spinner';
import { isApiError } from '@/lib/api';
import { apiKey } from '@/lib/api-client';
import * as attendanceApi from '@centinela/shared/endpoints/attendance';
import { sendPhonePunch, usePhoneCheckIn } from '../hooks/useAttendance';
import type { TCapturedFrame } from '../lib/face-camera';
import { FaceCheck } from './FaceCheck';

const positionNow = () =>
  new Promise<GeolocationPosition>((resolve, reject) =>
    navigator.geolocation.getCurrentPosition(resolve, reject, { enableHighAccuracy: true, timeout: 15_000, maximumAge: 30_000 }),
  );

export const PhoneCheckInCard = ({ className }: { className?: string }) => {
  const { t, i18n } = useTranslation('attendance');
  const queryClient = useQueryClient();
  const info = usePhoneCheckIn();
  const [step, setStep] = useState<'idle' | 'camera' | 'sending'>('idle');
  const [result, setResult] = useState<TPunchResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const shift = info.data?.shift ?? null;

  const onFrames = useCallback(
    async (frames: TCapturedFrame[], challenge: TLivenessChallenge | null) => {
      if (!shift) return;
      setStep('sending');
      try {
        const position = await positionNow().catch(() => null);
        if (!position) {
          setError(t('phone.noLocation'));
          return;
        }
        const answer = await sendPhonePunch({
          postId: shift.postId,
          challenge,
          frames,
          latitude: position.coords.latitude,
          longitude: position.coords.longitude,
          accuracy: position.coords.accuracy,
        });
        setResult(answer);
        await queryClient.invalidateQueries({ queryKey: apiKey(attendanceApi.phone) });
      } catch (e) {
        setError(isApiError(e) ? e.serverMessage : t('kiosk.failed'));
      } finally {
        setStep('idle');
      }
    },
    [shift, t, queryClient],
  );

  if (!info.data || !shift) return null;
  const next = info.data.lastType === 'check_in' ? 'check_out' : 'check_in';
  const time = (iso: string) => new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' }).format(new Date(iso));
  return (
    <Card className={className} aria-labelledby="phone-check-in-title">
      <div className="flex flex-col gap-4 p-5">
        <div className="flex items-center gap-3">
          <Fingerprint className="size-6 text-brand-600" aria-hidden />
          <h2 id="phone-check-in-title" className="text-lg font-semibold">
            {t('phone.title')}
          </h2>
        </div>
        <p>{t('phone.shift', { post: shift.postName, from: time(shift.startsAt), to: time(shift.endsAt) })}</p>
        {!info.data.enrolled ? (
          <p className="text-muted-foreground">{t('refusals.not_enrolled')}</p>
        ) : step === 'camera' ? (
          <FaceCheck challengeKind={info.data.challengeKind} onFrames={onFrames} onCancel={() => setStep('idle')} />
        ) : step === 'sending' ? (
          <Spinner className="size-8" label={t('phone.sending')} />
        ) : (
          <Button
            size="lg"
            className="h-14 self-start px-8 text-lg"
            onClick={() => {
              setResult(null);
              setError(null);
              setStep('camera');
            }}
          >
            {t(next === 'check_in' ? 'phone.checkIn' : 'phone.checkOut')}
          </Button>
        )}
        {result && (
          <p role="status" className={result.outcome === 'accepted' ? 'text-emerald-700' : 'text-destructive'} data-testid="phone-answer">
            {result.outcome === 'accepted' && result.record
              ? t(result.record.type === 'check_in' ? 'answer.checkedIn' : 'answer.checkedOut', { time: time(result.record.timestamp) })
              : t(`refusals.${result.reason ?? 'face_mismatch'}`, { distance: result.distanceMeters ?? 0 })}
          </p>
        )}
        {error && (
          <p role="alert" className="text-destructive">
            {error}
          </p>
        )}
      </div>
    </Card>
  );
};
