// The camera step of a punch (kiosk and phone): shows the mirrored camera, gets the round's challenge from the server
// (`issueChallenge`, once the face models are loaded and before any frame is kept; each "try again" gets a new one),
// asks for it, captures the key frames and hands them to `onFrames` with the challenge they answer. Camera problems
// are said plainly (permission, no camera, in use, not HTTPS); a challenge that could not be issued goes to `onError`.
import type { TLivenessChallenge } from '@centinela/shared/rules/face-liveness';
import { ArrowLeft, ArrowRight, Eye } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cameraErrorOf, type TCameraError, useCamera } from '@/components/camera';
import { Button } from '@/components/ui/Button';
import { Spinner } from '@/components/ui/Spinner';
import { type TCapturedFrame, captureChallenge, loadHuman } from '../lib/face-camera';

/**
 * A round's challenge: what to perform and the server's reference to send with the punch (null: none could be
 * issued — a kiosk without network draws its own and queues the punch for review).
 */
export type TRoundChallenge = { challenge: TLivenessChallenge | null; ref: { challengeId: string; nonce: string } | null };

type TProps = {
  issueChallenge: () => Promise<TRoundChallenge>;
  onFrames: (frames: TCapturedFrame[], round: TRoundChallenge) => void;
  onError: (error: unknown) => void;
  onCancel: () => void;
};

const ChallengeIcon = ({ challenge }: { challenge: TLivenessChallenge }) =>
  challenge === 'blink' ? (
    <Eye className="size-10" aria-hidden />
  ) : challenge === 'turn_left' ? (
    <ArrowLeft className="size-10" aria-hidden />
  ) : (
    <ArrowRight className="size-10" aria-hidden />
  );

export const FaceCheck = ({ issueChallenge, onFrames, onError, onCancel }: TProps) => {
  const { t } = useTranslation(['attendance', 'camera']);
  // The app's camera (the same as the capture dialog's); the liveness frames are read from its <video> here.
  const camera = useCamera(true);
  const [challenge, setChallenge] = useState<TLivenessChallenge | null>(null);
  const [state, setState] = useState<'loading' | 'no_face' | 'many_faces' | 'tracking' | 'timeout'>('loading');
  const [runError, setRunError] = useState<TCameraError | null>(null);
  const cameraError = camera.error ?? runError;
  const { isReady, videoRef } = camera;

  useEffect(() => {
    const video = videoRef.current;
    if (!isReady || !video) return;
    const controller = new AbortController();
    (async () => {
      try {
        await loadHuman();
      } catch (error) {
        if (!controller.signal.aborted) setRunError(cameraErrorOf(error));
        return;
      }
      let round: TRoundChallenge;
      try {
        round = await issueChallenge();
      } catch (error) {
        if (!controller.signal.aborted) onError(error);
        return;
      }
      if (controller.signal.aborted) return;
      setChallenge(round.challenge);
      try {
        const outcome = await captureChallenge({ video, challenge: round.challenge, signal: controller.signal, onProgress: setState });
        if (outcome.kind === 'ready') onFrames(outcome.frames, round);
        else if (outcome.kind === 'timeout') setState('timeout');
      } catch (error) {
        if (!controller.signal.aborted) setRunError(cameraErrorOf(error));
      }
    })();
    return () => controller.abort();
  }, [isReady, videoRef, issueChallenge, onFrames, onError]);

  if (cameraError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-4 text-center">
        <p className="text-2xl font-semibold">{t(`camera:errors.${cameraError}`)}</p>
        <Button size="lg" className="h-16 px-10 text-xl" onClick={onCancel}>
          {t('kiosk.back')}
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col items-center gap-4">
      <div className="relative overflow-hidden rounded-2xl bg-black">
        <video ref={videoRef} muted playsInline className="h-[min(60vh,480px)] w-auto -scale-x-100" data-testid="face-camera" />
        {state === 'loading' && (
          <div className="absolute inset-0 flex items-center justify-center bg-black/50 text-white">
            <Spinner className="size-10" />
          </div>
        )}
      </div>
      <div aria-live="polite" className="flex min-h-16 items-center gap-3 text-2xl font-semibold">
        {challenge && state === 'tracking' && <ChallengeIcon challenge={challenge} />}
        <span>
          {state === 'loading'
            ? t('camera.loading')
            : state === 'timeout'
              ? t('camera.timeout')
              : state === 'no_face'
                ? t('camera.noFace')
                : state === 'many_faces'
                  ? t('camera.manyFaces')
                  : challenge
                    ? t(`challenge.${challenge}`)
                    : t('challenge.hold')}
        </span>
      </div>
      <div className="flex gap-4">
        <Button size="lg" variant="outline" className="h-16 px-10 text-xl" onClick={onCancel}>
          {t('kiosk.back')}
        </Button>
        {state === 'timeout' && (
          <Button
            size="lg"
            className="h-16 px-10 text-xl"
            // Each "try again" is a new round, with the camera started afresh.
            onClick={() => {
              setState('loading');
              camera.restart();
            }}
          >
            {t('kiosk.tryAgain')}
          </Button>
        )}
      </div>
    </div>
  );
};
