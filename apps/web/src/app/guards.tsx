// Session and permission gates of the router: signed-in pages, the login page, each page's view permission, 404.
import { can, type TResource, type TSessionUser } from '@centinela/shared';
import { RotateCw, ServerCrash } from 'lucide-react';
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/Button';
import { useSession } from '@/features/auth/hooks/useSession';
import { errorMessage } from '@/lib/errors';
import { AppReady } from './AppReady';
import { lazyPage } from './lazyPage';
import { FullScreenLoading, FullScreenMessage } from './pages/LoadingPage';
import { NoAccessCard } from './pages/NoAccessCard';
import { NotFoundPage } from './pages/NotFoundPage';
import { loadAppFrame } from './preload';
import { StatusCard } from './pages/StatusCard';

// The sign-in page is wired here, not through the areas' manifests: the sign-in route loads none of them (its budget).
const LoginPage = lazyPage(() => import('@/features/auth/pages/LoginPage'), 'LoginPage');

// The signed-in frame (sidebar, header, dialogs) is not needed to sign in: loaded after, in its own chunk, with
// everything pages need (preload.ts loadAppFrame): the sign-in page ships only the essential translations.
const LazyAppLayout = lazy(async () => ({ default: (await loadAppFrame()).AppLayout }));

const AppLayout = ({ user, children }: { user: TSessionUser; children?: ReactNode }) => (
  <Suspense fallback={<FullScreenLoading />}>
    <LazyAppLayout user={user}>{children}</LazyAppLayout>
  </Suspense>
);

const RedirectToLogin = () => {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    void navigate('/login', { replace: true, state: { from: location.pathname } });
  }, [navigate, location.pathname]);
  return <FullScreenMessage message={t('redirecting')} />;
};

const SessionError = ({ error, onRetry }: { error: unknown; onRetry: () => void }) => {
  const { t } = useTranslation('common');
  return (
    <div className="p-4">
      <StatusCard
        icon={ServerCrash}
        tone="warning"
        title={t('states.sessionError')}
        actions={
          <Button onClick={onRetry}>
            <RotateCw aria-hidden="true" />
            {t('actions.retry')}
          </Button>
        }
      >
        {errorMessage(error)}
      </StatusCard>
    </div>
  );
};

/** Layout route of every signed-in page: checks the session, then draws the app frame. */
export const RequireSession = () => {
  const { user, isLoading, error, refetch } = useSession();
  if (isLoading) return <FullScreenLoading />;
  if (error) return <SessionError error={error} onRetry={() => void refetch()} />;
  if (!user) return <RedirectToLogin />;
  return <AppLayout user={user} />;
};

/** '/' and '/login': the login screen, or straight to the dashboard for someone already signed in. */
export const LoginRoute = () => {
  const { user, isLoading } = useSession();
  if (isLoading) return <FullScreenLoading />;
  if (user) return <Navigate to="/dashboard" replace />;
  return (
    <Suspense fallback={<FullScreenLoading />}>
      <LoginPage />
    </Suspense>
  );
};

/** One registry page: the 'no access' card when the user may not view its resource. */
export const RoutePage = ({ route }: { route: { resource: TResource; page: ComponentType } }) => {
  const { subject } = useSession();
  if (!can(subject, 'view', route.resource)) return <NoAccessCard />;
  const Page = route.page;
  return <Page />;
};

/** Unknown paths: the 404 card, inside the app frame for a signed-in user. */
export const NotFoundRoute = () => {
  const { user, isLoading } = useSession();
  if (isLoading) return <FullScreenLoading />;
  if (user) {
    return (
      <AppLayout user={user}>
        <NotFoundPage />
      </AppLayout>
    );
  }
  return (
    <main className="flex min-h-full items-start justify-center px-4 py-10">
      <Suspense fallback={<FullScreenLoading />}>
        <AppReady>
          <NotFoundPage homePath="/login" />
        </AppReady>
      </Suspense>
    </main>
  );
};

/** Public pages (no sign-in): the page alone, with a loading placeholder. */
export const PublicPage = ({ route }: { route: { page: ComponentType } }) => {
  const Page = route.page;
  return (
    <Suspense fallback={<FullScreenLoading />}>
      <AppReady>
        <Page />
      </AppReady>
    </Suspense>
  );
};
