// Face data tab (guards only): up to 20 photos (upload or camera) and one guided face video; saved together.
import { IMAGE_FILE_ACCEPT, MAX_FACE_PHOTOS, type TFaceRecognition } from '@centinela/shared/contracts/guard-records';
import { Camera, ImagePlus, Save, X } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import { Spinner } from '@/components/ui/Spinner';
import { SelfRegistrationCard } from '@/features/face-registration/components/SelfRegistrationCard';
import { errorMessage } from '@/lib/errors';
import { useCanEditUsers } from '../hooks/useCanEditUsers';
import { useFaceRecognition, useSaveFaceRecognition } from '../hooks/useGuardRecords';
import type { TEditedUserProps } from '../types';
import { CameraCaptureDialog } from '@/components/camera';
import { GuardOnlyNotice } from './GuardOnlyNotice';
import { FaceCheckNotice } from './FaceCheckNotice';
import { GuidedFaceVideo } from './GuidedFaceVideo';
import { UploadProgress } from './UploadProgress';

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

export const FaceRecognitionTab = ({ user }: TEditedUserProps) => {
  const { t } = useTranslation('guardRecords');
  const isGuard = user.role === 'security_guard';
  const face = useFaceRecognition(user.id, isGuard);
  if (!isGuard) return <GuardOnlyNotice />;
  if (face.isPending) return <Spinner label={t('states.loading')} />;
  if (face.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {errorMessage(face.error)}
      </p>
    );
  }
  return <FaceEditor userId={user.id} data={face.data} />;
};

type TNewPhoto = { key: string; blob: Blob; url: string };

