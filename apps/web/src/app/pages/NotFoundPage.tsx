import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/Button';
import { StatusCard } from './StatusCard';

/** 404 card for any path the app does not know (spec section 2). */
export const NotFoundPage = ({ homePath = '/dashboard' }: { homePath?: string }) => {
  const { t } = useTranslation('shell');
  return (
    <StatusCard
      icon={SearchX}
      tone="neutral"
      title={t('notFound.title')}
      actions={
        <Button asChild>
          <Link to={homePath}>{homePath === '/login' ? t('notFound.goToLogin') : t('notFound.goHome')}</Link>
        </Button>
      }
    >
      {t('notFound.message')}
    </StatusCard>
  );
};
