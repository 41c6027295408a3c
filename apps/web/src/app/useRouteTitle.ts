// The title of the current page from the deepest matched route's handle (set by the router from the registry).
import { useMatches } from 'react-router';
import type { TNsKey } from '@/i18n/keys';

/** The title's key: the shell's pages and the sign-in page's. */
export type TRouteTitleKey = TNsKey<'shell' | 'auth'>;

export type TRouteHandle = { titleKey: TRouteTitleKey };

const isRouteHandle = (handle: unknown): handle is TRouteHandle =>
  typeof handle === 'object' && handle !== null && typeof (handle as { titleKey?: unknown }).titleKey === 'string';

export const useRouteTitleKey = (): TRouteTitleKey | null => {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i].handle;
    if (isRouteHandle(handle)) return handle.titleKey;
  }
  return null;
};
