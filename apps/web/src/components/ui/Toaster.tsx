// App toasts (sonner): one visible at a time, 5000 ms each (spec section 9). Call toast.success / toast.error from 'sonner'.
import { useTranslation } from 'react-i18next';
import { Toaster as SonnerToaster } from 'sonner';

export const TOAST_DURATION_MS = 5000;

export const Toaster = () => {
  const { t } = useTranslation('common');
  return (
    <SonnerToaster
      visibleToasts={1}
      duration={TOAST_DURATION_MS}
      position="bottom-right"
      richColors
      closeButton
      containerAriaLabel={t('toasts.region')}
      toastOptions={{ className: 'font-sans', closeButtonAriaLabel: t('toasts.close') }}
    />
  );
};
