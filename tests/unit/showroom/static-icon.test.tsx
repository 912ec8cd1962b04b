import { Calendar, Cog, Phone } from "lucide-static";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { IconSymbols, SymbolIcon } from "@/components/site/icon-symbols";
import { StaticIcon, iconDrawing } from "@/components/site/static-icon";

// The server's icons: lucide's own drawings (from its static package) as plain SVG markup, no client code.

describe("StaticIcon", () => {
  it("draws the lucide-static icon inside an svg of its own, decorative, sized by its classes", () => {
    const markup = renderToStaticMarkup(<StaticIcon svg={Phone} className="size-5 text-primary" />);
    expect(markup).toMatch(
      /^<svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" class="static-icon size-5 text-primary">/,
    );
    expect(markup).toContain(`${iconDrawing(Phone)}</svg>`);
    expect(markup).toContain('<path d="M13.832 16.568');
  });

  it("keeps every element of the drawing, without the package's indentation", () => {
    expect(iconDrawing(Calendar)).toBe(
      '<path d="M8 2v3"/><path d="M16 2v3"/><rect x="3" y="3" width="18" height="18" rx="2"/><path d="M3 9h18"/>',
    );
    expect(iconDrawing(Cog).match(/<(path|circle)\b/g)).toHaveLength(14);
    expect(() => iconDrawing("not an svg")).toThrow();
  });
});

describe("icons drawn by reference", () => {
  it("define each drawing once as a symbol, and each use points at it", () => {
    const symbols = renderToStaticMarkup(
      <IconSymbols
        symbols={[
          { id: "i-phone", svg: Phone },
          { id: "i-mark", filledPath: "M0 0h24v24z" },
        ]}
      />,
    );
    expect(symbols).toContain(`<symbol id="i-phone" viewBox="0 0 24 24">${iconDrawing(Phone)}</symbol>`);
    expect(symbols).toContain(
      '<symbol id="i-mark" viewBox="0 0 24 24"><path d="M0 0h24v24z" fill="currentColor" stroke="none"></path></symbol>',
    );
    expect(renderToStaticMarkup(<SymbolIcon id="i-phone" className="size-4" />)).toBe(
      // Sized by its classes alone: a page of car cards repeats it six times a card.
      '<svg aria-hidden="true" class="static-icon size-4"><use href="#i-phone"></use></svg>',
    );
  });
});
