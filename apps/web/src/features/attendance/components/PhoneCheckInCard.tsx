// A guard's check-in and check-out from their phone (dashboard): the shift now, the camera with the liveness
// challenge the server issues for the round, the browser's location and its accuracy (less accurate than the post's
// geofence → refused; outside it → recorded and flagged for review, with the distance). Checked in, the guard can also
// start and end a meal (issue 27: pay runs read the meal punches); the same face check applies.
import type { TMealPunchType } from '@centinela/shared';
import type { TPunchResult } from '@centinela/shared/contracts/attendance';
import { useQueryClient } from '@tanstack/react-query';
import { Fingerprint, Utensils } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { Spinner } from '@/components/ui/Spinner';
import { useCompanyLocale } from '@/features/auth/hooks/useSession';
import { apiKey } from '@/lib/api-client';
import { formatTimeIn } from '@/lib/format';
import { errorMessage } from '@/lib/errors';
import * as attendanceApi from '@centinela/shared/endpoints/attendance';
import { fetchPhoneChallenge, sendPhonePunch, usePhoneCheckIn } from '../hooks/useAttendance';
import type { TCapturedFrame } from '../lib/face-camera';
import { PUNCH_ANSWER_KEYS } from '../lib/punch-answer';
import { FaceCheck, type TRoundChallenge } from './FaceCheck';

/** Each round's challenge comes from the server (no network: no punch from the phone). */
const issueChallenge = async (): Promise<TRoundChallenge> => {
  const issued = await fetchPhoneChallenge();
  return { challenge: issued.challenge, ref: { challengeId: issued.challengeId, nonce: issued.nonce } };
};

const positionNow = () =>
  new Promise<GeolocationPosition>((resolve, reject) =>
    navigator.geolocation.getCurrentPosition(resolve, reject, { enableHighAccuracy: true, timeout: 15_000, maximumAge: 30_000 }),
  );

export const PhoneCheckInCard = ({ className }: { className?: string }) => {
  const { t } = useTranslation(['attendance']);
  const queryClient = useQueryClient();
  const info = usePhoneCheckIn();
  const [step, setStep] = useState<'idle' | 'camera' | 'sending'>('idle');
  /** What the camera is for: in or out (by the last punch), or a meal's start or end. */
  const [mealType, setMealType] = useState<TMealPunchType | null>(null);
  const [result, setResult] = useState<TPunchResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const shift = info.data?.shift ?? null;
  const { timeZone } = useCompanyLocale();

  const onChallengeError = useCallback(
    (e: unknown) => {
      setError(errorMessage(e, t('kiosk.failed')));
      setStep('idle');
    },
    [t],
  );

  const onFrames = useCallback(
    async (frames: TCapturedFrame[], round: TRoundChallenge) => {
      if (!shift || !round.ref) return;
      setStep('sending');
      try {
        const position = await positionNow().catch(() => null);
        if (!position) {
          setError(t('phone.noLocation'));
          return;
        }
        const answer = await sendPhonePunch({
          postId: shift.postId,
          ...round.ref,
          frames,
          latitude: position.coords.latitude,
          longitude: position.coords.longitude,
          accuracy: position.coords.accuracy,
          ...(mealType ? { type: mealType } : {}),
        });
        setResult(answer);
        await queryClient.invalidateQueries({ queryKey: apiKey(attendanceApi.phone) });
      } catch (e) {
        setError(errorMessage(e, t('kiosk.failed')));
      } finally {
        setStep('idle');
      }
    },
    [shift, t, queryClient, mealType],
  );

  if (!info.data || !shift) return null;
  const last = info.data.lastType;
  const isOnMeal = last === 'meal_start';
  const isCheckedIn = last === 'check_in' || last === 'meal_end' || isOnMeal;
  const start = (type: TMealPunchType | null) => {
    setMealType(type);
    setResult(null);
    setError(null);
    setStep('camera');
  };
  // 12-hour in both languages, in the company's zone (issue 29: the guard's dashboard showed 24 h in Spanish).
  const time = (iso: string) => formatTimeIn(iso, timeZone);
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
          <FaceCheck issueChallenge={issueChallenge} onFrames={onFrames} onError={onChallengeError} onCancel={() => setStep('idle')} />
        ) : step === 'sending' ? (
          <Spinner className="size-8" label={t('phone.sending')} />
        ) : (
          <div className="flex flex-wrap gap-3">
            {isOnMeal ? (
              <Button size="lg" className="h-14 px-8 text-lg" onClick={() => start('meal_end')}>
                <Utensils aria-hidden />
                {t('phone.endMeal')}
              </Button>
            ) : (
              <Button size="lg" className="h-14 px-8 text-lg" onClick={() => start(null)}>
                {t(isCheckedIn ? 'phone.checkOut' : 'phone.checkIn')}
              </Button>
            )}
            {isCheckedIn && !isOnMeal && (
              <Button size="lg" variant="outline" className="h-14 px-8 text-lg" onClick={() => start('meal_start')}>
                <Utensils aria-hidden />
                {t('phone.startMeal')}
              </Button>
            )}
            {isOnMeal && (
              <Button size="lg" variant="outline" className="h-14 px-8 text-lg" onClick={() => start(null)}>
                {t('phone.checkOut')}
              </Button>
            )}
          </div>
        )}
        {isOnMeal && step === 'idle' && <p className="text-sm text-slate-700">{t('phone.onMeal')}</p>}
        {result && (
          <p role="status" className={result.outcome === 'accepted' ? 'text-emerald-700' : 'text-destructive'} data-testid="phone-answer">
            {result.outcome === 'accepted' && result.record
              ? t(PUNCH_ANSWER_KEYS[result.record.type], { time: time(result.record.timestamp) })
              : t(`refusals.${result.reason ?? 'face_mismatch'}`, { distance: result.distanceMeters ?? 0 })}
          </p>
        )}
        {result?.record?.flags.includes('outside_geofence') && (
          <p className="text-amber-700" data-testid="phone-flagged">
            {t('phone.outsideGeofence', { distance: result.distanceMeters ?? 0 })}
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
