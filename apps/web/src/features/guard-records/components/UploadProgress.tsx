// Upload progress bar (spec: upload progress shown in the UI).
import { useTranslation } from 'react-i18next';

export const UploadProgress = ({ percent }: { percent: number }) => {
  const { t } = useTranslation('guardRecords');
  return (
    <div className="flex items-center gap-3">
      <div
        role="progressbar"
        aria-label={t('upload.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full bg-brand-700 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <span className="w-10 text-right text-xs tabular-nums text-slate-600">{percent}%</span>
    </div>
  );
};
