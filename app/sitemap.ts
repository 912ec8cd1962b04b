import type { MetadataRoute } from "next";

import { listCarsWithStatus } from "@/lib/cars/queries";
import { stockPageCount, stockPageUrl } from "@/lib/cars/stock-pages";
import { siteUrl } from "@/lib/env";

// /sitemap.xml: the showroom pages (the stock list's later pages too) and every car (sold ones stay online), with
// lastmod from the car's update time. Built from the cached stock, so it is refreshed by the same invalidation as the pages.
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const cars = await listCarsWithStatus("all");
  const available = cars.filter((car) => car.status === "available").length;
  const newest = cars.reduce<string | undefined>(
    (latest, car) => (!latest || car.updatedAt > latest ? car.updatedAt : latest),
    undefined,
  );
  return [
    { url: `${siteUrl}/`, lastModified: newest, changeFrequency: "daily", priority: 1 },
    { url: `${siteUrl}/cars`, lastModified: newest, changeFrequency: "daily", priority: 0.9 },
    ...Array.from({ length: stockPageCount(available) - 1 }, (_, index) => ({
      url: `${siteUrl}${stockPageUrl("", index + 2)}`,
      lastModified: newest,
      changeFrequency: "daily" as const,
      priority: 0.6,
    })),
    { url: `${siteUrl}/about`, changeFrequency: "yearly", priority: 0.4 },
    { url: `${siteUrl}/contact`, changeFrequency: "yearly", priority: 0.5 },
    { url: `${siteUrl}/avaliacao`, changeFrequency: "yearly", priority: 0.5 },
    ...cars.map((car) => ({
      url: `${siteUrl}/car/${car.id}`,
      lastModified: car.updatedAt,
      changeFrequency: "weekly" as const,
      priority: car.status === "available" ? 0.8 : 0.3,
    })),
  ];
}
