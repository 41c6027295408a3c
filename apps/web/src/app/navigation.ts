// The sidebar's links in spec order (section 2 "Sidebar"): each area's manifest gives its links' place and icon
// (`sidebar` of a route, app/area.ts); labels and permissions are the routes' own.
import { can, type TAccessSubject } from '@centinela/shared';
import type { LucideIcon } from 'lucide-react';
import { SETTINGS_ROUTES, SIDEBAR_ROUTES, type TAppRoute } from './routes';

export type TNavLink = TAppRoute & { icon?: LucideIcon };

export const SIDEBAR_LINKS: readonly TNavLink[] = SIDEBAR_ROUTES.map((route) => ({ ...route, icon: route.sidebar?.icon }));

/** The settings group needs 'settings'; each sub-page also needs its own resource (e.g. roles). */
export const SETTINGS_GROUP_RESOURCE = 'settings' as const;

export type TVisibleNav = { links: TNavLink[]; settingsLinks: TAppRoute[] };

export const visibleNavigation = (subject: TAccessSubject | null): TVisibleNav => {
  const canView = (route: TAppRoute) => can(subject, 'view', route.resource);
  const isSettingsVisible = can(subject, 'view', SETTINGS_GROUP_RESOURCE);
  return {
    links: SIDEBAR_LINKS.filter(canView),
    settingsLinks: isSettingsVisible ? SETTINGS_ROUTES.filter(canView) : [],
  };
};
