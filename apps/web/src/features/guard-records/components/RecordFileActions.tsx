// The download and delete buttons of one stored document or memo, each naming the record for screen readers.
import { Download, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { cn } from '@/lib/cn';

export type TRecordFileActionsProps = {
  record: { name: string; downloadUrl: string; file: { originalName: string } };
  /** Left out when the user may not delete. */
  onDelete?: () => void;
  isDeleting?: boolean;
  className?: string;
};

export const RecordFileActions = ({ record, onDelete, isDeleting, className }: TRecordFileActionsProps) => {
  const { t } = useTranslation('guardRecords');
  return (
    <div className={cn('flex gap-1', className)}>
      <Button asChild variant="ghost" size="icon">
        <a href={record.downloadUrl} download={record.file.originalName} aria-label={t('upload.download', { name: record.name })}>
          <Download aria-hidden="true" />
        </a>
      </Button>
      {onDelete && (
        <Button variant="ghost" size="icon" aria-label={t('upload.delete', { name: record.name })} onClick={onDelete} disabled={isDeleting}>
          <Trash2 aria-hidden="true" className="text-red-700" />
        </Button>
      )}
    </div>
  );
};
