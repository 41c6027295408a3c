import { CircleAlert, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { cn } from '@/lib/cn';

export type TCardErrorProps = {
  message: string;
  onRetry: () => void;
  isRetrying?: boolean;
  /** What failed, for the retry button's accessible name ('Retry: Total guards'). */
  subject?: string;
  className?: string;
};

/** The error label with a retry button that every dashboard card shows when its data fails to load. */
export const CardError = ({ message, onRetry, isRetrying = false, subject, className }: TCardErrorProps) => {
  const { t } = useTranslation('common');
  return (
    <div role="alert" className={cn('flex flex-wrap items-center gap-2 text-sm text-red-700', className)}>
      <CircleAlert className="size-4 shrink-0" aria-hidden="true" />
      <span>{message}</span>
      <Button
        variant="outline"
        size="sm"
        onClick={onRetry}
        disabled={isRetrying}
        aria-label={subject ? t('actions.retryWhat', { what: subject }) : undefined}
      >
        <RotateCw aria-hidden="true" className={cn(isRetrying && 'animate-spin')} />
        {t('actions.retry')}
      </Button>
    </div>
  );
};
