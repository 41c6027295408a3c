// Loading placeholders: inside the layout while a page's code loads, and full screen while the session is checked.
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/Spinner';

export const PageLoading = () => {
  const { t } = useTranslation('common');
  return (
    <div className="flex min-h-64 items-center justify-center gap-3 text-sm text-slate-600" role="status" aria-live="polite">
      <Spinner className="size-5" />
      {t('states.loading')}
    </div>
  );
};

export const FullScreenMessage = ({ message }: { message: string }) => (
  <div className="flex min-h-full items-center justify-center gap-3 p-6 text-sm text-slate-600" role="status" aria-live="polite">
    <Spinner className="size-5" />
    {message}
  </div>
);

export const FullScreenLoading = () => {
  const { t } = useTranslation('common');
  return <FullScreenMessage message={t('states.loading')} />;
};
