// The route metadata of every page (spec section 2), read from the areas' manifests (app/areas.ts): path, permission
// resource, title key — no pages. The sidebar, the hubs and the tours read it; only the router's page table
// (route-table.tsx) loads pages. To ship a page the product lists, set `page` of its route in its area's manifest.
import { isPublicRoute, type TAreaAppRoute, type TAreaPublicRoute } from './area';
import { AREAS } from './areas';

/** A signed-in page's metadata, with the area (its folder under features/) whose pages/ holds its page. */
export type TAppRoute = TAreaAppRoute & { area: string };
export type TPublicRoute = TAreaPublicRoute & { area: string };

const ALL_ROUTES: readonly (TAppRoute | TPublicRoute)[] = AREAS.flatMap((area) =>
  (area.routes ?? []).map((route) => ({ ...route, area: area.name })),
);

/** Pages inside the app layout; a signed-in session is required. */
export const APP_ROUTES: readonly TAppRoute[] = ALL_ROUTES.filter((route): route is TAppRoute => !isPublicRoute(route));

/** Pages opened from a link sent to someone (the token is the credential): no sign-in, no app layout. */
export const PUBLIC_ROUTES: readonly TPublicRoute[] = ALL_ROUTES.filter((route): route is TPublicRoute => isPublicRoute(route));

export const findAppRoute = (path: string): TAppRoute | undefined => APP_ROUTES.find((route) => route.path === path);

const bySidebarOrder = (a: TAppRoute, b: TAppRoute) => (a.sidebar?.order ?? 0) - (b.sidebar?.order ?? 0);

/** The sidebar's main links, in the spec's order (their `sidebar.order`). */
export const SIDEBAR_ROUTES: readonly TAppRoute[] = APP_ROUTES.filter(
  (route) => route.sidebar !== undefined && !route.path.startsWith('/settings/'),
).sort(bySidebarOrder);

/** The settings sub-pages, in the sidebar's order (the sidebar's settings group). */
export const SETTINGS_ROUTES: readonly TAppRoute[] = APP_ROUTES.filter((route) => route.path.startsWith('/settings/')).sort(bySidebarOrder);

/** True when the page at `path` is built (not the "not available yet" placeholder): the hubs mark the others. */
export const isBuiltRoute = (path: string): boolean => {
  const route = findAppRoute(path);
  return route !== undefined && route.page !== null;
};