const FaceEditor = ({ userId, data }: { userId: string; data: TFaceRecognition }) => {
  const { t } = useTranslation('guardRecords');
  const canEdit = useCanEditUsers();
  const save = useSaveFaceRecognition(userId);
  const [keptIds, setKeptIds] = useState<string[]>(() => data.facePhotos.map((p) => p.id));
  const [newPhotos, setNewPhotos] = useState<TNewPhoto[]>([]);
  const [video, setVideo] = useState<Blob | null>(null);
  const [isCameraOpen, setIsCameraOpen] = useState(false);
  const [percent, setPercent] = useState<number | null>(null);
  const fileInputRef = useRef<HTMLInputElement | null>(null);

  // Saved photos changed (a save, another admin): start from them again. A refresh that only brings a photo's face check
  // (polled while checking) keeps the photos this admin has removed and not saved yet.
  const savedIds = data.facePhotos.map((p) => p.id).join(',');
  useEffect(() => setKeptIds(savedIds ? savedIds.split(',') : []), [savedIds]);
  const createdUrlsRef = useRef<string[]>([]);
  useEffect(
    () => () => {
      for (const url of createdUrlsRef.current) URL.revokeObjectURL(url);
    },
    [],
  );

  const existing = useMemo(() => data.facePhotos.filter((p) => keptIds.includes(p.id)), [data, keptIds]);
  const total = existing.length + newPhotos.length;
  const isFull = total >= MAX_FACE_PHOTOS;
  const hasVideo = Boolean(video) || Boolean(data.faceVideo);
  const canSave = canEdit && (total > 0 || hasVideo) && !save.isPending;

  const addPhotos = (blobs: Blob[]) => {
    const images = blobs.filter((b) => IMAGE_TYPES.includes(b.type));
    if (images.length < blobs.length) toast.error(t('toasts.error'), { description: t('face.imagesOnly') });
    // Spec: at most 20 in total (existing plus new); extra files are dropped.
    const room = Math.max(0, MAX_FACE_PHOTOS - total);
    if (images.length > room) toast.warning(t('face.truncated', { count: room, max: MAX_FACE_PHOTOS }));
    const accepted = images.slice(0, room).map((blob) => ({ key: crypto.randomUUID(), blob, url: URL.createObjectURL(blob) }));
    createdUrlsRef.current.push(...accepted.map((p) => p.url));
    if (accepted.length) setNewPhotos((current) => [...current, ...accepted]);
  };

  const onSave = async () => {
    setPercent(0);
    try {
      await save.mutateAsync({
        keptPhotoIds: keptIds,
        newPhotos: newPhotos.map((p) => p.blob),
        video,
        faceRecognitionComplete: hasVideo,
        onProgress: (p) => setPercent(p.percent),
      });
      const hadNewPhotos = newPhotos.length > 0;
      setNewPhotos([]);
      setVideo(null);
      // New photos are checked for a face after they are saved: the tab then names any without one (FaceCheckNotice).
      toast.success(t(hadNewPhotos ? 'face.savedChecking' : 'face.saved'));
    } catch (error) {
      toast.error(t('toasts.error'), { description: errorMessage(error, t('face.saveFailed')) });
    } finally {
      setPercent(null);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <Card>
        <CardHeader className="flex-row items-start justify-between gap-3">
          <div className="flex flex-col gap-1">
            <CardTitle>{t('face.photosTitle')}</CardTitle>
            <CardDescription>{t('face.photosDescription', { max: MAX_FACE_PHOTOS })}</CardDescription>
          </div>
          <Badge variant={isFull ? 'warning' : 'neutral'} data-testid="face-photo-count">
            {t('face.photoCount', { count: total, max: MAX_FACE_PHOTOS })}
          </Badge>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {canEdit && (
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" disabled={isFull} onClick={() => fileInputRef.current?.click()}>
                <ImagePlus aria-hidden="true" />
                {t('face.uploadPhotos')}
              </Button>
              <input
                ref={fileInputRef}
                type="file"
                accept={IMAGE_FILE_ACCEPT}
                multiple
                className="hidden"
                data-testid="face-photo-input"
                onChange={(event) => {
                  addPhotos([...(event.target.files ?? [])]);
                  event.target.value = '';
                }}
              />
              <Button variant="outline" disabled={isFull} onClick={() => setIsCameraOpen(true)}>
                <Camera aria-hidden="true" />
                {t('face.takePhoto')}
              </Button>
            </div>
          )}
          {total === 0 ? (
            <p className="text-sm text-slate-600">{t('face.noPhotos')}</p>
          ) : (
            <ul className="grid grid-cols-3 gap-3 sm:grid-cols-5">
              {existing.map((photo, i) => (
                <PhotoTile
                  key={photo.id}
                  src={photo.url}
                  alt={t('face.photoAlt', { n: i + 1 })}
                  faceCount={photo.faceCount}
                  canRemove={canEdit}
                  onRemove={() => setKeptIds((ids) => ids.filter((id) => id !== photo.id))}
                />
              ))}
              {newPhotos.map((photo, i) => (
                <PhotoTile
                  key={photo.key}
                  src={photo.url}
                  alt={t('face.photoAlt', { n: existing.length + i + 1 })}
                  isNew
                  canRemove
                  onRemove={() => setNewPhotos((list) => list.filter((p) => p.key !== photo.key))}
                />
              ))}
            </ul>
          )}
          <FaceCheckNotice photos={existing} />
        </CardContent>
      </Card>

      <Card>
        <CardHeader className="flex-row items-start justify-between gap-3">
          <div className="flex flex-col gap-1">
            <CardTitle>{t('face.videoTitle')}</CardTitle>
            <CardDescription>{t('face.videoDescription')}</CardDescription>
          </div>
          <Badge variant={data.faceRecognitionComplete || video ? 'success' : 'neutral'}>
            {data.faceRecognitionComplete || video ? t('face.setupComplete') : t('face.setupIncomplete')}
          </Badge>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {data.faceVideo && !video && (
            <p className="text-center text-sm text-slate-600">
              {t('face.videoOnFile')}{' '}
              <a className="font-medium text-brand-700 underline" href={data.faceVideo.url} target="_blank" rel="noreferrer">
                {t('face.watchVideo')}
              </a>
            </p>
          )}
          {canEdit ? (
            <GuidedFaceVideo
              hasExistingVideo={Boolean(data.faceVideo)}
              onRecorded={(recorded) => setVideo(recorded)}
              onReset={() => setVideo(null)}
            />
          ) : null}
        </CardContent>
      </Card>

      {canEdit && (
        <div className="flex flex-col gap-3">
          {percent !== null && <UploadProgress percent={percent} />}
          <div className="flex justify-end">
            <Button onClick={() => void onSave()} disabled={!canSave}>
              {save.isPending ? <Spinner className="text-white" /> : <Save aria-hidden="true" />}
              {t('face.save')}
            </Button>
          </div>
        </div>
      )}
      <SelfRegistrationCard userId={userId} canEdit={canEdit} />
      <CameraCaptureDialog
        isOpen={isCameraOpen}
        onClose={() => setIsCameraOpen(false)}
        onCapture={(photo) => addPhotos([photo])}
        title={t('face.cameraTitle')}
        description={t('face.cameraDescription')}
      />
    </div>
  );
};

/** A saved photo's face check as a badge: none found, several, or still checking; nothing for exactly one. */
const faceStatusOf = (faceCount: number | null | undefined) => {
  if (faceCount === undefined || faceCount === 1) return null;
  if (faceCount === null) return { key: 'checking', variant: 'neutral' } as const;
  return faceCount === 0 ? ({ key: 'none', variant: 'danger' } as const) : ({ key: 'several', variant: 'warning' } as const);
};

const PhotoTile = ({
  src,
  alt,
  isNew,
  faceCount,
  canRemove,
  onRemove,
}: {
  src: string;
  alt: string;
  isNew?: boolean;
  faceCount?: number | null;
  canRemove: boolean;
  onRemove: () => void;
}) => {
  const { t } = useTranslation('guardRecords');
  const status = faceStatusOf(faceCount);
  return (
    <li className="group relative aspect-square overflow-hidden rounded-lg border border-slate-200 bg-slate-100">
      <img src={src} alt={alt} className="size-full object-cover" />
      {isNew && (
        <Badge variant="default" className="absolute bottom-1 left-1">
          {t('face.new')}
        </Badge>
      )}
      {status && (
        <Badge variant={status.variant} className="absolute bottom-1 left-1" data-testid="face-photo-status">
          {t(`face.faceStatus.${status.key}`)}
        </Badge>
      )}
      {canRemove && (
        <button
          type="button"
          onClick={onRemove}
          aria-label={t('face.removePhoto', { name: alt })}
          className="absolute top-1 right-1 rounded-full bg-slate-900/70 p-1 text-white hover:bg-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
        >
          <X className="size-3.5" aria-hidden="true" />
        </button>
      )}
    </li>
  );
};
