"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";

import { hasPendingRestore } from "@/lib/cars/scroll-memory";

function listRestoresItself(pathname: string): boolean {
  try {
    return pathname === "/cars" && hasPendingRestore(window.sessionStorage);
  } catch {
    return false;
  }
}

/**
 * Navigating to a new path starts at the top of the page, except on browser back/forward, where the browser's
 * own position is kept (docs/showroom.md). The stock list restores its own remembered position (CarsScrollRestorer).
 */
export function ScrollManager() {
  const pathname = usePathname();
  const previous = useRef(pathname);
  const popped = useRef(false);

  useEffect(() => {
    const onPopState = () => {
      popped.current = true;
    };
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, []);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const wasPop = popped.current;
    popped.current = false;
    if (wasPop || listRestoresItself(pathname)) return;
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname]);

  return null;
}
