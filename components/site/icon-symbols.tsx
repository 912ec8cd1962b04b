import { iconDrawing } from "@/components/site/static-icon";
import { cn } from "@/lib/utils";

// Icons a page repeats many times (each car card's facts and WhatsApp button), drawn once per page as SVG
// symbols and shown by reference: a card then carries a few bytes per icon instead of its whole drawing, in the
// HTML and again in the page's payload. The page renders <IconSymbols> once beside what uses them (a list of
// cards); each use is a <SymbolIcon>.

export type IconSymbol = {
  id: string;
  /** A lucide-static SVG string (stroked, like every lucide icon), or the `d` of a filled path (brand marks). */
  svg?: string;
  filledPath?: string;
};

export function IconSymbols({ symbols }: { symbols: readonly IconSymbol[] }) {
  return (
    <svg aria-hidden="true" className="hidden">
      {symbols.map((symbol) =>
        symbol.svg ? (
          <symbol
            key={symbol.id}
            id={symbol.id}
            viewBox="0 0 24 24"
            dangerouslySetInnerHTML={{ __html: iconDrawing(symbol.svg) }}
          />
        ) : (
          <symbol key={symbol.id} id={symbol.id} viewBox="0 0 24 24">
            <path d={symbol.filledPath} fill="currentColor" stroke="none" />
          </symbol>
        ),
      )}
    </svg>
  );
}

/** An icon drawn by reference. Sized by its classes, not by attributes: a page of car cards repeats it six times a card. */
export function SymbolIcon({ id, className }: { id: string; className?: string }) {
  return (
    <svg aria-hidden="true" className={cn("static-icon", className)}>
      <use href={`#${id}`} />
    </svg>
  );
}
