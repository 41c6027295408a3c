// Builds the router. The sign-in route's own routes are here ('/', '/login', 404); the pages of the areas' manifests
// (route-table.tsx) are added the first time a path that may be one of them is opened (React Router's
// patchRoutesOnNavigation: a path that only the 404 route matches), so the sign-in page never loads the manifests.
// Opened on any other path, the table is fetched at start-up (preload.ts), beside the session.
import { createBrowserRouter, createMemoryRouter, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { LoginRoute, NotFoundRoute, RequireSession } from './guards';
import { FullScreenLoading } from './pages/LoadingPage';
import { loadRouteTable, preloadAtStart } from './preload';
import type { TRouteHandle } from './useRouteTitle';

const handle = (titleKey: TRouteHandle['titleKey']): TRouteHandle => ({ titleKey });

/** The layout route of every signed-in page: the page table's routes are patched in as its children. */
const SIGNED_IN_ROUTE_ID = 'signed-in';

/** What shows while the page table loads on the first visit: whichever base route the path partly matches. */
const loading = <FullScreenLoading />;

const baseRoutes = (): RouteObject[] => [
  { path: '/', element: <LoginRoute />, handle: handle('auth:login.title'), hydrateFallbackElement: loading },
  { path: '/login', element: <LoginRoute />, handle: handle('auth:login.title'), hydrateFallbackElement: loading },
  { id: SIGNED_IN_ROUTE_ID, element: <RequireSession />, children: [], hydrateFallbackElement: loading },
  { path: '*', element: <NotFoundRoute />, handle: handle('shell:notFound.title'), hydrateFallbackElement: loading },
];

/** Adds the page table to one router, once (each router has its own route tree). */
const discoverPages = (): PatchRoutesOnNavigationFunction => {
  let isPatched = false;
  return async ({ patch, signal }) => {
    if (isPatched) return;
    const table = await loadRouteTable();
    if (isPatched || signal.aborted) return;
    patch(null, table.publicRouteObjects);
    patch(SIGNED_IN_ROUTE_ID, table.appRouteObjects);
    isPatched = true;
  };
};

export const createAppRouter = () => {
  preloadAtStart(window.location.pathname);
  return createBrowserRouter(baseRoutes(), { patchRoutesOnNavigation: discoverPages() });
};

/** For tests: the same routes in memory, starting at `path`. */
export const createTestRouter = (path: string) =>
  createMemoryRouter(baseRoutes(), { initialEntries: [path], patchRoutesOnNavigation: discoverPages() });
