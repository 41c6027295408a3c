// App toasts (sonner): one visible at a time, 5000 ms each (spec section 9). Call toast.success / toast.error from 'sonner'.
import { Toaster as SonnerToaster } from 'sonner';

export const TOAST_DURATION_MS = 5000;

export const Toaster = () => (
  <SonnerToaster visibleToasts={1} duration={TOAST_DURATION_MS} position="top-right" richColors closeButton toastOptions={{ className: 'font-sans' }} />
);
