// Under the face photos: which saved photos have no usable face (none, or several), and whether some are still being
// checked. Said in words, in a live region, so the admin who saved them knows what to replace (issue 29).
import type { TFacePhoto } from '@centinela/shared/contracts/guard-records';
import { useTranslation } from 'react-i18next';
import { faceCheckOf } from '../lib/face-check';

export const FaceCheckNotice = ({ photos }: { photos: Pick<TFacePhoto, 'faceCount'>[] }) => {
  const { t, i18n } = useTranslation('guardRecords');
  const { checking, unusable } = faceCheckOf(photos);
  const list = new Intl.ListFormat(i18n.language, { style: 'long', type: 'conjunction' });
  const noFace = unusable.filter((u) => u.faceCount === 0).map((u) => String(u.n));
  const several = unusable.filter((u) => u.faceCount > 1).map((u) => String(u.n));
  return (
    <div className="flex flex-col gap-2" aria-live="polite">
      {checking > 0 && (
        <p role="status" className="text-sm text-slate-600" data-testid="face-check-pending">
          {t('face.check.pending', { count: checking })}
        </p>
      )}
      {unusable.length > 0 && (
        <div
          role="alert"
          className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
          data-testid="face-check-unusable"
        >
          {noFace.length > 0 && <p>{t('face.check.noFace', { count: noFace.length, photos: list.format(noFace) })}</p>}
          {several.length > 0 && <p>{t('face.check.severalFaces', { count: several.length, photos: list.format(several) })}</p>}
          <p>{t('face.check.replace', { count: unusable.length })}</p>
        </div>
      )}
    </div>
  );
};
