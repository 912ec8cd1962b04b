import { carOgImage, OG_SIZE } from "@/lib/seo/og-car-image";

// The Open Graph image of a car page (its main photo with brand, model and price; see lib/seo/og-car-image).

export const alt = "Foto do veículo com marca, modelo e preço";
export const size = OG_SIZE;
export const contentType = "image/jpeg";

export default async function CarOpenGraphImage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const image = await carOgImage(id);
  if (!image)
    return new Response("Not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  return new Response(image.slice().buffer, {
    headers: {
      "Content-Type": contentType,
      "Content-Length": String(image.byteLength),
      "Cache-Control": "public, max-age=3600",
    },
  });
}
