"use client";

import { Menu, X } from "lucide-react";
import { usePathname } from "next/navigation";
import { useEffect, useId, useState, type ReactNode } from "react";

import { SiteNavLinks } from "@/components/site/site-nav-links";

/**
 * The header's collapsible menu on phones: a disclosure button and the navigation below the header bar, then the
 * contact links, drawn by the server (`children`).
 */
export function MobileMenu({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  const panelId = useId();
  const [lastPath, setLastPath] = useState(pathname);

  // Navigating closes the menu (adjusting state during render, as React recommends over an effect).
  if (lastPath !== pathname) {
    setLastPath(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open]);

  return (
    <div className="lg:hidden">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex size-11 items-center justify-center rounded-md text-header-foreground hover:bg-white/10"
      >
        {open ? <X className="size-6" /> : <Menu className="size-6" />}
        <span className="sr-only">{open ? "Fechar menu" : "Abrir menu"}</span>
      </button>
      <nav
        id={panelId}
        aria-label="Menu principal"
        hidden={!open}
        className="absolute inset-x-0 top-full border-t border-white/10 bg-header px-4 pt-2 pb-4 shadow-lg"
      >
        <SiteNavLinks orientation="vertical" onNavigate={() => setOpen(false)} />
        <div className="mt-3 grid gap-2 border-t border-white/10 pt-3">{children}</div>
      </nav>
    </div>
  );
}
