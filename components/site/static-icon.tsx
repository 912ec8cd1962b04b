import { cn } from "@/lib/utils";

// A lucide icon drawn by the server as plain SVG markup. lucide-react's icons are client components: each one a
// server component draws becomes a client reference in the page's payload, hydrated on the phone, for a
// drawing that never changes. lucide's own static package (`lucide-static`, its documented Node.js use: each
// icon as an SVG string) gives the same drawings as markup, which this component puts inside an <svg> of
// its own: no client code, nothing to hydrate. Client components keep lucide-react, whose code they load anyway.
//
//   import { Phone } from "lucide-static";
//   <StaticIcon svg={Phone} className="size-5" />
//
// The stroke settings every lucide icon shares (fill none, 2 px round strokes in the text colour) come from the
// `static-icon` class in app/globals.css rather than from attributes repeated on each icon of a page of cards.

const drawings = new Map<string, string>();

/** The drawing inside a lucide-static SVG string: the markup between its <svg> tags, without the indentation. */
export function iconDrawing(svg: string): string {
  let drawing = drawings.get(svg);
  if (drawing === undefined) {
    const open = svg.indexOf(">", svg.indexOf("<svg")) + 1;
    const close = svg.lastIndexOf("</svg>");
    if (open <= 0 || close < open) throw new Error("not an SVG string of lucide-static");
    // One element per line in lucide-static's strings: the lines trimmed and joined, without regular expressions.
    drawing = svg
      .slice(open, close)
      .split("\n")
      .map((line) => line.trim())
      .join("")
      .replaceAll(" />", "/>");
    drawings.set(svg, drawing);
  }
  return drawing;
}

export function StaticIcon({ svg, className }: { svg: string; className?: string }) {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      aria-hidden="true"
      className={cn("static-icon", className)}
      dangerouslySetInnerHTML={{ __html: iconDrawing(svg) }}
    />
  );
}
