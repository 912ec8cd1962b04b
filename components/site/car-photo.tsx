import * as imageOff from "lucide-react/icons/image-off";
import Image from "next/image";

import { Icon } from "@/components/site/icon";

import type { CarImage } from "@/lib/cars/types";
import { cn } from "@/lib/utils";

// Every car photo on the site is drawn here, so where photos come from (local /media today, Cloudinary later)
// changes in one place. Photos fill a box whose aspect ratio the caller sets; `sizes` is always explicit.

export type CarPhotoProps = {
  photo: Pick<CarImage, "url" | "width" | "height"> | null | undefined;
  alt: string;
  sizes: string;
  /** The page's LCP photo: fetched at once with high priority. */
  priority?: boolean;
  quality?: number;
  className?: string;
  /** How the photo fits its box: cover for cards and thumbnails, contain for the zoom views. */
  fit?: "cover" | "contain";
  /** Called when the photo (or its placeholder) is ready to show. */
  onLoad?: () => void;
};

export function CarPhoto({ photo, alt, sizes, priority = false, quality, className, fit = "cover", onLoad }: CarPhotoProps) {
  if (!photo?.url || typeof photo.url !== "string") {
    return (
      <div
        role="img"
        aria-label={`${alt}: sem foto`}
        className={cn("absolute inset-0 flex flex-col items-center justify-center gap-2 bg-muted text-muted-foreground", className)}
      >
        <Icon icon={imageOff} className="size-8" />
        <span className="text-sm font-medium">Sem foto</span>
      </div>
    );
  }
  return (
    <Image
      src={photo.url}
      alt={alt}
      fill
      sizes={sizes}
      quality={quality}
      preload={priority}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      draggable={false}
      onLoad={onLoad}
      className={cn(fit === "cover" ? "object-cover" : "object-contain", className)}
    />
  );
}
