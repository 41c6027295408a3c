// Placeholder for areas that later issues build: says plainly that the area is not available yet.
import { Construction } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandMark } from '@/components/brand/BrandMark';
import { Button } from '@/components/ui/Button';
import { useRouteTitleKey } from '../useRouteTitle';
import { StatusCard } from './StatusCard';

const NotAvailableCard = ({ hasHomeLink }: { hasHomeLink: boolean }) => {
  const { t } = useTranslation(['shell', 'auth']);
  const titleKey = useRouteTitleKey();
  const area = titleKey ? t(titleKey) : t('notAvailable.thisArea');
  return (
    <StatusCard
      icon={Construction}
      title={t('notAvailable.title')}
      actions={
        hasHomeLink && (
          <Button asChild variant="outline">
            <Link to="/dashboard">{t('notFound.goHome')}</Link>
          </Button>
        )
      }
    >
      <p>{t('notAvailable.message', { area })}</p>
    </StatusCard>
  );
};

export const NotAvailablePage = () => <NotAvailableCard hasHomeLink />;

/** The same message for public pages outside the app layout (e.g. a face-recognition link). */
export const StandaloneNotAvailablePage = () => (
  <main className="flex min-h-full flex-col items-center px-4 py-10">
    <BrandMark />
    <NotAvailableCard hasHomeLink={false} />
  </main>
);
