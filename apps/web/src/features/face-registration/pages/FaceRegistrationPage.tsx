// /face-recognition/:token — a guard's self-registration (issue 13), on a phone, with no sign-in: the link's token is
// the key. The same guided 7-prompt video and photo capture as the admin's face data editor (guard-records components),
// with the spec's camera errors; the video's stills of DESCRIBED_PROMPTS travel as photos (the server describes photos,
// not video). Submitted once: the link is used from then on and the page says so.
import { MAX_FACE_PHOTOS } from '@centinela/shared/contracts/guard-records';
import { AlertTriangle, Camera, CheckCircle2, ImagePlus, Send, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { toast } from 'sonner';
import { BrandMark } from '@/components/brand/BrandMark';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import { Spinner } from '@/components/ui/Spinner';
import { CameraCaptureDialog } from '@/components/camera';
import { GuidedFaceVideo, type TGuidedFrame } from '@/features/guard-records/components/GuidedFaceVideo';
import { UploadProgress } from '@/features/guard-records/components/UploadProgress';
import { useLanguage } from '@/i18n/useLanguage';
import { errorMessage } from '@/lib/errors';
import { submitRegistration, usePublicRegistration } from '../hooks/useSelfRegistration';
import { isLinkGone, refusalKey } from '../lib/refusal';

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
type TPhoto = { key: string; blob: Blob; url: string; name: string };

const LanguageSwitch = () => {
  const { language, setLanguage } = useLanguage();
  return (
    <div className="flex gap-1">
      {(['es', 'en'] as const).map((l) => (
        <Button
          key={l}
          size="sm"
          variant={l === language ? 'default' : 'outline'}
          onClick={() => setLanguage(l)}
          aria-pressed={l === language}
        >
          {l === 'es' ? 'Español' : 'English'}
        </Button>
      ))}
    </div>
  );
};

export const FaceRegistrationPage = () => {
  const { token = '' } = useParams();
  const { t } = useTranslation('faceRegistration');
  const registration = usePublicRegistration(token);
  const [submittedError, setSubmittedError] = useState<unknown>(null);
  const [isDone, setIsDone] = useState(false);
  const { setLanguage } = useLanguage();
  const languageSet = useRef(false);

  // The guard's language (or the company's) on first load; the switch changes it.
  useEffect(() => {
    if (registration.data && !languageSet.current) {
      languageSet.current = true;
      setLanguage(registration.data.language);
    }
  }, [registration.data, setLanguage]);

  return (
    <main className="min-h-dvh bg-slate-50">
      <header className="flex items-center justify-between gap-3 border-b border-slate-200 bg-white px-4 py-3">
        <BrandMark />
        <LanguageSwitch />
      </header>
      <section className="mx-auto flex w-full max-w-xl flex-col gap-4 px-4 py-6">
        {registration.isPending ? (
          <Spinner label={t('page.loading')} />
        ) : registration.isError || submittedError ? (
          <Refused error={submittedError ?? registration.error} />
        ) : isDone ? (
          <Card>
            <CardContent className="flex flex-col items-center gap-3 py-8 text-center" role="status" data-testid="registration-done">
              <CheckCircle2 className="size-12 text-emerald-600" aria-hidden="true" />
              <p className="text-lg font-semibold text-slate-900">{t('page.doneTitle')}</p>
              <p className="text-sm text-slate-600">{t('page.doneMessage', { company: registration.data.companyName })}</p>
            </CardContent>
          </Card>
        ) : (
          <Capture
            token={token}
            guardName={registration.data.guardName}
            companyName={registration.data.companyName}
            onDone={() => setIsDone(true)}
            onRefused={setSubmittedError}
          />
        )}
      </section>
    </main>
  );
};

const Refused = ({ error }: { error: unknown }) => {
  const { t } = useTranslation('faceRegistration');
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 py-8 text-center" role="alert" data-testid="registration-refused">
        <AlertTriangle className="size-12 text-amber-600" aria-hidden="true" />
        <p className="text-lg font-semibold text-slate-900">{t('refused.title')}</p>
        <p className="text-sm text-slate-600">{t(refusalKey(error))}</p>
      </CardContent>
    </Card>
  );
};

