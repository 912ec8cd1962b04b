"use client";

import { ChevronLeft, ChevronRight, X } from "lucide-react";
import { useState, type MouseEvent } from "react";

import { CarPhoto } from "@/components/site/car-photo";
import { GalleryDots, photoAlt } from "@/components/site/gallery-dots";
import type { GalleryOverlayProps } from "@/components/site/gallery-overlay";
import { OverlayDialog, useOnPhotoChange } from "@/components/site/overlay-dialog";
import { DialogClose } from "@/components/ui/dialog";
import { DESKTOP_ZOOM } from "@/lib/constants/showroom";

// Desktop zoom (docs/showroom.md): open → a click zooms 2x and loads a high-resolution photo (with its
// loading text meanwhile); the mouse pans the zoomed photo; another click leaves the zoom. Arrow keys navigate;
// the dialog traps the focus and closes on Escape.

export const ZOOM_HINT = "Mova o mouse para navegar • Clique para sair do zoom";
const VIEW_SIZES = "(min-width: 1280px) 1200px, 92vw";
/** Twice the displayed size, so the zoomed photo stays sharp. */
const ZOOM_SIZES = "(min-width: 1280px) 2400px, 184vw";
const ZOOM_QUALITY = 90;

export function ZoomModal({ photos, ...overlay }: GalleryOverlayProps) {
  const { index, onSelect, title } = overlay;
  const [zoomed, setZoomed] = useState(false);
  const [hiResReady, setHiResReady] = useState(false);
  const [origin, setOrigin] = useState({ x: 50, y: 50 });

  // A new photo, or reopening, starts unzoomed.
  useOnPhotoChange(index, overlay.open, () => {
    setZoomed(false);
    setHiResReady(false);
  });

  const photo = photos[index] ?? null;
  const count = photos.length;

  const pan = (event: MouseEvent<HTMLElement>) => {
    if (!zoomed) return;
    const box = event.currentTarget.getBoundingClientRect();
    setOrigin({
      x: ((event.clientX - box.left) / box.width) * 100,
      y: ((event.clientY - box.top) / box.height) * 100,
    });
  };

  return (
    <OverlayDialog
      {...overlay}
      className="flex h-[min(90dvh,56rem)] max-h-none w-[min(96vw,80rem)] max-w-none flex-col gap-0 overflow-hidden rounded-xl border-0 bg-black p-0 text-white sm:max-w-none"
      testId="zoom-modal"
    >
      {photo ? (
        <>
          <div
            className="relative min-h-0 flex-1 overflow-hidden"
            onMouseMove={pan}
            onClick={(event) => {
              if (!zoomed) pan(event);
              setZoomed((value) => !value);
            }}
            role="presentation"
            data-testid="zoom-stage"
            data-zoomed={zoomed ? "true" : "false"}
            style={{ cursor: zoomed ? "zoom-out" : "zoom-in" }}
          >
            <div
              className="absolute inset-0 transition-transform duration-200"
              style={{
                transform: zoomed ? `scale(${DESKTOP_ZOOM})` : "none",
                transformOrigin: `${origin.x}% ${origin.y}%`,
              }}
            >
              <CarPhoto photo={photo} alt={photoAlt(title, index, count)} sizes={VIEW_SIZES} fit="contain" />
              {zoomed ? (
                <CarPhoto
                  photo={photo}
                  alt=""
                  sizes={ZOOM_SIZES}
                  quality={ZOOM_QUALITY}
                  fit="contain"
                  className={hiResReady ? "opacity-100" : "opacity-0"}
                  onLoad={() => setHiResReady(true)}
                />
              ) : null}
            </div>
            {zoomed && !hiResReady ? (
              <p
                role="status"
                className="absolute top-3 left-1/2 -translate-x-1/2 rounded-md bg-black/70 px-3 py-1.5 text-sm"
              >
                Carregando alta resolução...
              </p>
            ) : null}
            {zoomed ? (
              <p className="pointer-events-none absolute bottom-3 left-1/2 -translate-x-1/2 rounded-md bg-black/70 px-3 py-1.5 text-sm whitespace-nowrap">
                {ZOOM_HINT}
              </p>
            ) : null}
          </div>
          <div className="flex items-center justify-between gap-3 px-3 py-2">
            <p className="text-sm" aria-live="polite">
              {index + 1} / {count}
            </p>
            {count > 1 ? (
              <GalleryDots count={count} index={index} onSelect={onSelect} tone="light" />
            ) : (
              <span />
            )}
            <span className="w-12" />
          </div>
          {count > 1 ? (
            <>
              <button
                type="button"
                onClick={() => onSelect(index - 1)}
                aria-label="Foto anterior"
                className="absolute top-1/2 left-3 inline-flex size-12 -translate-y-1/2 items-center justify-center rounded-full bg-white/15 hover:bg-white/30"
              >
                <ChevronLeft className="size-7" />
              </button>
              <button
                type="button"
                onClick={() => onSelect(index + 1)}
                aria-label="Próxima foto"
                className="absolute top-1/2 right-3 inline-flex size-12 -translate-y-1/2 items-center justify-center rounded-full bg-white/15 hover:bg-white/30"
              >
                <ChevronRight className="size-7" />
              </button>
            </>
          ) : null}
        </>
      ) : null}
      <DialogClose
        aria-label="Fechar"
        className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-full bg-white/15 hover:bg-white/30"
      >
        <X className="size-6" />
      </DialogClose>
    </OverlayDialog>
  );
}
