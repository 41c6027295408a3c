// The router's page table: every route of the areas' manifests (routes.ts) with its lazily loaded page. Only the router
// imports this module, and only once a signed-in or public page is opened (router.tsx), so the sign-in route loads
// neither the manifests nor this table; the pages and hubs read routes.ts, never this.
import { matchPath, type RouteObject } from 'react-router';
import type { ComponentType } from 'react';
import { PublicPage, RoutePage } from './guards';
import { lazyPage, type TLazyPage } from './lazyPage';
import { loadAppFrame } from './preload';
import { APP_ROUTES, PUBLIC_ROUTES } from './routes';
import type { TRouteHandle } from './useRouteTitle';

type TPageModule = Record<string, ComponentType>;

/** Every page file, loaded on first use: an area's pages (features/<area>/pages/) and the shell's (app/pages/). */
const PAGE_FILES = import.meta.glob<TPageModule>(['../features/*/pages/*Page.tsx', './pages/*Page.tsx']);

/** Honest placeholder for the pages the product lists that later issues build (a route's `page: null`). */
const NotAvailable = lazyPage(() => import('./pages/NotAvailablePage'), 'NotAvailablePage');

/** The file of a route's page: the shell's pages are in app/pages/, an area's in features/<area>/pages/. */
export const pageFileOf = (area: string, page: string) =>
  area === 'shell' ? `./pages/${page}.tsx` : `../features/${area}/pages/${page}.tsx`;

const pages = new Map<string, TLazyPage>();

/** The lazy component of a route's page (one per page, so React keeps it across renders). */
export const pageOf = (route: { area: string; page: string | null }): TLazyPage => {
  if (route.page === null) return NotAvailable;
  const file = pageFileOf(route.area, route.page);
  const load = PAGE_FILES[file];
  if (!load) throw new Error(`The page ${route.page} of area ${route.area} has no file ${file}`);
  let page = pages.get(file);
  if (!page) {
    page = lazyPage(load, route.page);
    pages.set(file, page);
  }
  return page;
};

/** Starts the download of a route's page chunk (the browser's module map keeps the one the lazy page then reads). */
const preloadPage = (route: { area: string; page: string | null }) => {
  if (route.page === null) return;
  void PAGE_FILES[pageFileOf(route.area, route.page)]?.().catch(() => undefined); // the page shows the error itself
};

/** The page chunk of whichever route `pathname` opens (a sidebar link about to be followed: preload.ts). */
export const preloadPageAt = (pathname: string) => {
  const route = [...APP_ROUTES, ...PUBLIC_ROUTES].find((candidate) => matchPath(candidate.path, pathname));
  if (route) preloadPage(route);
};

const handle = (titleKey: TRouteHandle['titleKey']): TRouteHandle => ({ titleKey });

// Each route's loader starts its downloads when the router matches it, before anything renders: the page chunk, and for
// a signed-in page the frame too, side by side with the session (preload.ts). Loaders return at once: the page's own
// Suspense shows while they arrive, and the page asks for its data itself.

/** Public pages, at the top of the route tree. */
export const publicRouteObjects: RouteObject[] = PUBLIC_ROUTES.map((route) => ({
  path: route.path,
  element: <PublicPage route={{ page: pageOf(route) }} />,
  handle: handle(route.titleKey),
  loader: () => {
    preloadPage(route);
    return null;
  },
}));

/** Signed-in pages, children of the session layout route. */
export const appRouteObjects: RouteObject[] = APP_ROUTES.map((route) => ({
  path: route.path,
  element: <RoutePage route={{ resource: route.resource, page: pageOf(route) }} />,
  handle: handle(route.titleKey),
  loader: () => {
    preloadPage(route);
    void loadAppFrame().catch(() => undefined); // the frame's lazy component shows a failed download
    return null;
  },
}));
