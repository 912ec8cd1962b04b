"use client";

import useEmblaCarousel from "embla-carousel-react";
import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import Link from "next/link";
import { useCallback, useEffect, useState, useSyncExternalStore } from "react";

import { BrandLogo } from "@/components/site/brand-logo";
import { CAROUSEL_BRANDS_DESKTOP, CAROUSEL_BRANDS_MOBILE, CAROUSEL_MOBILE_BELOW_PX } from "@/lib/constants";
import { cx } from "@/components/site/cx";

// The home page's brand carousel (spec/showroom.md §3, §4, §9): 16 brands on desktop and 12 under 768 px,
// 6 visible on desktop and 2 under 768 px (set in CSS, so nothing moves when the script starts). The index goes
// from 0 to brands − visible; previous/next are disabled at the ends; dots jump; a resize clamps the index.

const DESKTOP_QUERY = `(min-width: ${CAROUSEL_MOBILE_BELOW_PX}px)`;

function subscribe(onChange: () => void) {
  const query = window.matchMedia(DESKTOP_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** Phones first: the server renders the phone list; desktops switch to the longer list once running. */
function useIsDesktop() {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(DESKTOP_QUERY).matches,
    () => false,
  );
}

export function BrandCarousel() {
  const isDesktop = useIsDesktop();
  const brands = isDesktop ? CAROUSEL_BRANDS_DESKTOP : CAROUSEL_BRANDS_MOBILE;
  const [viewportRef, embla] = useEmblaCarousel({
    align: "start",
    containScroll: "trimSnaps",
    slidesToScroll: 1,
  });
  const [index, setIndex] = useState(0);
  const [snapCount, setSnapCount] = useState(0);
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(true);

  const sync = useCallback(() => {
    if (!embla) return;
    setIndex(embla.selectedScrollSnap());
    setSnapCount(embla.scrollSnapList().length);
    setCanPrev(embla.canScrollPrev());
    setCanNext(embla.canScrollNext());
  }, [embla]);

  useEffect(() => {
    if (!embla) return;
    embla.on("select", sync).on("reInit", sync).on("resize", sync);
    // The first sync happens through an event, not synchronously inside the effect.
    const frame = requestAnimationFrame(sync);
    return () => {
      cancelAnimationFrame(frame);
      embla.off("select", sync).off("reInit", sync).off("resize", sync);
    };
  }, [embla, sync]);

  return (
    <div
      className="relative"
      role="region"
      aria-roledescription="carrossel"
      aria-label="Marcas que trabalhamos"
    >
      <div className="flex items-center gap-2">
        <button
          type="button"
          onClick={() => embla?.scrollPrev()}
          disabled={!canPrev}
          aria-label="Marcas anteriores"
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-input bg-background text-foreground shadow-xs transition-opacity hover:bg-accent disabled:cursor-not-allowed disabled:opacity-40"
        >
          <ChevronLeftIcon aria-hidden="true" className="size-5" />
        </button>
        <div ref={viewportRef} className="min-w-0 flex-1 overflow-hidden">
          <ul className="flex touch-pan-y">
            {brands.map((brand, position) => (
              <li
                key={brand}
                className="min-w-0 shrink-0 grow-0 basis-1/2 px-1.5 md:basis-1/6"
                aria-roledescription="slide"
                aria-label={`${position + 1} de ${brands.length}`}
              >
                <Link
                  href={`/cars?brand=${encodeURIComponent(brand)}`}
                  aria-label={`Ver carros ${brand}`}
                  className="flex h-20 items-center justify-center rounded-lg border bg-card px-3 transition-colors hover:border-foreground/40"
                >
                  <BrandLogo brand={brand} />
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <button
          type="button"
          onClick={() => embla?.scrollNext()}
          disabled={!canNext}
          aria-label="Próximas marcas"
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-input bg-background text-foreground shadow-xs transition-opacity hover:bg-accent disabled:cursor-not-allowed disabled:opacity-40"
        >
          <ChevronRightIcon aria-hidden="true" className="size-5" />
        </button>
      </div>
      <div className="mt-3 flex min-h-11 flex-wrap justify-center" data-testid="brand-dots">
        {Array.from({ length: snapCount }, (_, dot) => (
          <button
            key={dot}
            type="button"
            onClick={() => embla?.scrollTo(dot)}
            aria-label={`Ir para a posição ${dot + 1}`}
            aria-current={dot === index ? "true" : undefined}
            className="group inline-flex h-11 w-6 items-center justify-center"
          >
            <span
              className={cx(
                "block size-2.5 rounded-full transition-colors",
                dot === index ? "bg-foreground" : "bg-foreground/25 group-hover:bg-foreground/50",
              )}
            />
          </button>
        ))}
      </div>
    </div>
  );
}
