"use client";

import dynamic from "next/dynamic";

// next-cloudinary's CldImage lacks "use client" and needs its cloud name at render time (STACK.md). It is
// loaded on demand, so pages whose photos are all stored locally never download it; the server still renders
// it into the HTML. Only components/site/car-photo.tsx renders it, for photos stored on Cloudinary.
export const CloudinaryPhoto = dynamic(() => import("next-cloudinary").then((module) => module.CldImage));
