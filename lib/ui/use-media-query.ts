import { useCallback, useSyncExternalStore } from "react";

/**
 * Whether a CSS media query matches, following changes (a phone turned sideways, a window resized). Before the
 * browser can tell (the server's render, hydration), `serverValue`.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}
