// The profile photo of the user form: take it with the camera, upload a file, retake or remove it. The choice is
// kept in the form and sent after the user is saved (PUT/DELETE /api/users/:id/photo).
import { Camera, ImageUp, RotateCcw, Trash2 } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { CameraCaptureDialog } from '@/components/camera';

export type TPhotoChange = { kind: 'keep' } | { kind: 'new'; blob: Blob; source: 'camera' | 'upload' } | { kind: 'remove' };

type TProps = {
  value: TPhotoChange;
  onChange: (value: TPhotoChange) => void;
  existingUrl: string | null;
  initials: string;
  isDisabled?: boolean;
};

const ACCEPTED = 'image/png,image/jpeg,image/webp';

export const ProfilePhotoField = ({ value, onChange, existingUrl, initials, isDisabled }: TProps) => {
  const { t } = useTranslation('users');
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [isCameraOpen, setIsCameraOpen] = useState(false);

  const newUrl = useMemo(() => (value.kind === 'new' ? URL.createObjectURL(value.blob) : null), [value]);
  useEffect(() => () => (newUrl ? URL.revokeObjectURL(newUrl) : undefined), [newUrl]);
  const shownUrl = value.kind === 'new' ? newUrl : value.kind === 'remove' ? null : existingUrl;

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <div className="flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-full border border-slate-200 bg-slate-100 text-2xl font-semibold text-slate-600">
        {shownUrl ? (
          <img src={shownUrl} alt={t('photo.alt')} className="size-full object-cover" />
        ) : (
          <span aria-hidden="true">{initials}</span>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" disabled={isDisabled} onClick={() => setIsCameraOpen(true)}>
          {value.kind === 'new' && value.source === 'camera' ? <RotateCcw aria-hidden="true" /> : <Camera aria-hidden="true" />}
          {value.kind === 'new' && value.source === 'camera' ? t('photo.retake') : t('photo.take')}
        </Button>
        <Button variant="outline" size="sm" disabled={isDisabled} onClick={() => inputRef.current?.click()}>
          <ImageUp aria-hidden="true" />
          {t('photo.upload')}
        </Button>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={ACCEPTED}
          className="sr-only"
          tabIndex={-1}
          aria-label={t('photo.upload')}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) onChange({ kind: 'new', blob: file, source: 'upload' });
            event.target.value = '';
          }}
        />
        {shownUrl && (
          <Button variant="ghost" size="sm" disabled={isDisabled} onClick={() => onChange({ kind: 'remove' })}>
            <Trash2 aria-hidden="true" />
            {t('photo.remove')}
          </Button>
        )}
      </div>
      <CameraCaptureDialog
        isOpen={isCameraOpen}
        onClose={() => setIsCameraOpen(false)}
        onCapture={(blob) => onChange({ kind: 'new', blob, source: 'camera' })}
        title={t('camera.title')}
        description={t('camera.description')}
      />
    </div>
  );
};
