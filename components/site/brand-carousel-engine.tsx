"use client";

import useEmblaCarousel from "embla-carousel-react";
import { useEffect, type RefObject } from "react";

export type EmblaApi = NonNullable<ReturnType<typeof useEmblaCarousel>[1]>;

const OPTIONS = { align: "start", containScroll: "trimSnaps", slidesToScroll: 1 } as const;

/**
 * Embla for the brand carousel, loaded by BrandCarousel on the visitor's first move towards it (see there).
 * Renders nothing: it drives the viewport the carousel already drew and hands its API back.
 */
export function BrandCarouselEngine({
  viewportRef,
  onApi,
}: {
  viewportRef: RefObject<HTMLDivElement | null>;
  onApi: (api: EmblaApi | undefined) => void;
}) {
  const [setViewport, api] = useEmblaCarousel(OPTIONS);
  useEffect(() => {
    setViewport(viewportRef.current);
  }, [setViewport, viewportRef]);
  useEffect(() => {
    onApi(api);
  }, [api, onApi]);
  return null;
}
