"use client";

import { useState, type ReactNode } from "react";

import type { GalleryOverlayProps } from "@/components/site/gallery-overlay";
import { Dialog, DialogContent, DialogTitle } from "@/components/ui/dialog";

// What the car gallery's two overlays (the desktop zoom modal and the phone viewer) share: their dialog and the
// reset of their zoom when the photo changes.

/** Runs `reset` when the overlay shows another photo or opens again (state adjusted during render, not in an effect). */
export function useOnPhotoChange(index: number, open: boolean, reset: () => void) {
  const [shown, setShown] = useState({ index, open });
  if (shown.index !== index || shown.open !== open) {
    setShown({ index, open });
    reset();
  }
}

type Props = Omit<GalleryOverlayProps, "photos"> & { className: string; testId: string; children: ReactNode };

/**
 * An overlay's dialog: it traps the focus and closes on Escape, the arrow keys change the photo, and the focus
 * goes back to the gallery's photo once it has closed.
 */
export function OverlayDialog({
  open,
  onClose,
  index,
  onSelect,
  title,
  focusCurrentPhoto,
  className,
  testId,
  children,
}: Props) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent
        showCloseButton={false}
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          focusCurrentPhoto();
        }}
        onKeyDown={(event) => {
          if (event.key === "ArrowLeft") onSelect(index - 1);
          if (event.key === "ArrowRight") onSelect(index + 1);
        }}
        className={className}
        data-testid={testId}
      >
        <DialogTitle className="sr-only">Fotos do {title}</DialogTitle>
        {children}
      </DialogContent>
    </Dialog>
  );
}
