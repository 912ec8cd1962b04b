import "server-only";

import { prisma } from "@/lib/db/client";

/** True when some car (available or sold) still shows the photo. */
export async function isPhotoReferenced(publicId: string): Promise<boolean> {
  return (await prisma.carPhoto.count({ where: { publicId } })) > 0;
}
