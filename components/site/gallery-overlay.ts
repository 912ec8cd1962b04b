import type { GalleryPhoto } from "@/components/site/gallery-dots";

/** The props the car gallery gives both of its overlays: the desktop zoom modal and the phone viewer. */
export type GalleryOverlayProps = {
  open: boolean;
  onClose: () => void;
  photos: GalleryPhoto[];
  index: number;
  /** Shows another photo (any integer: the gallery wraps it around). */
  onSelect: (index: number) => void;
  title: string;
  /** Puts the focus back on the gallery's photo once the overlay has closed. */
  focusCurrentPhoto: () => void;
};
