// What a list or panel shows when its data failed to load: the reason and, when it can be asked again, a Retry button.
import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/errors';
import { Button } from './Button';
import { EmptyState } from './EmptyState';

export type TErrorStateProps = {
  icon?: LucideIcon;
  title: string;
  error: unknown;
  onRetry?: () => void;
};

export const ErrorState = ({ icon, title, error, onRetry }: TErrorStateProps) => {
  const { t } = useTranslation('common');
  return (
    <EmptyState
      icon={icon}
      title={title}
      description={errorMessage(error)}
      action={
        onRetry && (
          <Button variant="outline" onClick={() => onRetry()}>
            {t('actions.retry')}
          </Button>
        )
      }
    />
  );
};
