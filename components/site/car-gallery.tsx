"use client";

import {
  Fragment,
  lazy,
  Suspense,
  useCallback,
  useLayoutEffect,
  useState,
  type ReactNode,
  type TouchEvent,
} from "react";

import { GalleryDots, photoAlt, type GalleryPhoto } from "@/components/site/gallery-dots";
import { clampThumbStart, swipeDirection, thumbStartFor, wrapIndex } from "@/lib/cars/gallery";
import {
  GALLERY_SWIPE_MAIN_PX,
  GALLERY_SWIPE_THUMBNAILS_PX,
  GALLERY_THUMBNAILS_VISIBLE,
  VIEWER_MOBILE_BELOW_PX,
} from "@/lib/constants";
import { cx } from "@/components/site/cx";
import { Glyph } from "@/components/site/glyph";

const CHEVRON_LEFT = "M15 18l-6-6 6-6"; // lucide chevron-left
const CHEVRON_RIGHT = "M9 18l6-6-6-6"; // lucide chevron-right
const MAXIMIZE = "M15 3h6v6M21 3l-7 7M3 21l7-7M9 21H3v-6"; // lucide maximize-2

// The car page's gallery (docs/showroom.md): main photo with previous/next (wrapping around), a strip of
// 4 thumbnails moving by 1 (arrows only with more than 4 photos), dots, swipes (30 px on the photo, 50 px on the
// strip). A click opens the 2x zoom modal on desktop, or the full-screen viewer under 468 px.
//
// The photos themselves are drawn by the server (components/site/gallery-photos.tsx) and passed in, one main and
// one thumbnail element per photo: the gallery ships no image code of its own.

