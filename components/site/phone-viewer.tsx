"use client";

import { ChevronLeft, ChevronRight, X } from "lucide-react";
import { useRef, useState, type TouchEvent } from "react";

import { CarPhoto } from "@/components/site/car-photo";
import { GalleryDots, photoAlt } from "@/components/site/gallery-dots";
import type { GalleryOverlayProps } from "@/components/site/gallery-overlay";
import { OverlayDialog, useOnPhotoChange } from "@/components/site/overlay-dialog";
import { DialogClose } from "@/components/ui/dialog";
import { clampPan, swipeDirection } from "@/lib/cars/gallery";
import { VIEWER_DOUBLE_TAP_MS, VIEWER_SWIPE_PX, VIEWER_ZOOM } from "@/lib/constants/showroom";

// The full-screen photo viewer of phones under 468 px (docs/showroom.md): a double tap within 300 ms
// toggles a 3x zoom, a zoomed photo pans (at most 150 px each way), a swipe over 50 px changes the photo when not
// zoomed; Escape closes, arrow keys navigate. The dialog traps the focus and keeps the page behind from scrolling.

export function PhoneViewer({ photos, ...overlay }: GalleryOverlayProps) {
  const { index, onSelect, title } = overlay;
  const [zoomed, setZoomed] = useState(false);
  const [pan, setPan] = useState({ x: 0, y: 0 });
  const lastTap = useRef(0);
  const touch = useRef<{ x: number; y: number; panX: number; panY: number; moved: boolean } | null>(null);

  useOnPhotoChange(index, overlay.open, () => {
    setZoomed(false);
    setPan({ x: 0, y: 0 });
  });

  const onTouchStart = (event: TouchEvent) => {
    const point = event.touches[0];
    if (!point) return;
    touch.current = { x: point.clientX, y: point.clientY, panX: pan.x, panY: pan.y, moved: false };
  };

  const onTouchMove = (event: TouchEvent) => {
    const start = touch.current;
    const point = event.touches[0];
    if (!start || !point) return;
    const dx = point.clientX - start.x;
    const dy = point.clientY - start.y;
    if (Math.abs(dx) > 5 || Math.abs(dy) > 5) start.moved = true;
    if (zoomed)
      setPan({ x: clampPan(start.panX + dx / VIEWER_ZOOM), y: clampPan(start.panY + dy / VIEWER_ZOOM) });
  };

  const onTouchEnd = (event: TouchEvent) => {
    const start = touch.current;
    touch.current = null;
    if (!start) return;
    const point = event.changedTouches[0];
    if (start.moved) {
      if (!zoomed && point) {
        const direction = swipeDirection(point.clientX - start.x, VIEWER_SWIPE_PX);
        if (direction) onSelect(index + direction);
      }
      return;
    }
    const now = event.timeStamp;
    if (now - lastTap.current <= VIEWER_DOUBLE_TAP_MS) {
      lastTap.current = 0;
      setZoomed((value) => !value);
      setPan({ x: 0, y: 0 });
    } else {
      lastTap.current = now;
    }
  };

  const photo = photos[index] ?? null;
  const count = photos.length;

  return (
    <OverlayDialog
      {...overlay}
      className="top-0 left-0 flex h-dvh max-h-none w-screen max-w-none translate-x-0 translate-y-0 flex-col gap-0 overflow-hidden rounded-none border-0 bg-black p-0 text-white sm:max-w-none"
      testId="phone-viewer"
    >
      <div className="flex items-center justify-between px-3 py-2">
        <p className="text-sm" aria-live="polite">
          {index + 1} / {count}
        </p>
        <DialogClose
          aria-label="Fechar"
          className="inline-flex size-11 items-center justify-center rounded-full bg-white/15"
        >
          <X className="size-6" />
        </DialogClose>
      </div>
      <div
        className="relative min-h-0 flex-1 touch-none overflow-hidden"
        onTouchStart={onTouchStart}
        onTouchMove={onTouchMove}
        onTouchEnd={onTouchEnd}
        data-testid="viewer-stage"
        data-zoomed={zoomed ? "true" : "false"}
      >
        <div
          className="absolute inset-0 transition-transform duration-200"
          style={{
            transform: zoomed ? `scale(${VIEWER_ZOOM}) translate(${pan.x}px, ${pan.y}px)` : "none",
          }}
          data-testid="viewer-transform"
        >
          {photo ? (
            <CarPhoto photo={photo} alt={photoAlt(title, index, count)} sizes="100vw" fit="contain" />
          ) : null}
        </div>
      </div>
      <div className="flex items-center justify-between gap-2 px-2 py-3">
        <button
          type="button"
          onClick={() => onSelect(index - 1)}
          aria-label="Foto anterior"
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-white/15"
        >
          <ChevronLeft className="size-6" />
        </button>
        {count > 1 ? <GalleryDots count={count} index={index} onSelect={onSelect} tone="light" /> : null}
        <button
          type="button"
          onClick={() => onSelect(index + 1)}
          aria-label="Próxima foto"
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-white/15"
        >
          <ChevronRight className="size-6" />
        </button>
      </div>
    </OverlayDialog>
  );
}
