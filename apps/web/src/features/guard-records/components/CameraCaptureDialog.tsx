// Camera capture modal: live preview, capture a JPEG frame, or cancel (the camera stops either way).
import { Camera } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/Dialog';
import { Spinner } from '@/components/ui/Spinner';
import { cameraErrorKey, captureFrame, openCamera, stopStream } from '../lib/media';

export const CameraCaptureDialog = ({
  isOpen,
  onClose,
  onCapture,
}: {
  isOpen: boolean;
  onClose: () => void;
  onCapture: (photo: Blob) => void;
}) => {
  const { t } = useTranslation('guardRecords');
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const [isReady, setIsReady] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!isOpen) return;
    let isCancelled = false;
    setError(null);
    setIsReady(false);
    openCamera()
      .then((stream) => {
        if (isCancelled) return stopStream(stream);
        streamRef.current = stream;
        if (videoRef.current) {
          videoRef.current.srcObject = stream;
          void videoRef.current.play().catch(() => undefined);
        }
        setIsReady(true);
      })
      .catch((failure) => !isCancelled && setError(t(`media.${cameraErrorKey(failure)}`)));
    return () => {
      isCancelled = true;
      stopStream(streamRef.current);
      streamRef.current = null;
    };
  }, [isOpen, t]);

  const onTake = async () => {
    if (!videoRef.current) return;
    try {
      onCapture(await captureFrame(videoRef.current));
      onClose();
    } catch (failure) {
      setError(t(`media.${cameraErrorKey(failure)}`));
    }
  };

  return (
    <Dialog open={isOpen} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{t('face.cameraTitle')}</DialogTitle>
          <DialogDescription>{t('face.cameraDescription')}</DialogDescription>
        </DialogHeader>
        <div className="relative flex aspect-[4/3] items-center justify-center overflow-hidden rounded-lg bg-slate-900">
          <video ref={videoRef} muted playsInline className="size-full object-cover" aria-label={t('face.cameraPreview')} />
          {!isReady && !error && (
            <div className="absolute">
              <Spinner className="size-6 text-white" label={t('states.loading')} />
            </div>
          )}
        </div>
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button onClick={() => void onTake()} disabled={!isReady}>
            <Camera aria-hidden="true" />
            {t('face.capture')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
};
