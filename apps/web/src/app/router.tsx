// Builds the router from the registry (routes.tsx): public pages, login, signed-in pages in the layout, 404.
import { createBrowserRouter, createMemoryRouter, type RouteObject } from 'react-router';
import { LoginRoute, NotFoundRoute, PublicPage, RequireSession, RoutePage } from './guards';
import { APP_ROUTES, PUBLIC_ROUTES } from './routes';
import type { TRouteHandle } from './useRouteTitle';

const handle = (titleKey: string): TRouteHandle => ({ titleKey });

export const appRouteObjects: RouteObject[] = [
  { path: '/', element: <LoginRoute />, handle: handle('auth:login.title') },
  { path: '/login', element: <LoginRoute />, handle: handle('auth:login.title') },
  ...PUBLIC_ROUTES.map((route) => ({ path: route.path, element: <PublicPage route={route} />, handle: handle(route.titleKey) })),
  {
    element: <RequireSession />,
    children: APP_ROUTES.map((route) => ({ path: route.path, element: <RoutePage route={route} />, handle: handle(route.titleKey) })),
  },
  { path: '*', element: <NotFoundRoute />, handle: handle('shell:notFound.title') },
];

export const createAppRouter = () => createBrowserRouter(appRouteObjects);

/** For tests: the same routes in memory, starting at `path`. */
export const createTestRouter = (path: string) => createMemoryRouter(appRouteObjects, { initialEntries: [path] });
