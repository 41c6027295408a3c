// The title of the current page from the deepest matched route's handle (set by the router from the registry).
import { useMatches } from 'react-router';

export type TRouteHandle = { titleKey: string };

const isRouteHandle = (handle: unknown): handle is TRouteHandle =>
  typeof handle === 'object' && handle !== null && typeof (handle as { titleKey?: unknown }).titleKey === 'string';

export const useRouteTitleKey = (): string | null => {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i].handle;
    if (isRouteHandle(handle)) return handle.titleKey;
  }
  return null;
};
