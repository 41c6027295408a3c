// An area's web manifest: everything the web's central lists need from one area, declared in the area's own folder
// (features/<area>/area.ts). app/areas.ts finds the manifests; the route metadata (app/routes.ts), the router's page
// table (app/route-table.tsx), the sidebar, the settings and reports hubs and the live-update table read that list,
// so a new area adds its folder and nothing else on the web (docs/ARCHITECTURE.md "How to add an area").
//
// A manifest is metadata only: a route names its page ('PostsPage', the file features/<area>/pages/PostsPage.tsx and
// its export of that name) and only the router's page table loads pages, so hub pages and tours that read routes
// never import the pages that read them back.
import type { TResource, TSystemLogEntityType } from '@centinela/shared';
import type { LucideIcon } from 'lucide-react';
import type { TNsKey } from '@/i18n/keys';

export const SETTINGS_HUB_GROUPS = ['company', 'access', 'data', 'product'] as const;
export type TSettingsHubGroup = (typeof SETTINGS_HUB_GROUPS)[number];

export const REPORTS_HUB_GROUPS = ['staffing', 'postsRosters', 'operations', 'audit'] as const;
export type TReportsHubGroup = (typeof REPORTS_HUB_GROUPS)[number];

type TRouteBase = {
  path: string;
  /** i18n key of the page title (header, browser tab, sidebar label). */
  titleKey: TNsKey<'shell'>;
  /**
   * The page: the name of a file of the area's pages/ folder and of its export (the router loads it lazily), or null
   * for the honest "not available yet" placeholder of a page the product lists but no issue has built yet.
   */
  page: string | null;
};

/** A page inside the app layout; a signed-in session is required. */
export type TAreaAppRoute = TRouteBase & {
  /** The user needs can(user, 'view', resource) to open the page (and to see its sidebar link). */
  resource: TResource;
  /**
   * A sidebar link. `order` places it among every area's links (the spec's order, section 2); `icon` is drawn beside
   * main links. Paths under /settings/ are links of the settings group (no icon), ordered among themselves.
   */
  sidebar?: { order: number; icon?: LucideIcon };
  /**
   * A card of the settings hub (/settings): its group, its place in the group, its icon and the key of its line on what
   * the page changes (the card's title is the route's title).
   */
  settingsHub?: { group: TSettingsHubGroup; order: number; icon: LucideIcon; descriptionKey: TNsKey<'shell'> };
  /** A card of the reports hub (/reports): its group, its place in the group and the key of its line on what it shows. */
  reportsHub?: { group: TReportsHubGroup; order: number; descriptionKey: TNsKey<'reports'> };
};

/** A page opened from a link sent to someone (the token is the credential): no sign-in, no app layout. */
export type TAreaPublicRoute = TRouteBase & { isPublic: true };

export type TAreaRoute = TAreaAppRoute | TAreaPublicRoute;

export type TWebArea = {
  /** The area's one name: its folder under features/ (and modules/ on the server). */
  name: string;
  /** Its i18n namespace (locales/{es,en}/<namespace>.json), when it has one of its own. */
  namespace?: string;
  routes?: readonly TAreaRoute[];
  /**
   * Live updates: for each entity type (the system-log entity types, one area each), the first parts of the query keys
   * (API paths) that show it — marked stale when such an entity changes (lib/live-updates.ts).
   */
  liveQueryPrefixes?: Partial<Record<TSystemLogEntityType, readonly string[]>>;
};

/** Declares an area's manifest (an identity function: it types the declaration and names its purpose). */
export const defineArea = <const T extends TWebArea>(area: T): T => area;

export const isPublicRoute = (route: TAreaRoute): route is TAreaPublicRoute => 'isPublic' in route;
