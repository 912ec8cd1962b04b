"use client";

import { useEffect, useRef, useState, type TouchEvent } from "react";

import { GalleryDots, photoAlt, type GalleryPhoto } from "@/components/site/gallery-dots";
import { CarPhoto } from "@/components/site/car-photo";
import { useModalDialog } from "@/components/site/use-modal-dialog";
import { clampPan, swipeDirection } from "@/lib/cars/gallery";
import { VIEWER_DOUBLE_TAP_MS, VIEWER_SWIPE_PX, VIEWER_ZOOM } from "@/lib/constants";
import { Glyph } from "@/components/site/glyph";

const CHEVRON_LEFT = "M15 18l-6-6 6-6"; // lucide chevron-left
const CHEVRON_RIGHT = "M9 18l6-6-6-6"; // lucide chevron-right
const CLOSE = "M18 6 6 18M6 6l12 12"; // lucide x

// The full-screen photo viewer of phones under 468 px (docs/showroom.md): a double tap within 300 ms
// toggles a 3x zoom, a zoomed photo pans (at most 150 px each way), a swipe over 50 px changes the photo when not
// zoomed; Escape closes, arrow keys navigate, and the page behind does not scroll.

type PhoneViewerProps = {
  open: boolean;
  onClose: () => void;
  photos: GalleryPhoto[];
  index: number;
  onSelect: (index: number) => void;
  title: string;
};

export function PhoneViewer({ open, onClose, photos, index, onSelect, title }: PhoneViewerProps) {
  const dialogRef = useModalDialog(open, onClose, { lockScroll: true });
  const [zoomed, setZoomed] = useState(false);
  const [pan, setPan] = useState({ x: 0, y: 0 });
  const [shownIndex, setShownIndex] = useState(index);
  const [wasOpen, setWasOpen] = useState(open);
  const lastTap = useRef(0);
  const touch = useRef<{ x: number; y: number; panX: number; panY: number; moved: boolean } | null>(null);

  if (shownIndex !== index || wasOpen !== open) {
    setShownIndex(index);
    setWasOpen(open);
    setZoomed(false);
    setPan({ x: 0, y: 0 });
  }

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "ArrowLeft") onSelect(index - 1);
      if (event.key === "ArrowRight") onSelect(index + 1);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open, index, onSelect]);

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
    <dialog
      ref={dialogRef}
      aria-label={`Fotos do ${title}`}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-black p-0 text-white backdrop:bg-black"
      data-testid="phone-viewer"
    >
      {open && photo ? (
        <div className="relative flex size-full flex-col">
          <div className="flex items-center justify-between px-3 py-2">
            <p className="text-sm" aria-live="polite">
              {index + 1} / {count}
            </p>
            <button
              type="button"
              onClick={onClose}
              aria-label="Fechar"
              className="inline-flex size-11 items-center justify-center rounded-full bg-white/15"
            >
              <Glyph d={CLOSE} className="size-6" />
            </button>
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
              <CarPhoto photo={photo} alt={photoAlt(title, index, count)} sizes="100vw" fit="contain" />
            </div>
          </div>
          <div className="flex items-center justify-between gap-2 px-2 py-3">
            <button
              type="button"
              onClick={() => onSelect(index - 1)}
              aria-label="Foto anterior"
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-white/15"
            >
              <Glyph d={CHEVRON_LEFT} className="size-6" />
            </button>
            {count > 1 ? <GalleryDots count={count} index={index} onSelect={onSelect} tone="light" /> : null}
            <button
              type="button"
              onClick={() => onSelect(index + 1)}
              aria-label="Próxima foto"
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-white/15"
            >
              <Glyph d={CHEVRON_RIGHT} className="size-6" />
            </button>
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
