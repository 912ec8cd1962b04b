"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";

import { cn } from "@/lib/utils";

// The main navigation (Início, Carros, Sobre, Avalie seu usado, Contato). Its links mark the stock list's scroll memory
// (docs/showroom.md, components/site/visitor-effects.tsx): Início, Sobre, Avalie seu usado and Contato clear it; Carros from a car
// page marks it "menu", so the list opens at the top.

export const NAV_LINKS = [
  { href: "/", label: "Início", memory: "clear" },
  { href: "/cars", label: "Carros", memory: "menu" },
  { href: "/about", label: "Sobre", memory: "clear" },
  { href: "/avaliacao", label: "Avalie seu usado", memory: "clear" },
  { href: "/contact", label: "Contato", memory: "clear" },
] as const;

function isActive(pathname: string, href: string) {
  if (href === "/") return pathname === "/";
  if (href === "/cars") return pathname === "/cars" || pathname.startsWith("/car/");
  return pathname === href || pathname.startsWith(`${href}/`);
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
    <ul className={cn("flex", orientation === "horizontal" ? "items-center gap-1" : "flex-col gap-1")}>
      {NAV_LINKS.map((link) => {
        const active = isActive(pathname, link.href);
        return (
          <li key={link.href}>
            <Link
              href={link.href}
              prefetch={false}
              aria-current={active ? "page" : undefined}
              data-scroll-memory={link.memory}
              onClick={onNavigate}
              className={cn(
                "flex min-h-11 items-center rounded-md px-3 text-sm font-medium transition-colors",
                active ? "text-primary" : "text-header-foreground hover:text-primary",
                orientation === "vertical" && "text-base",
              )}
            >
              {link.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
