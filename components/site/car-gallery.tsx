"use client";

import useEmblaCarousel from "embla-carousel-react";
import { ChevronLeft, ChevronRight, Maximize2 } from "lucide-react";
import dynamic from "next/dynamic";
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from "react";

import { GalleryDots, photoAlt, type GalleryPhoto } from "@/components/site/gallery-dots";
import { useEmblaSwipeThreshold } from "@/components/site/use-embla-swipe-threshold";
import { clampThumbStart, thumbStartFor, wrapIndex } from "@/lib/cars/gallery";
import {
  GALLERY_SWIPE_MAIN_PX,
  GALLERY_SWIPE_THUMBNAILS_PX,
  GALLERY_THUMBNAILS_VISIBLE,
  VIEWER_MOBILE_BELOW_PX,
} from "@/lib/constants/showroom";
import { cn } from "@/lib/utils";

// The car page's gallery (docs/showroom.md): main photo with previous/next (wrapping around), a strip of
// 4 thumbnails moving by 1 (arrows only with more than 4 photos), dots, swipes (30 px on the photo, 50 px on the
// strip). A click opens the 2x zoom modal on desktop, or the full-screen viewer under 468 px.
//
// Both the photo and the strip are Embla carousels (they follow the finger); the swipe distances are applied by
// useEmblaSwipeThreshold. The photos are drawn by the server (components/site/gallery-photos.tsx) and passed in,
// one main and one thumbnail element per photo: the gallery ships no image code of its own.

// Downloaded the first time each is opened: most visitors never open them.
const ZoomModal = dynamic(() => import("@/components/site/zoom-modal").then((module) => module.ZoomModal), {
  ssr: false,
});
const PhoneViewer = dynamic(
  () => import("@/components/site/phone-viewer").then((module) => module.PhoneViewer),
  { ssr: false },
);

const MAIN_OPTIONS = { loop: true } as const;
const THUMB_OPTIONS = { align: "start", containScroll: "trimSnaps", slidesToScroll: 1 } as const;
// Embla's recommended touch-action: the page still scrolls vertically over the carousel.
const SWIPEABLE = "touch-pan-y touch-pinch-zoom";

const subscribeNothing = () => () => undefined;
/** False in the server's HTML and during hydration, true afterwards. */
function useHydrated() {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}

type Overlay = "none" | "zoom" | "viewer";

