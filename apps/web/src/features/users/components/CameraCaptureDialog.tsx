// Takes a profile photo with the camera (spec: capture modal; ideal 640x480; JPEG quality 0.8; the four camera errors).
import { Camera } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/Dialog';
import { Spinner } from '@/components/ui/Spinner';

export const PHOTO_JPEG_QUALITY = 0.8;
export const CAMERA_CONSTRAINTS: MediaStreamConstraints = { video: { width: { ideal: 640 }, height: { ideal: 480 } }, audio: false };

type TCameraError = 'denied' | 'notFound' | 'inUse' | 'generic';

/** getUserMedia failures → the spec's four messages (section 8 "Camera and microphone"). */
export const cameraErrorOf = (error: unknown): TCameraError => {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'PermissionDeniedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'DevicesNotFoundError' || name === 'OverconstrainedError') return 'notFound';
  if (name === 'NotReadableError' || name === 'TrackStartError' || name === 'AbortError') return 'inUse';
  return 'generic';
};

const CAMERA_ERROR_KEYS: Record<TCameraError, string> = {
  denied: 'users:camera.errors.denied',
  notFound: 'users:camera.errors.notFound',
  inUse: 'users:camera.errors.inUse',
  generic: 'users:camera.errors.generic',
};

type TProps = { isOpen: boolean; onClose: () => void; onCapture: (photo: Blob) => void };

export const CameraCaptureDialog = ({ isOpen, onClose, onCapture }: TProps) => {
  const { t } = useTranslation('users');
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const [error, setError] = useState<TCameraError | null>(null);
  const [isReady, setIsReady] = useState(false);

  useEffect(() => {
    if (!isOpen) return;
    let isCancelled = false;
    setError(null);
    setIsReady(false);
    const start = async () => {
      try {
        if (!navigator.mediaDevices?.getUserMedia) throw new DOMException('No camera API', 'NotFoundError');
        const stream = await navigator.mediaDevices.getUserMedia(CAMERA_CONSTRAINTS);
        if (isCancelled) {
          for (const track of stream.getTracks()) track.stop();
          return;
        }
        streamRef.current = stream;
        if (videoRef.current) {
          videoRef.current.srcObject = stream;
          await videoRef.current.play().catch(() => undefined);
        }
        setIsReady(true);
      } catch (failure) {
        if (!isCancelled) setError(cameraErrorOf(failure));
      }
    };
    void start();
    return () => {
      isCancelled = true;
      for (const track of streamRef.current?.getTracks() ?? []) track.stop();
      streamRef.current = null;
    };
  }, [isOpen]);

  const capture = () => {
    const video = videoRef.current;
    if (!video?.videoWidth) return;
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height);
    canvas.toBlob(
      (blob) => {
        if (!blob) return;
        onCapture(blob);
        onClose();
      },
      'image/jpeg',
      PHOTO_JPEG_QUALITY,
    );
  };

  return (
    <Dialog open={isOpen} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{t('camera.title')}</DialogTitle>
          <DialogDescription>{t('camera.description')}</DialogDescription>
        </DialogHeader>
        {error ? (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            {t(CAMERA_ERROR_KEYS[error])}
          </p>
        ) : (
          <div className="relative aspect-[4/3] w-full overflow-hidden rounded-lg bg-slate-900">
            <video ref={videoRef} className="size-full object-cover" playsInline muted aria-label={t('camera.preview')} />
            {!isReady && (
              <div className="absolute inset-0 flex items-center justify-center text-white">
                <Spinner className="text-white" label={t('camera.starting')} />
              </div>
            )}
          </div>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button onClick={capture} disabled={!isReady || Boolean(error)}>
            <Camera aria-hidden="true" />
            {t('camera.capture')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
};
