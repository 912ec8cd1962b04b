"use client";

import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from "react";

import {
  TRACKED_CLICKS,
  hasPendingRestore,
  rememberLinkClick,
  savedListPath,
  sendTrack,
  takeRestoreTarget,
  trackViewOncePerDay,
  type BeaconAction,
} from "@/lib/visitor-memory";

// The showroom's tracking and scroll memory in the browser (docs/showroom.md), over the rules of
// lib/visitor-memory.ts. One listener for the whole showroom instead of a client component per link, so a page of
// car cards hydrates nothing per card. Links say what they mean in data attributes:
// - data-track-car + data-track-action ("whatsapp_click", "phone_click") report the click for that car;
// - data-scroll-memory ("list", "featured", "menu", "clear"), on a link or on a list of them (a grid of car cards),
//   feeds the stock list's scroll memory, and any other link from a car page to the list returns to the saved
//   position.
// The showroom's links are next/link links with prefetch={false} (prefetching each link that scrolls into view
// would download the pages behind a whole list of cards), or, where a page repeats them (the car cards), plain
// <a> elements: each next/link is a client component the phone hydrates, two per card. This listener navigates
// plain links to showroom pages in the app, as next/link does (router.push: no reload, the layout stays), leaving
// alone what next/link or another handler took care of; it prefetches a showroom page when the visitor points at,
// touches or focuses a link to it, and shows 'Carregando detalhes do carro...' while a car page is on its way.

const SHOWROOM_PAGE = /^\/(?:cars|car\/[^/]+|about|contact|avaliacao)?$/;

function linkOf(event: Event): HTMLAnchorElement | null {
  return event.target instanceof Element ? event.target.closest("a[href]") : null;
}

/** A click that opens the link in this tab: the main button, no modifier key (those open a new tab or window). */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** The link's path on this site when clicking it navigates this tab, else null. */
function sameTabPath(link: HTMLAnchorElement): URL | null {
  if ((link.target && link.target !== "_self") || link.hasAttribute("download")) return null;
  const url = new URL(link.href, window.location.href);
  return url.origin === window.location.origin ? url : null;
}

/**
 * The shown element a URL fragment names. Pages left by a client navigation stay in the document, hidden, so
 * an id may be there twice: the one with a layout box is the page on screen.
 */
function shownElement(hash: string): HTMLElement | null {
  let id = "";
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return null; // a fragment that is no percent-encoding names nothing here
  }
  if (!id) return null;
  for (const element of document.querySelectorAll<HTMLElement>(`[id="${CSS.escape(id)}"]`))
    if (element.getClientRects().length > 0) return element;
  return null;
}

function storage(kind: "sessionStorage" | "localStorage"): Storage | null {
  try {
    return window[kind];
  } catch {
    return null; // disabled by the browser: nothing is remembered
  }
}

