import { serializeJsonLd } from "@/lib/seo/json-ld";

/** Structured data for crawlers, serialized so no value can break out of the script element. */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
