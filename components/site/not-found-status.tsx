import { notFound } from "next/navigation";
import { Suspense } from "react";

function Signal(): never {
  notFound();
}

/**
 * Makes a page that draws the 404 content itself answer HTTP 404. Thrown where the whole page depends on it
 * (outside any Suspense boundary) in a page rendered on demand, notFound() makes Next.js answer an empty document
 * that only JavaScript fills in, which crawlers and visitors without JavaScript see blank. Thrown inside a
 * boundary, it sets the status and the rest of the server's HTML stays as drawn; in the browser the boundary
 * throws again and the route's not-found page takes over, with the same content.
 */
export function NotFoundStatus() {
  return (
    <Suspense fallback={null}>
      <Signal />
    </Suspense>
  );
}