export function CarGallery({
  photos,
  title,
  mainPhotos,
  thumbnails,
}: {
  photos: GalleryPhoto[];
  title: string;
  /** The main photo of each index (with no photo: the 'Sem foto' placeholder alone). */
  mainPhotos: ReactNode[];
  thumbnails: ReactNode[];
}) {
  const count = photos.length;
  const stripMoves = count > GALLERY_THUMBNAILS_VISIBLE;
  const [mainRef, mainApi] = useEmblaCarousel(MAIN_OPTIONS);
  const [thumbRef, thumbApi] = useEmblaCarousel({ ...THUMB_OPTIONS, watchDrag: stripMoves });
  const galleryRef = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();
  const [index, setIndex] = useState(0);
  const [thumbStart, setThumbStart] = useState(0);
  // Photos already shown stay drawn; the others are drawn when they come next to the current one.
  const [seen, setSeen] = useState<ReadonlySet<number>>(() => new Set([0]));
  const [thumbReach, setThumbReach] = useState(GALLERY_THUMBNAILS_VISIBLE);
  const [overlay, setOverlay] = useState<Overlay>("none");
  const [loaded, setLoaded] = useState<ReadonlySet<Overlay>>(() => new Set());

  useEmblaSwipeThreshold(
    mainApi,
    GALLERY_SWIPE_MAIN_PX,
    useCallback((start, direction) => wrapIndex(start + direction, count), [count]),
  );
  useEmblaSwipeThreshold(
    thumbApi,
    GALLERY_SWIPE_THUMBNAILS_PX,
    useCallback((start, direction) => clampThumbStart(start + direction, count), [count]),
  );

  useEffect(() => {
    if (!mainApi) return;
    const onSelect = () => {
      const selected = mainApi.selectedScrollSnap();
      setIndex(selected);
      setSeen((shown) => (shown.has(selected) ? shown : new Set(shown).add(selected)));
      // The strip moves just enough to show the current photo's thumbnail.
      thumbApi?.scrollTo(thumbStartFor(selected, thumbApi.selectedScrollSnap(), count));
    };
    mainApi.on("select", onSelect);
    return () => {
      mainApi.off("select", onSelect);
    };
  }, [mainApi, thumbApi, count]);

  useEffect(() => {
    if (!thumbApi) return;
    const onSelect = () => {
      const start = thumbApi.selectedScrollSnap();
      setThumbStart(start);
      setThumbReach((reach) => Math.max(reach, start + GALLERY_THUMBNAILS_VISIBLE));
    };
    thumbApi.on("select", onSelect);
    return () => {
      thumbApi.off("select", onSelect);
    };
  }, [thumbApi]);

  const show = useCallback(
    (next: number) => {
      const target = wrapIndex(next, count);
      if (mainApi) mainApi.scrollTo(target);
      else setIndex(target);
    },
    [mainApi, count],
  );
  const closeOverlay = useCallback(() => setOverlay("none"), []);
  const open = (kind: Exclude<Overlay, "none">) => {
    setLoaded((kinds) => (kinds.has(kind) ? kinds : new Set(kinds).add(kind)));
    setOverlay(kind);
  };
  // Closing an overlay puts the focus back on the photo it showed last.
  const focusCurrentPhoto = useCallback(() => {
    galleryRef.current?.querySelector<HTMLElement>("[data-current-photo]")?.focus({ preventScroll: true });
  }, []);
  // Leaving the page (it stays in the document, hidden) closes the zoom or the viewer.
  useLayoutEffect(() => () => setOverlay("none"), []);

  if (count === 0) {
    return <div className="relative aspect-[4/3] overflow-hidden rounded-xl bg-muted">{mainPhotos[0]}</div>;
  }

  const isNear = (photo: number) => {
    const distance = Math.abs(photo - index);
    return distance <= 1 || distance === count - 1;
  };
  const overlayProps = { onClose: closeOverlay, photos, index, onSelect: show, title, focusCurrentPhoto };

  return (
    <div className="grid gap-3" data-testid="car-gallery" ref={galleryRef}>
      <div className="relative">
        <div ref={mainRef} className={cn("overflow-hidden rounded-xl bg-muted", SWIPEABLE)}>
          <div className={cn("flex", SWIPEABLE)}>
            {photos.map((photo, slide) => {
              const current = slide === index;
              return (
                <div
                  key={photo.url}
                  className="relative aspect-[4/3] min-w-0 shrink-0 grow-0 basis-full"
                  inert={!current}
                >
                  <button
                    type="button"
                    className="absolute inset-0 block size-full cursor-zoom-in"
                    aria-label={`Ampliar ${photoAlt(title, slide, count).toLowerCase()}`}
                    onClick={() => open(window.innerWidth < VIEWER_MOBILE_BELOW_PX ? "viewer" : "zoom")}
                    data-current-photo={current ? "" : undefined}
                    data-testid={current ? "gallery-main" : undefined}
                  >
                    {seen.has(slide) || (hydrated && isNear(slide)) ? mainPhotos[slide] : null}
                  </button>
                </div>
              );
            })}
          </div>
        </div>
        <span className="pointer-events-none absolute right-3 bottom-3 flex items-center gap-1.5 rounded-md bg-black/70 px-2 py-1 text-xs font-medium text-white">
          <Maximize2 className="size-3.5" />
          <span data-testid="gallery-counter">
            {index + 1} / {count}
          </span>
        </span>
        {count > 1 ? (
          <>
            <button
              type="button"
              onClick={() => show(index - 1)}
              aria-label="Foto anterior"
              className="absolute top-1/2 left-2 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-black/60 text-white hover:bg-black/80"
            >
              <ChevronLeft className="size-6" />
            </button>
            <button
              type="button"
              onClick={() => show(index + 1)}
              aria-label="Próxima foto"
              className="absolute top-1/2 right-2 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-black/60 text-white hover:bg-black/80"
            >
              <ChevronRight className="size-6" />
            </button>
          </>
        ) : null}
      </div>

      {count > 1 ? (
        <>
          <div className="flex items-center gap-2">
            {stripMoves ? (
              <button
                type="button"
                onClick={() => thumbApi?.scrollPrev()}
                disabled={thumbStart === 0}
                aria-label="Miniaturas anteriores"
                className="inline-flex size-11 shrink-0 items-center justify-center rounded-md border border-input bg-background hover:bg-accent disabled:opacity-40"
              >
                <ChevronLeft className="size-5" />
              </button>
            ) : null}
            <div
              ref={thumbRef}
              className={cn("min-w-0 flex-1 overflow-hidden", SWIPEABLE)}
              data-testid="gallery-thumbnails"
            >
              <ul className={cn("-ml-2 flex", SWIPEABLE)}>
                {photos.map((photo, slide) => {
                  const active = slide === index;
                  const inWindow = slide >= thumbStart && slide < thumbStart + GALLERY_THUMBNAILS_VISIBLE;
                  return (
                    <li key={photo.url} className="min-w-0 shrink-0 grow-0 basis-1/4 pl-2" inert={!inWindow}>
                      <button
                        type="button"
                        onClick={() => show(slide)}
                        aria-label={`Ver foto ${slide + 1} de ${count}`}
                        aria-current={active ? "true" : undefined}
                        className={cn(
                          "relative block aspect-[4/3] w-full overflow-hidden rounded-md border-2 bg-muted",
                          active ? "border-foreground" : "border-transparent opacity-75 hover:opacity-100",
                        )}
                      >
                        {slide < thumbReach + (hydrated ? 1 : 0) ? thumbnails[slide] : null}
                      </button>
                    </li>
                  );
                })}
              </ul>
            </div>
            {stripMoves ? (
              <button
                type="button"
                onClick={() => thumbApi?.scrollNext()}
                disabled={thumbStart >= count - GALLERY_THUMBNAILS_VISIBLE}
                aria-label="Próximas miniaturas"
                className="inline-flex size-11 shrink-0 items-center justify-center rounded-md border border-input bg-background hover:bg-accent disabled:opacity-40"
              >
                <ChevronRight className="size-5" />
              </button>
            ) : null}
          </div>
          <GalleryDots count={count} index={index} onSelect={show} />
        </>
      ) : null}

      {loaded.has("zoom") ? <ZoomModal open={overlay === "zoom"} {...overlayProps} /> : null}
      {loaded.has("viewer") ? <PhoneViewer open={overlay === "viewer"} {...overlayProps} /> : null}
    </div>
  );
}
