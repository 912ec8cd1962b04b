"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState, useTransition } from "react";

import { sendTrack, type BeaconAction } from "@/lib/analytics/beacon";
import {
  clearScrollMemory,
  markFromFeatured,
  markReturnToList,
  saveListPosition,
} from "@/lib/cars/scroll-memory";

// One listener for the whole showroom instead of a client component per link, so a page of car cards hydrates
// nothing per card:
// - links marked data-track-car/data-track-action report WhatsApp and phone clicks for their car (docs/showroom.md);
// - links marked data-scroll-memory feed the stock list's scroll memory (docs/showroom.md): "list" saves the position, "featured"
//   marks it so the list opens at the top, "clear" forgets it (the logo; the header's Admin link should carry it);
//   any other link from a car page to the list (its back link, the footer's) returns to the saved position;
// - plain links marked data-nav navigate inside the app (as next/link would), prefetching on first hover, touch or
//   focus (data-nav="no-prefetch": never; data-nav-scroll="false": the page keeps its scroll position); while a car
//   page is on its way, 'Carregando detalhes do carro...' is shown.
// The showroom's internal links are all such links rather than next/link: next/link would add its code to every
// page and prefetch, with each link that scrolls into view, the JavaScript of the page behind it.

const TRACK_ACTIONS: readonly string[] = ["whatsapp_click", "phone_click"];

function linkOf(event: Event): HTMLAnchorElement | null {
  return event.target instanceof Element ? event.target.closest("a") : null;
}

function internalPath(link: HTMLAnchorElement): string | null {
  if (
    link.dataset.nav === undefined ||
    (link.target && link.target !== "_self") ||
    link.hasAttribute("download")
  )
    return null;
  const url = new URL(link.href, window.location.href);
  return url.origin === window.location.origin ? `${url.pathname}${url.search}${url.hash}` : null;
}

// A link from a car page to the stock list is a return to it. (The Carros menu link is one too, but its own click
// handler, run after this one, marks the memory "menu".)
function leadsFromCarToList(link: HTMLAnchorElement): boolean {
  const url = new URL(link.href, window.location.href);
  return (
    window.location.pathname.startsWith("/car/") &&
    url.origin === window.location.origin &&
    url.pathname === "/cars"
  );
}

export function ClickTracker() {
  const router = useRouter();
  const [navigating, startNavigation] = useTransition();
  const [target, setTarget] = useState<string | null>(null);

  useEffect(() => {
    const prefetched = new Set<string>();

    const onClick = (event: MouseEvent) => {
      const link = linkOf(event);
      if (!link) return;
      const carId = link.dataset.trackCar;
      const action = link.dataset.trackAction;
      if (carId && action && TRACK_ACTIONS.includes(action)) sendTrack(carId, action as BeaconAction);
      const memory = link.dataset.scrollMemory;
      const plainClick =
        event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
      try {
        if (memory === "featured") markFromFeatured(window.sessionStorage);
        else if (memory === "clear") clearScrollMemory(window.sessionStorage);
        else if (memory === "list") {
          const path = `${window.location.pathname}${window.location.search}`;
          saveListPosition(window.sessionStorage, window.scrollY, path);
        } else if (plainClick && leadsFromCarToList(link)) markReturnToList(window.sessionStorage);
      } catch {
        // sessionStorage unavailable: nothing to remember.
      }
      const path = internalPath(link);
      if (path && plainClick && !event.defaultPrevented) {
        event.preventDefault();
        setTarget(path);
        const scroll = link.dataset.navScroll !== "false";
        startNavigation(() => router.push(path, { scroll }));
      }
    };

    const onIntent = (event: Event) => {
      const link = linkOf(event);
      const path = link && link.dataset.nav !== "no-prefetch" ? internalPath(link) : null;
      if (!path || prefetched.has(path)) return;
      prefetched.add(path);
      router.prefetch(path);
    };

    // Capture phase: runs before anything else handles the click.
    document.addEventListener("click", onClick, { capture: true });
    document.addEventListener("pointerover", onIntent, { passive: true });
    document.addEventListener("touchstart", onIntent, { passive: true });
    document.addEventListener("focusin", onIntent);
    return () => {
      document.removeEventListener("click", onClick, { capture: true });
      document.removeEventListener("pointerover", onIntent);
      document.removeEventListener("touchstart", onIntent);
      document.removeEventListener("focusin", onIntent);
    };
  }, [router]);

  return navigating && target?.startsWith("/car/") ? (
    <p
      role="status"
      className="fixed top-20 left-1/2 z-50 -translate-x-1/2 rounded-full bg-foreground px-4 py-2 text-sm font-medium text-background shadow-lg"
    >
      Carregando detalhes do carro...
    </p>
  ) : null;
}
