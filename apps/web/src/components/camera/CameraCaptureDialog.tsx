// Takes one photo with the camera (a profile photo, a guard's face photo): live preview, Capture or Cancel; the camera
// stops either way, and a camera that cannot be used says why (the spec's messages).
import { Camera } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/Dialog';
import { Spinner } from '@/components/ui/Spinner';
import { cameraErrorOf, type TCameraError } from './camera';
import { useCamera } from './useCamera';

export type TCameraCaptureDialogProps = {
  isOpen: boolean;
  onClose: () => void;
  onCapture: (photo: Blob) => void;
  title: string;
  description: string;
};

export const CameraCaptureDialog = ({ isOpen, onClose, onCapture, title, description }: TCameraCaptureDialogProps) => {
  const { t } = useTranslation(['camera', 'common']);
  const camera = useCamera(isOpen);
  const [captureError, setCaptureError] = useState<TCameraError | null>(null);
  const error = camera.error ?? captureError;

  const close = () => {
    setCaptureError(null);
    onClose();
  };
  const take = async () => {
    try {
      onCapture(await camera.capture());
      close();
    } catch (failure) {
      setCaptureError(cameraErrorOf(failure));
    }
  };

  return (
    <Dialog open={isOpen} onOpenChange={(open) => !open && close()}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {error ? (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            {t(`errors.${error}`)}
          </p>
        ) : (
          <div className="relative aspect-[4/3] w-full overflow-hidden rounded-lg bg-slate-900">
            <video ref={camera.videoRef} className="size-full object-cover" playsInline muted aria-label={t('preview')} />
            {!camera.isReady && (
              <div className="absolute inset-0 flex items-center justify-center text-white">
                <Spinner className="text-white" label={t('starting')} />
              </div>
            )}
          </div>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={close}>
            {t('common:actions.cancel')}
          </Button>
          <Button onClick={() => void take()} disabled={!camera.isReady || Boolean(error)}>
            <Camera aria-hidden="true" />
            {t('capture')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
};
