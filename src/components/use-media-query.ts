// Whether a media query matches now, following changes (the mobile layout below the medium
// breakpoint, spec §2.6). Without matchMedia (jsdom) nothing matches: the desktop layout.
import { useCallback, useSyncExternalStore } from 'react';

/** Spec §9: the mobile layout applies below the medium breakpoint (768 px). */
export const MOBILE_QUERY = '(max-width: 767.98px)';

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const read = () => typeof window !== 'undefined' && !!window.matchMedia && window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, read, () => false);
}
