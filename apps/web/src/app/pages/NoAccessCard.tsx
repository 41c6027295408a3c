import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/Button';
import { StatusCard } from './StatusCard';

/** Shown in place of a page the signed-in user may not view. */
export const NoAccessCard = () => {
  const { t } = useTranslation('shell');
  return (
    <StatusCard
      icon={Lock}
      tone="warning"
      title={t('noAccess.title')}
      actions={
        <Button asChild variant="outline">
          <Link to="/dashboard">{t('notFound.goHome')}</Link>
        </Button>
      }
    >
      {t('noAccess.message')}
    </StatusCard>
  );
};
