import type { Metadata } from "next";

import { parseStockPage, stockPageUrl } from "@/lib/cars/stock-pages";
import { dealer } from "@/lib/seo/dealer";
import { pageMetadata } from "@/lib/seo/metadata";

/**
 * Every form of the stock list has the metadata of /cars, its canonical URL; the later pages of the whole stock
 * (/cars?page=N, lib/cars/stock-pages.ts) are pages of their own, each its own canonical URL.
 */
export function stockListMetadata(query: URLSearchParams = new URLSearchParams()): Metadata {
  const { name } = dealer();
  const page = parseStockPage(query.get("page"));
  const wholeStock = [...query.keys()].every((key) => key === "page");
  const numbered = wholeStock && page > 1;
  return pageMetadata({
    title: `Carros seminovos em estoque${numbered ? ` - página ${page}` : ""}`,
    description: `Veja o estoque completo da ${name}: filtre por marca, modelo, ano, preço, quilometragem, câmbio, combustível e motor.`,
    path: numbered ? stockPageUrl("", page) : "/cars",
    siteName: name,
  });
}
