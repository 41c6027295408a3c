// Whether a CSS media query matches now, kept current as the window changes (the data table's card layout).
import { useCallback, useSyncExternalStore } from 'react';

export const useMediaQuery = (query: string): boolean => {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
};

/** Under 640 px (Tailwind's `sm`) lists show one card per row. */
export const CARD_LAYOUT_QUERY = '(max-width: 639.98px)';
