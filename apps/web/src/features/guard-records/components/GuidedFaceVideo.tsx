// Guided face video (spec section 4): 7 prompts in order, each auto-completing after 3–5 s plus a 1 s pause, with a
// progress percentage and 7 ring segments; cancel returns to start, retake restarts, finishing stops the camera.
import { FACE_VIDEO_SEGMENTS } from '@centinela/shared/contracts/guard-records';
import { CheckCircle2, RotateCcw, Video, X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { cameraErrorOf, captureJpeg, openCamera, stopStream } from '@/components/camera';
import { Button } from '@/components/ui/Button';
import { pickMimeType } from '../lib/media';

export const FACE_PROMPTS = ['center', 'lookStraight', 'turnLeft', 'turnRight', 'turnUp', 'turnDown', 'lookStraightAgain'] as const;
export type TFacePrompt = (typeof FACE_PROMPTS)[number];
/**
 * The prompts whose last moment is also kept as a still JPEG (captured from the live camera, not decoded from the
 * video: the server has no video decoder) when the caller asks for frames: facing the camera and both head turns,
 * what the kiosk's checks see (its challenge is a left/right turn or a blink). Up and down are left out.
 */
export const DESCRIBED_PROMPTS: readonly TFacePrompt[] = ['center', 'lookStraight', 'turnLeft', 'turnRight', 'lookStraightAgain'];
export type TGuidedFrame = { prompt: TFacePrompt; blob: Blob };
const STEP_MIN_MS = 3000;
const STEP_MAX_MS = 5000;
const PAUSE_MS = 1000;

export type TFaceVideoState = 'not_started' | 'in_progress' | 'complete';

const Ring = ({ completed, current }: { completed: number; current: number | null }) => {
  const radius = 46;
  const circumference = 2 * Math.PI * radius;
  const gap = 2.5;
  const segment = circumference / FACE_VIDEO_SEGMENTS;
  return (
    <svg viewBox="0 0 100 100" className="pointer-events-none absolute inset-0 size-full -rotate-90" aria-hidden="true">
      {Array.from({ length: FACE_VIDEO_SEGMENTS }, (_, i) => (
        <circle
          // biome-ignore lint/suspicious/noArrayIndexKey: the seven segments are fixed positions.
          key={i}
          data-segment={i < completed ? 'done' : i === current ? 'current' : 'pending'}
          cx="50"
          cy="50"
          r={radius}
          fill="none"
          strokeWidth="4"
          strokeLinecap="round"
          className={i < completed ? 'stroke-emerald-500' : i === current ? 'stroke-amber-400' : 'stroke-white/40'}
          strokeDasharray={`${segment - gap} ${circumference - segment + gap}`}
          strokeDashoffset={-i * segment}
        />
      ))}
    </svg>
  );
};

export const GuidedFaceVideo = ({
  hasExistingVideo,
  onRecorded,
  onReset,
  withFrames = false,
  completeMessage,
}: {
  hasExistingVideo: boolean;
  /** The video and, with `withFrames`, a still of each of DESCRIBED_PROMPTS (the self-registration page sends them). */
  onRecorded: (video: Blob, frames: TGuidedFrame[]) => void;
  onReset: () => void;
  withFrames?: boolean;
  /** The line shown once recorded (default: the editor's "save to keep it"). */
  completeMessage?: string;
}) => {
  const { t } = useTranslation(['guardRecords', 'camera', 'common']);
  const [state, setState] = useState<TFaceVideoState>('not_started');
  const [step, setStep] = useState(0);
  const [completed, setCompleted] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const recorderRef = useRef<MediaRecorder | null>(null);
  const runRef = useRef(0);

  // Only refs inside: stable for the component's life.
  const stopAll = useCallback(() => {
    runRef.current++;
    const recorder = recorderRef.current;
    recorderRef.current = null;
    if (recorder && recorder.state !== 'inactive') {
      recorder.onstop = null;
      recorder.stop();
    }
    stopStream(streamRef.current);
    streamRef.current = null;
  }, []);

  useEffect(() => stopAll, [stopAll]);

  // The <video> mounts with the in-progress state: give it the camera then.
  useEffect(() => {
    if (state !== 'in_progress' || !videoRef.current || !streamRef.current) return;
    videoRef.current.srcObject = streamRef.current;
    void videoRef.current.play().catch(() => undefined);
  }, [state]);

  const sleep = (ms: number, run: number) =>
    new Promise<boolean>((resolve) => window.setTimeout(() => resolve(runRef.current === run), ms));

  const start = async () => {
    stopAll();
    onReset();
    setError(null);
    setStep(0);
    setCompleted(0);
    const run = runRef.current;
    let stream: MediaStream;
    try {
      stream = await openCamera();
    } catch (failure) {
      const message = t(`camera:errors.${cameraErrorOf(failure)}`);
      setError(message);
      toast.error(t('toasts.error'), { description: message });
      return;
    }
    if (runRef.current !== run) return stopStream(stream);
    streamRef.current = stream;
    setState('in_progress');
    const chunks: Blob[] = [];
    const mimeType = pickMimeType(['video/webm;codecs=vp9', 'video/webm;codecs=vp8', 'video/webm', 'video/mp4']);
    const recorder = new MediaRecorder(stream, { ...(mimeType ? { mimeType } : {}), videoBitsPerSecond: 1_000_000 });
    recorderRef.current = recorder;
    recorder.ondataavailable = (event) => event.data.size && chunks.push(event.data);
    const finished = new Promise<Blob>((resolve) => {
      recorder.onstop = () => resolve(new Blob(chunks, { type: recorder.mimeType || 'video/webm' }));
    });
    recorder.start(1000);
    const frames: TGuidedFrame[] = [];

    for (let i = 0; i < FACE_PROMPTS.length; i++) {
      setStep(i);
      const hold = STEP_MIN_MS + Math.random() * (STEP_MAX_MS - STEP_MIN_MS);
      if (!(await sleep(hold, run))) return;
      const prompt = FACE_PROMPTS[i];
      if (withFrames && DESCRIBED_PROMPTS.includes(prompt) && videoRef.current) {
        // The end of the hold: the guard has had 3–5 s to take the pose.
        const blob = await captureJpeg(videoRef.current).catch(() => null);
        if (blob) frames.push({ prompt, blob });
      }
      setCompleted(i + 1);
      if (!(await sleep(PAUSE_MS, run))) return;
    }
    recorder.stop();
    const video = await finished;
    if (runRef.current !== run) return;
    recorderRef.current = null;
    stopStream(streamRef.current);
    streamRef.current = null;
    setState('complete');
    onRecorded(video, frames);
  };

  const cancel = () => {
    stopAll();
    setState('not_started');
    setStep(0);
    setCompleted(0);
    onReset();
  };

  const percent = Math.round((completed / FACE_PROMPTS.length) * 100);

  return (
    <div className="flex flex-col items-center gap-4">
      {state === 'in_progress' ? (
        <>
          <div className="relative size-64 sm:size-72">
            <div className="absolute inset-[6%] overflow-hidden rounded-full bg-slate-900">
              <video ref={videoRef} muted playsInline className="size-full scale-x-[-1] object-cover" aria-label={t('camera:preview')} />
            </div>
            <Ring completed={completed} current={completed < FACE_PROMPTS.length ? step : null} />
          </div>
          <p role="status" aria-live="polite" className="text-center text-base font-medium text-slate-900">
            {completed > step ? t('face.promptDone') : t(`face.prompts.${FACE_PROMPTS[step]}`)}
          </p>
          <div className="flex w-full max-w-xs flex-col gap-1">
            <div
              role="progressbar"
              aria-label={t('face.videoProgress')}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              className="h-2 overflow-hidden rounded-full bg-slate-200"
            >
              <div className="h-full bg-emerald-500 transition-[width]" style={{ width: `${percent}%` }} />
            </div>
            <span className="text-center text-xs tabular-nums text-slate-600">
              {t('face.progress', { percent, step: Math.min(step + 1, FACE_PROMPTS.length), total: FACE_PROMPTS.length })}
            </span>
          </div>
          <Button variant="outline" onClick={cancel}>
            <X aria-hidden="true" />
            {t('common:actions.cancel')}
          </Button>
        </>
      ) : state === 'complete' ? (
        <div className="flex flex-col items-center gap-3 text-center">
          <CheckCircle2 aria-hidden="true" className="size-10 text-emerald-600" />
          <p className="font-medium text-slate-900">{completeMessage ?? t('face.videoComplete')}</p>
          <Button variant="outline" onClick={() => void start()}>
            <RotateCcw aria-hidden="true" />
            {t('face.retake')}
          </Button>
        </div>
      ) : (
        <div className="flex flex-col items-center gap-3 text-center">
          <p className="max-w-md text-sm text-slate-600">{t('face.videoIntro')}</p>
          <Button onClick={() => void start()}>
            <Video aria-hidden="true" />
            {hasExistingVideo ? t('face.retake') : t('face.startVideo')}
          </Button>
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
};