/** Rendered once by the showroom's layout. */
export function VisitorEffects() {
  const router = useRouter();
  const pathname = usePathname();
  const [pendingCar, setPendingCar] = useState<string | null>(null);
  const [shownPath, setShownPath] = useState(pathname);
  const previous = useRef(pathname);
  const popped = useRef(false);

  // A car page that has arrived (or any other page) ends the loading notice; adjusted during render, as React
  // recommends over an effect.
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setPendingCar(null);
  }

  useEffect(() => {
    const prefetched = new Set<string>();

    const onClick = (event: MouseEvent) => {
      const link = linkOf(event);
      if (!link) return;
      const carId = link.dataset.trackCar;
      const action = link.dataset.trackAction as BeaconAction | undefined;
      if (carId && action && TRACKED_CLICKS.includes(action)) sendTrack(carId, action);
      const plainClick = isPlainClick(event);
      const target = sameTabPath(link);
      const memory = storage("sessionStorage");
      if (memory)
        rememberLinkClick(memory, {
          memory: link.closest<HTMLElement>("[data-scroll-memory]")?.dataset.scrollMemory,
          from: `${window.location.pathname}${window.location.search}`,
          to: target?.pathname ?? null,
          y: window.scrollY,
          plainClick,
        });
      if (plainClick && target?.pathname.startsWith("/car/") && target.pathname !== window.location.pathname)
        setPendingCar(target.pathname);
    };

    const onIntent = (event: Event) => {
      const link = linkOf(event);
      const target = link ? sameTabPath(link) : null;
      if (!target || !SHOWROOM_PAGE.test(target.pathname)) return;
      const path = `${target.pathname}${target.search}`;
      if (prefetched.has(path)) return;
      prefetched.add(path);
      router.prefetch(path);
    };

    // Bubble phase on the window: after React's handlers (next/link's among them) have run on the document.
    const onPlainLinkClick = (event: MouseEvent) => {
      if (event.defaultPrevented || !isPlainClick(event)) return;
      const link = linkOf(event);
      const target = link ? sameTabPath(link) : null;
      if (!target || !SHOWROOM_PAGE.test(target.pathname)) return;
      // A jump to an anchor of this same page is the browser's.
      if (
        target.pathname === window.location.pathname &&
        target.search === window.location.search &&
        target.hash
      )
        return;
      event.preventDefault();
      router.push(`${target.pathname}${target.search}${target.hash}`);
    };

    const onPopState = () => {
      popped.current = true;
    };

    // Capture phase: runs before next/link handles the click.
    document.addEventListener("click", onClick, { capture: true });
    window.addEventListener("click", onPlainLinkClick);
    document.addEventListener("pointerover", onIntent, { passive: true });
    document.addEventListener("touchstart", onIntent, { passive: true });
    document.addEventListener("focusin", onIntent);
    window.addEventListener("popstate", onPopState);
    return () => {
      document.removeEventListener("click", onClick, { capture: true });
      window.removeEventListener("click", onPlainLinkClick);
      document.removeEventListener("pointerover", onIntent);
      document.removeEventListener("touchstart", onIntent);
      document.removeEventListener("focusin", onIntent);
      window.removeEventListener("popstate", onPopState);
    };
  }, [router]);

  // A new path starts at the top of the page, or at the part its address names (#agendar: a car page's 'Agendar
  // visita' opens the contact page on its booking form), except on browser back/forward, where the browser's own
  // position is kept, and on a return to the stock list, which ListScrollRestorer scrolls.
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const wasPop = popped.current;
    popped.current = false;
    const memory = storage("sessionStorage");
    if (wasPop || (pathname === "/cars" && memory && hasPendingRestore(memory))) return;
    const target = shownElement(window.location.hash);
    if (target) target.scrollIntoView({ block: "start", behavior: "instant" });
    else window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname]);

  return pendingCar ? (
    <p
      role="status"
      className="fixed top-20 left-1/2 z-50 -translate-x-1/2 rounded-full bg-foreground px-4 py-2 text-sm font-medium text-background shadow-lg"
    >
      Carregando detalhes do carro...
    </p>
  ) : null;
}

/**
 * Rendered after the stock list's cards: when a link brings the visitor back from a car, it scrolls to the
 * position saved when they left the list for it; after the featured-offer/menu marks, to the top.
 */
export function ListScrollRestorer() {
  useEffect(() => {
    const memory = storage("sessionStorage");
    const target = memory
      ? takeRestoreTarget(memory, `${window.location.pathname}${window.location.search}`)
      : null;
    if (target === null) return;
    // After the router's own scroll handling for this navigation has run.
    const frame = requestAnimationFrame(() => window.scrollTo({ top: target, left: 0, behavior: "instant" }));
    return () => cancelAnimationFrame(frame);
  }, []);
  return null;
}

const noSubscription = () => () => undefined;
const listPath = () => {
  const memory = storage("sessionStorage");
  return (memory && savedListPath(memory)) ?? "/cars";
};

/** A link back to the stock list with the filters the visitor left it with (its position is restored there). */
export function SavedListLink({ className, children }: { className?: string; children: ReactNode }) {
  const href = useSyncExternalStore(noSubscription, listPath, () => "/cars");
  return (
    <Link href={href} prefetch={false} className={className}>
      {children}
    </Link>
  );
}

/** Records a view of the car once its page is shown; renders nothing, so the page stays static. */
export function ViewBeacon({ carId }: { carId: string }) {
  useEffect(() => {
    trackViewOncePerDay(carId, storage("localStorage"));
  }, [carId]);
  return null;
}
