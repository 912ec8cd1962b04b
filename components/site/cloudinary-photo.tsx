"use client";

import type { CldImageProps } from "next-cloudinary";
import { lazy, Suspense } from "react";

// next-cloudinary's CldImage lacks "use client" and needs its cloud name at render time (STACK.md). It is
// loaded on demand, so pages whose photos are all stored locally never download it; the server still renders
// it into the HTML (the boundary keeps that HTML until the code arrives). React.lazy rather than next/dynamic,
// whose loader code every page importing this module would carry. Only components/site/car-photo.tsx renders it,
// for photos stored on Cloudinary.
const CldImage = lazy(() => import("next-cloudinary").then((module) => ({ default: module.CldImage })));

export function CloudinaryPhoto(props: CldImageProps) {
  return (
    <Suspense fallback={null}>
      <CldImage {...props} />
    </Suspense>
  );
}
