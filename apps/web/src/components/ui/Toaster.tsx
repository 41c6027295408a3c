// App toasts (sonner): one at a time, 5000 ms each (spec section 9). Call toast.success / toast.error from 'sonner'.
// A new toast replaces the one on screen: sonner's visibleToasts only hides older toasts (they stay in the page, are
// still announced and come back on hover), so the older ones are dismissed as soon as a newer one arrives.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Toaster as SonnerToaster, toast, useSonner } from 'sonner';

export const TOAST_DURATION_MS = 5000;

const OneToastAtATime = () => {
  const { toasts } = useSonner();
  useEffect(() => {
    // Newest first: everything after it gives way.
    for (const older of toasts.slice(1)) toast.dismiss(older.id);
  }, [toasts]);
  return null;
};

export const Toaster = () => {
  const { t } = useTranslation('common');
  return (
    <>
      <OneToastAtATime />
      <SonnerToaster
        visibleToasts={1}
        duration={TOAST_DURATION_MS}
        position="bottom-right"
        richColors
        closeButton
        containerAriaLabel={t('toasts.region')}
        toastOptions={{ className: 'font-sans', closeButtonAriaLabel: t('toasts.close') }}
      />
    </>
  );
};
