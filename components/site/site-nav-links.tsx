"use client";

import { usePathname } from "next/navigation";

import { NavLink } from "@/components/site/nav-link";
import { clearScrollMemory, markFromMenu } from "@/lib/cars/scroll-memory";
import { cx } from "@/components/site/cx";

// The main navigation (Início, Carros, Sobre, Contato). Besides linking, it keeps the stock list's scroll
// memory (docs/showroom.md): Início, Sobre and Contato clear it; Carros from a car page marks it "menu", so
// the list opens at the top.

export const NAV_LINKS = [
  { href: "/", label: "Início", memory: "clear" },
  { href: "/cars", label: "Carros", memory: "menu" },
  { href: "/about", label: "Sobre", memory: "clear" },
  { href: "/contact", label: "Contato", memory: "clear" },
] as const;

function isActive(pathname: string, href: string) {
  if (href === "/") return pathname === "/";
  if (href === "/cars") return pathname === "/cars" || pathname.startsWith("/car/");
  return pathname === href || pathname.startsWith(`${href}/`);
}

export function rememberNavigation(memory: "clear" | "menu", pathname: string) {
  try {
    if (memory === "clear") clearScrollMemory(window.sessionStorage);
    else if (pathname.startsWith("/car/")) markFromMenu(window.sessionStorage);
  } catch {
    // sessionStorage unavailable.
  }
}

export function SiteNavLinks({
  orientation,
  onNavigate,
}: {
  orientation: "horizontal" | "vertical";
  onNavigate?: () => void;
}) {
  const pathname = usePathname();
  return (
    <ul className={cx("flex", orientation === "horizontal" ? "items-center gap-1" : "flex-col gap-1")}>
      {NAV_LINKS.map((link) => {
        const active = isActive(pathname, link.href);
        return (
          <li key={link.href}>
            <NavLink
              href={link.href}
              aria-current={active ? "page" : undefined}
              onClick={() => {
                rememberNavigation(link.memory, pathname);
                onNavigate?.();
              }}
              className={cx(
                "flex min-h-11 items-center rounded-md px-3 text-sm font-medium transition-colors",
                active ? "text-primary" : "text-header-foreground hover:text-primary",
                orientation === "vertical" && "text-base",
              )}
            >
              {link.label}
            </NavLink>
          </li>
        );
      })}
    </ul>
  );
}
