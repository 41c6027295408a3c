// The app's navigation: links filtered by can(user, 'view', resource), the settings group, and the signed-in user.
import { displayName, type TSessionUser, toAccessSubject } from '@centinela/shared';
import { ChevronDown, Settings, X } from 'lucide-react';
import { Collapsible } from 'radix-ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { BrandMark } from '@/components/brand/BrandMark';
import { cn } from '@/lib/cn';
import { visibleNavigation } from '../navigation';
import { preloadPath } from '../preload';
import { ROLE_LABEL_KEYS } from '../roleLabels';

export type TSidebarProps = {
  user: TSessionUser;
  /** Called after a link is followed (closes the mobile panel). */
  onNavigate?: () => void;
  /** Shows a close button (mobile panel). */
  onClose?: () => void;
};

/** A link's page chunk starts downloading when the pointer reaches it or it gets keyboard focus, before the click. */
const preloadOnIntent = (path: string) => ({ onPointerEnter: () => preloadPath(path), onFocus: () => preloadPath(path) });

const linkClassName = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex items-center gap-3 rounded-md px-3 py-1.5 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-300',
    isActive ? 'bg-white/12 text-white' : 'text-slate-300 hover:bg-white/6 hover:text-white',
  );

const isSettingsPath = (pathname: string) => pathname === '/settings' || pathname.startsWith('/settings/');

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

export const Sidebar = ({ user, onNavigate, onClose }: TSidebarProps) => {
  const { t } = useTranslation(['shell', 'common']);
  const { pathname } = useLocation();
  const nav = useMemo(() => visibleNavigation(toAccessSubject(user)), [user]);
  const isOnSettings = isSettingsPath(pathname);
  const [isSettingsOpen, setIsSettingsOpen] = useState(isOnSettings);
  const navRef = useRef<HTMLElement>(null);

  // The group opens by itself whenever a /settings/ page is shown.
  useEffect(() => {
    if (isOnSettings) setIsSettingsOpen(true);
  }, [isOnSettings]);

  // Keep the current page's link in view in a long (scrolling) list.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page changes
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      navRef.current?.querySelector('[aria-current="page"]')?.scrollIntoView?.({ block: 'nearest' });
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname]);

  const name = displayName(user);

  return (
    <div className="flex h-full flex-col bg-brand-950 text-white">
      <div className="flex h-14 shrink-0 items-center justify-between border-b border-white/10 px-5">
        <BrandMark isInverted />
        {onClose && (
          <button
            type="button"
            onClick={onClose}
            aria-label={t('nav.closeMenu')}
            className="-mr-2 rounded-md p-2 text-slate-300 hover:bg-white/10 hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-300"
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        )}
      </div>
      <nav ref={navRef} aria-label={t('nav.label')} className="flex-1 overflow-y-auto px-3 py-4">
        <ul className="space-y-px">
          {nav.links.map(({ path, titleKey, icon: Icon }) => (
            <li key={path}>
              <NavLink to={path} className={linkClassName} onClick={onNavigate} {...preloadOnIntent(path)}>
                {Icon && <Icon className="size-4 shrink-0" aria-hidden="true" />}
                <span className="truncate">{t(titleKey)}</span>
              </NavLink>
            </li>
          ))}
          {nav.settingsLinks.length > 0 && (
            <li>
              <Collapsible.Root open={isSettingsOpen} onOpenChange={setIsSettingsOpen}>
                <Collapsible.Trigger className={cn(linkClassName({ isActive: false }), 'w-full', isOnSettings && 'text-white')}>
                  <Settings className="size-4 shrink-0" aria-hidden="true" />
                  <span className="flex-1 truncate text-left">{t('nav.settings')}</span>
                  <ChevronDown className={cn('size-4 shrink-0 transition-transform', isSettingsOpen && 'rotate-180')} aria-hidden="true" />
                </Collapsible.Trigger>
                <Collapsible.Content>
                  <ul className="mt-0.5 ml-5 space-y-0.5 border-l border-white/10 pl-2">
                    {nav.settingsLinks.map(({ path, titleKey }) => (
                      <li key={path}>
                        <NavLink
                          to={path}
                          className={({ isActive }) => cn(linkClassName({ isActive }), 'py-1.5 font-normal')}
                          onClick={onNavigate}
                          {...preloadOnIntent(path)}
                        >
                          <span className="truncate">{t(titleKey)}</span>
                        </NavLink>
                      </li>
                    ))}
                  </ul>
                </Collapsible.Content>
              </Collapsible.Root>
            </li>
          )}
        </ul>
      </nav>
      <div className="flex shrink-0 items-center gap-3 border-t border-white/10 px-4 py-3" data-testid="sidebar-user">
        <span
          aria-hidden="true"
          className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold"
        >
          {initialsOf(name)}
        </span>
        <div className="min-w-0">
          <p className="truncate text-sm font-medium text-white">{name}</p>
          <p className="text-xs leading-snug text-slate-300">{t(ROLE_LABEL_KEYS[user.role])}</p>
        </div>
      </div>
    </div>
  );
};
