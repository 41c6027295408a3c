// The signed-in frame: fixed sidebar on wide screens, a slide-in panel on small ones, the header, and the page.
import type { TSessionUser } from '@centinela/shared';
import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { ConfirmDialogHost } from '@/components/ui/AlertDialog';
import { Dialog, SheetContent } from '@/components/ui/Dialog';
import { useKeepLanguage } from '@/features/auth/hooks/useKeepLanguage';
import { useCriticalToasts } from '@/features/notifications/hooks/useCriticalToasts';
import { PhoneDialog } from '@/features/phone/components/PhoneDialog';
import { usePhoneAutoConnect } from '@/features/phone/hooks/usePhoneAutoConnect';
import { TutorialTour } from '@/features/tutorial/components/TutorialTour';
import { useLiveUpdates, useRefetchOnLanguageChange } from '@/lib/live-updates';
import { PageLoading } from '../pages/LoadingPage';
import { useRouteTitleKey } from '../useRouteTitle';
import { Header } from './Header';
import { Sidebar } from './Sidebar';

export const AppLayout = ({ user, children }: { user: TSessionUser; children?: ReactNode }) => {
  const { t, i18n } = useTranslation(['shell', 'auth']);
  const titleKey = useRouteTitleKey();
  const title = titleKey ? t(titleKey) : '';
  const { pathname } = useLocation();
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  useLiveUpdates(user.id);
  useCriticalToasts();
  usePhoneAutoConnect(user.id);
  useRefetchOnLanguageChange(i18n.language);
  useKeepLanguage(user, i18n.language);

  useEffect(() => {
    document.title = title ? `${title} · Centinela` : 'Centinela';
  }, [title]);

  // A new page closes the mobile menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on path change only
  useEffect(() => setIsMenuOpen(false), [pathname]);

  return (
    <>
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-white px-3 py-2 text-sm font-medium text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('nav.skipToContent')}
      </a>
      <div className="min-h-full">
        <aside className="fixed inset-y-0 left-0 z-40 hidden w-68 md:block">
          <Sidebar user={user} />
        </aside>
        <Dialog open={isMenuOpen} onOpenChange={setIsMenuOpen}>
          <SheetContent title={t('nav.label')} className="md:hidden">
            <Sidebar user={user} onNavigate={() => setIsMenuOpen(false)} onClose={() => setIsMenuOpen(false)} />
          </SheetContent>
        </Dialog>
        <div className="flex min-h-full min-w-0 flex-col md:pl-68">
          <Header title={title} user={user} onOpenMenu={() => setIsMenuOpen(true)} />
          {/* data-path: the path whose page is on screen (after a client-side navigation commits), for tests and tools. */}
          <main
            id="main-content"
            tabIndex={-1}
            data-path={pathname}
            className="min-w-0 flex-1 px-4 py-6 focus:outline-none sm:px-6 lg:px-8"
          >
            <Suspense fallback={<PageLoading />}>{children ?? <Outlet />}</Suspense>
          </main>
        </div>
      </div>
      <ConfirmDialogHost />
      <PhoneDialog />
      <TutorialTour />
    </>
  );
};
