"use client";

import { useSyncExternalStore } from "react";

import { NavLink } from "@/components/site/nav-link";
import { savedListPath } from "@/lib/cars/scroll-memory";
import { cx } from "@/components/site/cx";
import { Glyph } from "@/components/site/glyph";

const ARROW_LEFT = "M12 19l-7-7 7-7M19 12H5"; // lucide arrow-left

const noSubscription = () => () => undefined;

function listPath(): string {
  try {
    return savedListPath(window.sessionStorage) ?? "/cars";
  } catch {
    return "/cars";
  }
}

/** Back to the stock list, with the filters the visitor left it with (its scroll position is restored there). */
export function BackToList({ className }: { className?: string }) {
  const href = useSyncExternalStore(noSubscription, listPath, () => "/cars");
  return (
    <NavLink
      href={href}
      className={cx(
        "inline-flex min-h-11 items-center gap-2 rounded-md text-sm font-medium text-link hover:underline",
        className,
      )}
    >
      <Glyph d={ARROW_LEFT} className="size-4" />
      Voltar para o estoque
    </NavLink>
  );
}
