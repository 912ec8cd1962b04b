import { ImageOff } from "lucide-static";
import { getImageProps } from "next/image";
import { preload } from "react-dom";

import { CloudinaryPhoto } from "@/components/site/cloudinary-photo";
import { StaticIcon } from "@/components/site/static-icon";
import type { CarImage } from "@/lib/cars/types";
import { cloudinaryPhotoRef, localPhotoRef } from "@/lib/storage/photo-url";
import {
  VARIANT_CONTENT_TYPES,
  VARIANT_FORMATS,
  variantUrl,
  type VariantFormat,
} from "@/lib/storage/photo-variants";
import { cn } from "@/lib/utils";

// Every car photo on the site is drawn here, so where photos come from (local /media, or Cloudinary when
// CLOUDINARY_URL is set: drawn by next-cloudinary's CldImage with the cloud named in the photo's URL) changes in
// one place. Local photos are never resized on request: their srcsets point at the copies made at upload. Photos
// fill a box whose aspect ratio the caller sets; `sizes` is always explicit. The props are computed with
// getImageProps and drawn as a plain <img>: a page of cards then hydrates no image components at all.

export type CarPhotoProps = {
  photo: Pick<CarImage, "url" | "width" | "height"> | null | undefined;
  alt: string;
  /**
   * Either the layout width in CSS pixels of a photo that never grows past it (a card: the browser picks the 1x
   * or 2x file, a two-entry srcset), or the `sizes` of a photo whose width follows the viewport.
   */
  sizes: string | { width: number };
  /** The page's LCP photo: preloaded from the document head and fetched with high priority. */
  priority?: boolean;
  quality?: number;
  className?: string;
  /** How the photo fits its box: cover for cards and thumbnails, contain for the zoom views. */
  fit?: "cover" | "contain";
  /** Called when the photo has loaded (client components only). */
  onLoad?: () => void;
};

export function CarPhoto({
  photo,
  alt,
  sizes,
  priority = false,
  quality,
  className,
  fit = "cover",
  onLoad,
}: CarPhotoProps) {
  if (!photo?.url || typeof photo.url !== "string") {
    return (
      <div
        role="img"
        aria-label={`${alt}: sem foto`}
        className={cn(
          "absolute inset-0 flex flex-col items-center justify-center gap-2 bg-muted text-muted-foreground",
          className,
        )}
      >
        <StaticIcon svg={ImageOff} className="size-8" />
        <span className="text-sm font-medium">Sem foto</span>
      </div>
    );
  }
  const layout =
    typeof sizes === "string"
      ? { fill: true as const, sizes }
      : { width: sizes.width, height: Math.round((sizes.width * photo.height) / Math.max(1, photo.width)) };
  // The box is the caller's: the photo always covers it (fill's inline style, or the same as classes).
  const imageClass = cn(
    typeof sizes === "string" ? undefined : "absolute inset-0 size-full",
    fit === "cover" ? "object-cover" : "object-contain",
    className,
  );
  const cloudinary = cloudinaryPhotoRef(photo.url);
  if (cloudinary) {
    return (
      <CloudinaryPhoto
        src={cloudinary.publicId}
        config={{ cloud: { cloudName: cloudinary.cloudName } }}
        alt={alt}
        {...layout}
        quality={quality}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        preload={priority}
        draggable={false}
        onLoad={onLoad}
        className={imageClass}
      />
    );
  }
  const common = {
    src: photo.url,
    alt,
    ...layout,
    quality,
    loading: priority ? ("eager" as const) : ("lazy" as const),
    fetchPriority: priority ? ("high" as const) : undefined,
  };
  // Local photos are served from the resized copies made when they were stored (lib/storage/photo-variants.ts),
  // AVIF or WebP where the browser reads them and JPEG otherwise: the same widths next/image would pick, as
  // static files nothing has to encode on request.
  const local = localPhotoRef(photo.url) !== null;
  const variants = (format: VariantFormat) =>
    getImageProps({ ...common, loader: ({ width }) => variantUrl(photo.url, width, format)! }).props;
  const props = local ? variants("jpg") : getImageProps({ ...common, unoptimized: true }).props;
  const sources = local
    ? VARIANT_FORMATS.filter((format) => format !== "jpg").map((format) => ({
        format,
        props: variants(format),
      }))
    : [];
  if (priority) {
    const best = sources[0]?.props ?? props;
    preload(best.src, {
      as: "image",
      imageSrcSet: best.srcSet,
      imageSizes: best.sizes,
      type: sources[0] ? VARIANT_CONTENT_TYPES[sources[0].format] : undefined,
      fetchPriority: "high",
    });
  }
  const { style, width, height, ...attributes } = props;
  return (
    // `contents`: the picture element adds no box of its own, the img lays out as if alone.
    <picture className="contents">
      {sources.map(({ format, props: source }) => (
        <source
          key={format}
          type={VARIANT_CONTENT_TYPES[format]}
          srcSet={source.srcSet}
          sizes={source.sizes}
        />
      ))}
      {/* eslint-disable-next-line jsx-a11y/alt-text -- next/image's own props (alt included), drawn without its client component */}
      <img
        {...attributes}
        style={typeof sizes === "string" ? style : undefined}
        width={typeof sizes === "string" ? undefined : width}
        height={typeof sizes === "string" ? undefined : height}
        draggable={false}
        onLoad={onLoad}
        className={imageClass}
      />
    </picture>
  );
}
