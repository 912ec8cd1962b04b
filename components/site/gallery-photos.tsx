import type { ReactNode } from "react";

import { CarPhoto } from "@/components/site/car-photo";
import type { GalleryPhoto } from "@/components/site/gallery-dots";
import { photoAlt } from "@/lib/cars/gallery";

// The car gallery's photos, drawn on the server and handed to the CarGallery island as elements: the island
// then carries no image code (next/image's props are computed here). The first main photo is the page's LCP.

const MAIN_PHOTO_SIZES = "(min-width: 1280px) 760px, (min-width: 1024px) 60vw, 100vw";
const THUMB_SIZES = "(min-width: 1024px) 180px, 25vw";

export function galleryPhotos(
  photos: GalleryPhoto[],
  title: string,
): { mainPhotos: ReactNode[]; thumbnails: ReactNode[] } {
  if (photos.length === 0) {
    return {
      mainPhotos: [<CarPhoto key="none" photo={null} alt={title} sizes={MAIN_PHOTO_SIZES} />],
      thumbnails: [],
    };
  }
  return {
    mainPhotos: photos.map((photo, index) => (
      <CarPhoto
        key={photo.url}
        photo={photo}
        alt={photoAlt(title, index, photos.length)}
        sizes={MAIN_PHOTO_SIZES}
        priority={index === 0}
        className={index === 0 ? undefined : "animate-in duration-200 fade-in"}
      />
    )),
    thumbnails: photos.map((photo) => <CarPhoto key={photo.url} photo={photo} alt="" sizes={THUMB_SIZES} />),
  };
}
