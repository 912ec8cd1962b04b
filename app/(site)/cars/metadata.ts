import type { Metadata } from "next";

import { dealer } from "@/lib/seo/dealer";
import { pageMetadata } from "@/lib/seo/metadata";

/** Every form of the stock list has the metadata of /cars, its canonical URL. */
export function stockListMetadata(): Metadata {
  const { name } = dealer();
  return pageMetadata({
    title: "Carros seminovos em estoque",
    description: `Veja o estoque completo da ${name}: filtre por marca, modelo, ano, preço, quilometragem, câmbio, combustível e motor.`,
    path: "/cars",
    siteName: name,
  });
}
