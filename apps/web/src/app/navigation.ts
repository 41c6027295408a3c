// The sidebar's links in spec order (section 2 "Sidebar"); labels and permissions come from the route registry.
import { can, type TAccessSubject } from '@centinela/shared';
import {
  BookOpen,
  Briefcase,
  Building,
  Building2,
  CalendarClock,
  CalendarDays,
  CalendarRange,
  Car,
  ChartColumn,
  GraduationCap,
  LayoutDashboard,
  ListChecks,
  type LucideIcon,
  MapPin,
  Receipt,
  ShieldCheck,
  Shirt,
  Siren,
  TriangleAlert,
  Users,
  Wallet,
} from 'lucide-react';
import { findAppRoute, SETTINGS_ROUTES, type TAppRoute } from './routes';

export type TNavLink = TAppRoute & { icon?: LucideIcon };

const SIDEBAR_ORDER: [path: string, icon: LucideIcon][] = [
  ['/dashboard', LayoutDashboard],
  ['/shifts-dashboard', CalendarClock],
  ['/opportunities-report', Briefcase],
  ['/rosters-view', CalendarDays],
  ['/companies', Building2],
  ['/customer-companies', Building],
  ['/users', Users],
  ['/posts', MapPin],
  ['/rosters', CalendarRange],
  ['/tasks', ListChecks],
  ['/payroll', Wallet],
  ['/invoicing-payments', Receipt],
  ['/uniforms-accessories', Shirt],
  ['/vehicles', Car],
  ['/emergency-directory', Siren],
  ['/protocols', ShieldCheck],
  ['/novelties-incidents', TriangleAlert],
  ['/reports', ChartColumn],
  ['/wiki', BookOpen],
  ['/tutorial', GraduationCap],
];

const toNavLink = ([path, icon]: [string, LucideIcon]): TNavLink => {
  const route = findAppRoute(path);
  if (!route) throw new Error(`Sidebar link ${path} has no route in routes.tsx`);
  return { ...route, icon };
};

export const SIDEBAR_LINKS: readonly TNavLink[] = SIDEBAR_ORDER.map(toNavLink);

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
