// A client component: it is rendered through filter-panel.tsx (see there).
import { useEffect } from "react";

import { takeRestoreTarget } from "@/lib/cars/scroll-memory";

/**
 * Rendered after the stock list's cards: when a link brings the visitor back from a car, it scrolls to the position
 * saved when they left the list for it; after the featured-offer/menu marks, to the top (docs/showroom.md).
 */
export function CarsScrollRestorer() {
  useEffect(() => {
    let target: number | null = null;
    try {
      target = takeRestoreTarget(
        window.sessionStorage,
        `${window.location.pathname}${window.location.search}`,
      );
    } catch {
      target = null;
    }
    if (target === null) return;
    const y = target;
    // After the router's own scroll handling for this navigation has run.
    const frame = requestAnimationFrame(() => window.scrollTo({ top: y, left: 0, behavior: "instant" }));
    return () => cancelAnimationFrame(frame);
  }, []);
  return null;
}