const Capture = ({
  token,
  guardName,
  companyName,
  onDone,
  onRefused,
}: {
  token: string;
  guardName: string;
  companyName: string;
  onDone: () => void;
  onRefused: (error: unknown) => void;
}) => {
  const { t } = useTranslation('faceRegistration');
  const { t: tf } = useTranslation('guardRecords');
  const [video, setVideo] = useState<Blob | null>(null);
  const [frames, setFrames] = useState<TGuidedFrame[]>([]);
  const [photos, setPhotos] = useState<TPhoto[]>([]);
  const [isCameraOpen, setIsCameraOpen] = useState(false);
  const [percent, setPercent] = useState<number | null>(null);
  const fileInputRef = useRef<HTMLInputElement | null>(null);
  const urlsRef = useRef<string[]>([]);
  useEffect(
    () => () => {
      for (const url of urlsRef.current) URL.revokeObjectURL(url);
    },
    [],
  );

  const total = frames.length + photos.length;
  const isFull = total >= MAX_FACE_PHOTOS;
  const canSubmit = Boolean(video) && total > 0 && percent === null;

  const addPhotos = (blobs: Blob[]) => {
    const images = blobs.filter((b) => IMAGE_TYPES.includes(b.type));
    if (images.length < blobs.length) toast.error(tf('toasts.error'), { description: tf('face.imagesOnly') });
    const room = Math.max(0, MAX_FACE_PHOTOS - total);
    if (images.length > room) toast.warning(tf('face.truncated', { count: room, max: MAX_FACE_PHOTOS }));
    const accepted = images.slice(0, room).map((blob, i) => {
      const url = URL.createObjectURL(blob);
      urlsRef.current.push(url);
      return { key: crypto.randomUUID(), blob, url, name: blob instanceof File ? blob.name : `photo-${photos.length + i + 1}.jpg` };
    });
    if (accepted.length) setPhotos((current) => [...current, ...accepted]);
  };

  const submit = async () => {
    if (!video) return;
    const form = new FormData();
    for (const frame of frames.slice(0, MAX_FACE_PHOTOS)) form.append('file', frame.blob, `video-${frame.prompt}.jpg`);
    for (const photo of photos.slice(0, MAX_FACE_PHOTOS - frames.length)) form.append('file', photo.blob, photo.name);
    form.append('file', video, video.type.includes('mp4') ? 'face-video.mp4' : 'face-video.webm');
    setPercent(0);
    try {
      await submitRegistration(token, form, (p) => setPercent(p.percent));
      onDone();
    } catch (error) {
      if (isLinkGone(error)) onRefused(error);
      else toast.error(t('toasts.error'), { description: errorMessage(error, t('page.submitFailed')) });
    } finally {
      setPercent(null);
    }
  };

  return (
    <>
      <div className="flex flex-col gap-1">
        <h1 className="text-xl font-semibold text-slate-900">{t('page.title')}</h1>
        <p className="text-sm text-slate-600">{t('page.intro', { name: guardName, company: companyName })}</p>
      </div>

      <Card>
        <CardHeader>
          <CardTitle>{t('page.videoStep')}</CardTitle>
          <CardDescription>{tf('face.videoDescription')}</CardDescription>
        </CardHeader>
        <CardContent>
          <GuidedFaceVideo
            hasExistingVideo={false}
            withFrames
            completeMessage={t('page.videoRecorded')}
            onRecorded={(recorded, stills) => {
              setVideo(recorded);
              setFrames(stills);
            }}
            onReset={() => {
              setVideo(null);
              setFrames([]);
            }}
          />
          {video && (
            <p className="mt-3 text-center text-sm text-slate-600" data-testid="video-frames">
              {t('page.framesKept', { count: frames.length })}
            </p>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{t('page.photosStep')}</CardTitle>
          <CardDescription>{t('page.photosHelp', { max: MAX_FACE_PHOTOS })}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" disabled={isFull} onClick={() => setIsCameraOpen(true)}>
              <Camera aria-hidden="true" />
              {tf('face.takePhoto')}
            </Button>
            <Button variant="outline" disabled={isFull} onClick={() => fileInputRef.current?.click()}>
              <ImagePlus aria-hidden="true" />
              {tf('face.uploadPhotos')}
            </Button>
            <input
              ref={fileInputRef}
              type="file"
              accept="image/png,image/jpeg,image/webp"
              multiple
              className="hidden"
              onChange={(event) => {
                addPhotos([...(event.target.files ?? [])]);
                event.target.value = '';
              }}
            />
          </div>
          {photos.length > 0 && (
            <ul className="grid grid-cols-3 gap-2">
              {photos.map((photo, i) => (
                <li key={photo.key} className="relative aspect-square overflow-hidden rounded-lg border border-slate-200 bg-slate-100">
                  <img src={photo.url} alt={tf('face.photoAlt', { n: i + 1 })} className="size-full object-cover" />
                  <button
                    type="button"
                    onClick={() => setPhotos((list) => list.filter((p) => p.key !== photo.key))}
                    aria-label={tf('face.removePhoto', { name: tf('face.photoAlt', { n: i + 1 }) })}
                    className="absolute top-1 right-1 rounded-full bg-slate-900/70 p-1.5 text-white"
                  >
                    <X className="size-4" aria-hidden="true" />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>

      {percent !== null && <UploadProgress percent={percent} />}
      {!video && <p className="text-center text-sm text-slate-600">{t('page.needVideo')}</p>}
      <Button size="lg" className="w-full" disabled={!canSubmit} onClick={() => void submit()}>
        {percent !== null ? <Spinner className="text-white" /> : <Send aria-hidden="true" />}
        {t('page.submit')}
      </Button>
      <CameraCaptureDialog
        isOpen={isCameraOpen}
        onClose={() => setIsCameraOpen(false)}
        onCapture={(photo) => addPhotos([photo])}
        title={tf('face.cameraTitle')}
        description={tf('face.cameraDescription')}
      />
    </>
  );
};
