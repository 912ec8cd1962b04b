"use client";

import Link from "next/link";
import type { ComponentProps } from "react";

import { markFromFeatured, saveListPosition } from "@/lib/cars/scroll-memory";

type CarLinkProps = ComponentProps<typeof Link> & {
  /** "featured": the list will open at the top; "list": the list's position is saved for the return. */
  scrollMemory?: "featured" | "list";
};

/** A link to a car page that feeds the stock list's scroll memory (spec/showroom.md §2). */
export function CarLink({ scrollMemory, onClick, ...props }: CarLinkProps) {
  return (
    <Link
      {...props}
      onClick={(event) => {
        try {
          if (scrollMemory === "featured") markFromFeatured(window.sessionStorage);
          else if (scrollMemory === "list") {
            saveListPosition(window.sessionStorage, window.scrollY, `${window.location.pathname}${window.location.search}`);
          }
        } catch {
          // sessionStorage unavailable: nothing to remember.
        }
        onClick?.(event);
      }}
    />
  );
}
