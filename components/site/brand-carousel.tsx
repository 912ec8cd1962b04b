"use client";

import { ChevronLeft, ChevronRight } from "lucide-react";
import dynamic from "next/dynamic";
import Link from "next/link";
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";

import type { EmblaApi } from "@/components/site/brand-carousel-engine";
import { BrandLogo } from "@/components/site/brand-logo";
import {
  CAROUSEL_BRANDS_DESKTOP,
  CAROUSEL_BRANDS_MOBILE,
  CAROUSEL_MOBILE_BELOW_PX,
  CAROUSEL_VISIBLE_DESKTOP,
  CAROUSEL_VISIBLE_MOBILE,
} from "@/lib/constants/showroom";
import { cn } from "@/lib/utils";

// The home page's brand carousel (docs/showroom.md): 16 brands on desktop and 12 under 768 px,
// 6 visible on desktop and 2 under 768 px (set in CSS, so nothing moves when the script starts). The index goes
// from 0 to brands − visible; previous/next are disabled at the ends; dots jump; a resize clamps the index.
//
// Embla (~15 KB) is not part of the page's first load: the strip, its arrows and its dots are drawn at once at
// index 0 (where every visit starts), and Embla is loaded (next/dynamic) when the visitor first points at,
// touches or focuses the carousel; a click on an arrow or a dot made before it arrives is carried out as soon as it does. Until
// then the strip scrolls natively (scroll-snap), and Embla takes over from the position reached.

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

const NoEngine = () => null;
const Engine = dynamic(
  () =>
    import("@/components/site/brand-carousel-engine").then(
      (module) => module.BrandCarouselEngine,
      () => NoEngine, // offline: the strip keeps scrolling natively
    ),
  { ssr: false },
);

const ARROW =
  "inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-input bg-background text-foreground shadow-xs transition-opacity hover:bg-accent disabled:cursor-not-allowed disabled:opacity-40";

export function BrandCarousel() {
  const isDesktop = useIsDesktop();
  const brands = isDesktop ? CAROUSEL_BRANDS_DESKTOP : CAROUSEL_BRANDS_MOBILE;
  const visible = isDesktop ? CAROUSEL_VISIBLE_DESKTOP : CAROUSEL_VISIBLE_MOBILE;
  const viewportRef = useRef<HTMLDivElement>(null);
  const [engineWanted, setEngineWanted] = useState(false);
  const [embla, setEmbla] = useState<EmblaApi>();
  const [position, setPosition] = useState({ index: 0, snaps: 0, canPrev: false, canNext: true });
  // An arrow or dot clicked before Embla arrived.
  const pending = useRef<((api: EmblaApi) => void) | null>(null);

  const load = useCallback(() => setEngineWanted(true), []);

  const act = (action: (api: EmblaApi) => void) => {
    if (embla) action(embla);
    else {
      pending.current = action;
      load();
    }
  };

  const onApi = useCallback((api: EmblaApi | undefined) => {
    const viewport = viewportRef.current;
    if (api && viewport) {
      // Take over from wherever native scrolling left the strip.
      const slide = viewport.querySelector("li");
      const start = slide ? Math.round(viewport.scrollLeft / Math.max(1, slide.offsetWidth)) : 0;
      viewport.scrollLeft = 0;
      if (start) api.scrollTo(start, true);
    }
    setEmbla(api);
  }, []);

  useEffect(() => {
    if (!embla) return;
    const sync = () =>
      setPosition({
        index: embla.selectedScrollSnap(),
        snaps: embla.scrollSnapList().length,
        canPrev: embla.canScrollPrev(),
        canNext: embla.canScrollNext(),
      });
    embla.on("select", sync).on("reInit", sync).on("resize", sync);
    // The first sync happens through a frame, not synchronously inside the effect.
    const frame = requestAnimationFrame(() => {
      sync();
      const action = pending.current;
      pending.current = null;
      action?.(embla);
    });
    return () => {
      cancelAnimationFrame(frame);
      embla.off("select", sync).off("reInit", sync).off("resize", sync);
    };
  }, [embla]);

  // Until Embla has reported (it starts at index 0 too): index 0 of brands − visible + 1 positions.
  const { index, snaps, canPrev, canNext } =
    embla && position.snaps > 0
      ? position
      : { index: 0, snaps: brands.length - visible + 1, canPrev: false, canNext: brands.length > visible };

  return (
    <div
      className="relative"
      role="region"
      aria-roledescription="carrossel"
      aria-label="Marcas que trabalhamos"
      onPointerEnter={embla ? undefined : load}
      onPointerDown={embla ? undefined : load}
      onTouchStart={embla ? undefined : load}
      onFocus={embla ? undefined : load}
    >
      {engineWanted ? <Engine viewportRef={viewportRef} onApi={onApi} /> : null}
      <div className="flex items-center gap-2">
        <button
          type="button"
          onClick={() => act((api) => api.scrollPrev())}
          disabled={!canPrev}
          aria-label="Marcas anteriores"
          className={ARROW}
        >
          <ChevronLeft className="size-5" />
        </button>
        <div
          ref={viewportRef}
          className={cn(
            "min-w-0 flex-1",
            embla ? "overflow-hidden" : "snap-x snap-mandatory [scrollbar-width:none] overflow-x-auto",
          )}
        >
          <ul className={cn("flex", embla && "touch-pan-y")}>
            {brands.map((brand, slide) => (
              <li
                key={brand}
                className="min-w-0 shrink-0 grow-0 basis-1/2 snap-start px-1.5 md:basis-1/6"
                aria-roledescription="slide"
                aria-label={`${slide + 1} de ${brands.length}`}
              >
                <Link
                  href={`/cars?brand=${encodeURIComponent(brand)}`}
                  prefetch={false}
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
          onClick={() => act((api) => api.scrollNext())}
          disabled={!canNext}
          aria-label="Próximas marcas"
          className={ARROW}
        >
          <ChevronRight className="size-5" />
        </button>
      </div>
      <div className="mt-3 flex min-h-11 flex-wrap justify-center" data-testid="brand-dots">
        {Array.from({ length: snaps }, (_, dot) => (
          <button
            key={dot}
            type="button"
            onClick={() => act((api) => api.scrollTo(dot))}
            aria-label={`Ir para a posição ${dot + 1}`}
            aria-current={dot === index ? "true" : undefined}
            className="group inline-flex h-11 w-6 items-center justify-center"
          >
            <span
              className={cn(
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
