"use client";

import type { CarImage } from "@/lib/cars/types";
import { cn } from "@/lib/utils";

export type GalleryPhoto = Pick<CarImage, "url" | "width" | "height">;

export { photoAlt } from "@/lib/cars/gallery";

/** One dot per photo; the current one is marked for assistive technology too. */
export function GalleryDots({
  count,
  index,
  onSelect,
  tone = "dark",
}: {
  count: number;
  index: number;
  onSelect: (index: number) => void;
  tone?: "dark" | "light";
}) {
  return (
    <div className="flex flex-wrap justify-center" data-testid="gallery-dots">
      {Array.from({ length: count }, (_, dot) => (
        <button
          key={dot}
          type="button"
          onClick={() => onSelect(dot)}
          aria-label={`Ir para a foto ${dot + 1}`}
          aria-current={dot === index ? "true" : undefined}
          className="group inline-flex h-8 w-6 items-center justify-center"
        >
          <span
            className={cn(
              "block size-2.5 rounded-full transition-colors",
              tone === "dark"
                ? dot === index
                  ? "bg-foreground"
                  : "bg-foreground/25 group-hover:bg-foreground/50"
                : dot === index
                  ? "bg-white"
                  : "bg-white/40 group-hover:bg-white/70",
            )}
          />
        </button>
      ))}
    </div>
  );
}