// The zoom modal and the phone viewer load on first use: most visitors never open them.
const ZoomModal = lazy(() =>
  import("@/components/site/zoom-modal").then((module) => ({ default: module.ZoomModal })),
);
const PhoneViewer = lazy(() =>
  import("@/components/site/phone-viewer").then((module) => ({ default: module.PhoneViewer })),
);

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
  const [index, setIndex] = useState(0);
  const [thumbStart, setThumbStart] = useState(0);
  const [overlay, setOverlay] = useState<"none" | "zoom" | "viewer">("none");
  const [mainTouchX, setMainTouchX] = useState<number | null>(null);
  const [stripTouchX, setStripTouchX] = useState<number | null>(null);

  const show = useCallback(
    (next: number) => {
      const target = wrapIndex(next, count);
      setIndex(target);
      setThumbStart((start) => thumbStartFor(target, start, count));
    },
    [count],
  );
  const closeOverlay = useCallback(() => setOverlay("none"), []);
  // Leaving the page (it stays in the document, hidden) closes the zoom or the viewer.
  useLayoutEffect(() => () => setOverlay("none"), []);

  const showThumbArrows = count > GALLERY_THUMBNAILS_VISIBLE;
  const visibleThumbs = photos.slice(thumbStart, thumbStart + GALLERY_THUMBNAILS_VISIBLE);

  const onMainTouchEnd = (event: TouchEvent) => {
    if (mainTouchX === null) return;
    const direction = swipeDirection(
      (event.changedTouches[0]?.clientX ?? mainTouchX) - mainTouchX,
      GALLERY_SWIPE_MAIN_PX,
    );
    setMainTouchX(null);
    if (direction) show(index + direction);
  };
  const onStripTouchEnd = (event: TouchEvent) => {
    if (stripTouchX === null) return;
    const direction = swipeDirection(
      (event.changedTouches[0]?.clientX ?? stripTouchX) - stripTouchX,
      GALLERY_SWIPE_THUMBNAILS_PX,
    );
    setStripTouchX(null);
    if (direction) setThumbStart((start) => clampThumbStart(start + direction, count));
  };

  if (count === 0) {
    return <div className="relative aspect-[4/3] overflow-hidden rounded-xl bg-muted">{mainPhotos[0]}</div>;
  }

  // Both overlays take the same props; each is downloaded when first opened.
  const Overlay = overlay === "zoom" ? ZoomModal : overlay === "viewer" ? PhoneViewer : null;

  return (
    <div className="grid gap-3" data-testid="car-gallery">
      <div className="relative aspect-[4/3] overflow-hidden rounded-xl bg-muted">
        <button
          type="button"
          className="absolute inset-0 block size-full cursor-zoom-in"
          aria-label={`Ampliar ${photoAlt(title, index, count).toLowerCase()}`}
          onClick={() => setOverlay(window.innerWidth < VIEWER_MOBILE_BELOW_PX ? "viewer" : "zoom")}
          onTouchStart={(event) => setMainTouchX(event.touches[0]?.clientX ?? null)}
          onTouchEnd={onMainTouchEnd}
          data-testid="gallery-main"
        >
          <Fragment key={index}>{mainPhotos[index]}</Fragment>
        </button>
        <span className="pointer-events-none absolute right-3 bottom-3 flex items-center gap-1.5 rounded-md bg-black/70 px-2 py-1 text-xs font-medium text-white">
          <Glyph d={MAXIMIZE} className="size-3.5" />
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
              <Glyph d={CHEVRON_LEFT} className="size-6" />
            </button>
            <button
              type="button"
              onClick={() => show(index + 1)}
              aria-label="Próxima foto"
              className="absolute top-1/2 right-2 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-black/60 text-white hover:bg-black/80"
            >
              <Glyph d={CHEVRON_RIGHT} className="size-6" />
            </button>
          </>
        ) : null}
      </div>

      {count > 1 ? (
        <>
          <div className="flex items-center gap-2">
            {showThumbArrows ? (
              <button
                type="button"
                onClick={() => setThumbStart((start) => clampThumbStart(start - 1, count))}
                disabled={thumbStart === 0}
                aria-label="Miniaturas anteriores"
                className="inline-flex size-11 shrink-0 items-center justify-center rounded-md border border-input bg-background hover:bg-accent disabled:opacity-40"
              >
                <Glyph d={CHEVRON_LEFT} className="size-5" />
              </button>
            ) : null}
            <ul
              className="grid min-w-0 flex-1 grid-cols-4 gap-2"
              onTouchStart={(event) => setStripTouchX(event.touches[0]?.clientX ?? null)}
              onTouchEnd={onStripTouchEnd}
              data-testid="gallery-thumbnails"
            >
              {visibleThumbs.map((photo, offset) => {
                const photoIndex = thumbStart + offset;
                const active = photoIndex === index;
                return (
                  <li key={photo.url}>
                    <button
                      type="button"
                      onClick={() => show(photoIndex)}
                      aria-label={`Ver foto ${photoIndex + 1} de ${count}`}
                      aria-current={active ? "true" : undefined}
                      className={cx(
                        "relative block aspect-[4/3] w-full overflow-hidden rounded-md border-2 bg-muted",
                        active ? "border-foreground" : "border-transparent opacity-75 hover:opacity-100",
                      )}
                    >
                      {thumbnails[photoIndex]}
                    </button>
                  </li>
                );
              })}
            </ul>
            {showThumbArrows ? (
              <button
                type="button"
                onClick={() => setThumbStart((start) => clampThumbStart(start + 1, count))}
                disabled={thumbStart >= count - GALLERY_THUMBNAILS_VISIBLE}
                aria-label="Próximas miniaturas"
                className="inline-flex size-11 shrink-0 items-center justify-center rounded-md border border-input bg-background hover:bg-accent disabled:opacity-40"
              >
                <Glyph d={CHEVRON_RIGHT} className="size-5" />
              </button>
            ) : null}
          </div>
          <GalleryDots count={count} index={index} onSelect={show} />
        </>
      ) : null}

      {Overlay ? (
        <Suspense fallback={null}>
          <Overlay open onClose={closeOverlay} photos={photos} index={index} onSelect={show} title={title} />
        </Suspense>
      ) : null}
    </div>
  );
}
