import { JsonLd } from "@/components/site/json-ld";
import type { CarRecord } from "@/lib/cars/types";
import { dealer } from "@/lib/seo/dealer";
import { autoDealerJsonLd } from "@/lib/seo/structured-data";

/** The AutoDealer of every showroom page; the home page passes its first featured cars as offers. */
export function DealerJsonLd({ offers }: { offers?: CarRecord[] }) {
  return <JsonLd data={autoDealerJsonLd(dealer(), offers)} />;
}
