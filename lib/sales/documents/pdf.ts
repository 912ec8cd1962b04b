import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";

import type { DocumentBlock, SaleDocument } from "@/lib/sales/documents/content";

// Lays a sale document's blocks out on A4 pages with pdf-lib's standard Helvetica: real, extractable text with
// no font file to ship (WinAnsi covers every pt-BR letter: ã, ç, é, ô, º, ª, §). A character outside WinAnsi
// (a name typed with another alphabet) is printed without its accent when it has one, "?" otherwise.
// The cost is bounded: every text printed is bounded by the sale's field limits, and MAX_PAGES caps the rest.

const PAGE = { width: 595.28, height: 841.89 }; // A4 in points
const MARGIN = 56;
const TEXT_WIDTH = PAGE.width - 2 * MARGIN;
const SIZE = { title: 16, heading: 11.5, body: 10.5, small: 9 };
const LINE = 1.4;
const MAX_PAGES = 4;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.38, 0.38, 0.42);

type Fonts = { regular: PDFFont; bold: PDFFont };

// WinAnsi is one fixed set for every standard font: what one character encodes to is learnt once.
const encodable = new Map<string, boolean>();

function canEncode(font: PDFFont, char: string): boolean {
  let known = encodable.get(char);
  if (known === undefined) {
    try {
      font.encodeText(char);
      known = true;
    } catch {
      known = false;
    }
    encodable.set(char, known);
  }
  return known;
}

/** The text with every character Helvetica's WinAnsi encoding lacks replaced (accent dropped, or "?"). */
export function printable(font: PDFFont, text: string): string {
  let out = "";
  for (const char of text.replace(/[\t\r\n]+/g, " ")) {
    if (canEncode(font, char)) out += char;
    else {
      const base = char.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
      out += base && [...base].every((part) => canEncode(font, part)) ? base : "?";
    }
  }
  return out;
}

/** Words laid into lines no wider than `width`; a word longer than a line is cut. */
function wrap(font: PDFFont, size: number, text: string, width: number): string[] {
  const measure = (value: string) => font.widthOfTextAtSize(value, size);
  const space = measure(" ");
  const lines: string[] = [];
  let line = "";
  let lineWidth = 0;
  for (const word of text.split(/ +/).filter(Boolean)) {
    let rest = word;
    let restWidth = measure(rest);
    while (restWidth > width) {
      // Cut where the characters seen so far fill the line.
      let cut = 0;
      let used = 0;
      for (const char of rest) {
        const next = measure(char);
        if (used + next > width && cut > 0) break;
        used += next;
        cut += char.length;
      }
      if (line) lines.push(line);
      lines.push(rest.slice(0, cut));
      line = "";
      lineWidth = 0;
      rest = rest.slice(cut);
      restWidth = measure(rest);
    }
    if (!rest) continue;
    if (!line) {
      line = rest;
      lineWidth = restWidth;
    } else if (lineWidth + space + restWidth <= width) {
      line = `${line} ${rest}`;
      lineWidth += space + restWidth;
    } else {
      lines.push(line);
      line = rest;
      lineWidth = restWidth;
    }
  }
  if (line) lines.push(line);
  return lines;
}

class Writer {
  private page: PDFPage;
  private y: number;
  private pages = 1;

  constructor(
    private readonly pdf: PDFDocument,
    private readonly fonts: Fonts,
    private readonly header: string,
  ) {
    this.page = this.newPage();
    this.y = PAGE.height - MARGIN;
  }

  private newPage(): PDFPage {
    const page = this.pdf.addPage([PAGE.width, PAGE.height]);
    if (this.pdf.getPageCount() === 1) return page;
    page.drawText(printable(this.fonts.regular, this.header), {
      x: MARGIN,
      y: PAGE.height - MARGIN / 2,
      size: SIZE.small,
      font: this.fonts.regular,
      color: MUTED,
    });
    return page;
  }

  /** Room for `height` points, on a new page if needed; false when the page cap is reached. */
  private room(height: number): boolean {
    if (this.y - height >= MARGIN) return true;
    if (this.pages >= MAX_PAGES) return false;
    this.pages += 1;
    this.page = this.newPage();
    this.y = PAGE.height - MARGIN;
    return true;
  }

  gap(points: number) {
    this.y -= points;
  }

  text(
    value: string,
    options: {
      size?: number;
      bold?: boolean;
      x?: number;
      width?: number;
      center?: boolean;
      muted?: boolean;
    } = {},
  ) {
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    const size = options.size ?? SIZE.body;
    const x = options.x ?? MARGIN;
    const width = options.width ?? TEXT_WIDTH - (x - MARGIN);
    for (const line of wrap(font, size, printable(font, value), width)) {
      if (!this.room(size * LINE)) return;
      this.y -= size * LINE;
      const lineX = options.center ? (PAGE.width - font.widthOfTextAtSize(line, size)) / 2 : x;
      this.page.drawText(line, { x: lineX, y: this.y, size, font, color: options.muted ? MUTED : INK });
    }
  }

  /** Label and value side by side; a long value wraps under itself. */
  field(label: string, value: string) {
    const labelWidth = 120;
    const { regular, bold } = this.fonts;
    const height = SIZE.body * LINE;
    const lines = wrap(regular, SIZE.body, printable(regular, value), TEXT_WIDTH - labelWidth);
    lines.forEach((line, index) => {
      if (!this.room(height)) return;
      this.y -= height;
      if (index === 0)
        this.page.drawText(printable(bold, `${label}:`), {
          x: MARGIN,
          y: this.y,
          size: SIZE.body,
          font: bold,
          color: INK,
        });
      this.page.drawText(line, {
        x: MARGIN + labelWidth,
        y: this.y,
        size: SIZE.body,
        font: regular,
        color: INK,
      });
    });
  }

  /** A line to sign on with the signer's role, name and document under it. */
  signature(signer: { role: string; name?: string; detail?: string }) {
    const height = SIZE.body * LINE * 4 + 28;
    if (!this.room(height)) return;
    this.gap(28);
    const lineWidth = 260;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: MARGIN + lineWidth, y: this.y },
      thickness: 0.7,
      color: INK,
    });
    this.text(signer.role, { bold: true, width: lineWidth });
    if (signer.name) this.text(signer.name, { width: lineWidth });
    if (signer.detail) this.text(signer.detail, { size: SIZE.small, width: lineWidth, muted: true });
    if (!signer.name) this.text("Nome e CPF:", { size: SIZE.small, width: lineWidth, muted: true });
  }

  block(block: DocumentBlock) {
    switch (block.kind) {
      case "letterhead":
        for (const [index, line] of block.lines.entries())
          this.text(line, { size: SIZE.small, bold: index === 0, center: true, muted: index > 0 });
        this.gap(10);
        return;
      case "heading":
        this.gap(8);
        this.text(block.text, { size: SIZE.heading, bold: true });
        this.gap(2);
        return;
      case "paragraph":
        this.gap(4);
        this.text(block.text);
        return;
      case "fields":
        this.gap(2);
        for (const [label, value] of block.rows) this.field(label, value);
        return;
      case "signatures":
        this.gap(14);
        this.text(block.place);
        for (const signer of block.signers) this.signature(signer);
    }
  }
}

/** The document as PDF bytes. */
export async function renderSaleDocumentPdf(
  document: SaleDocument,
  dealer: { name: string },
  createdAt: Date = new Date(),
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(document.title);
  pdf.setAuthor(dealer.name);
  pdf.setCreator(dealer.name);
  pdf.setProducer(dealer.name);
  pdf.setLanguage("pt-BR");
  pdf.setCreationDate(createdAt);
  pdf.setModificationDate(createdAt);
  const fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  const writer = new Writer(pdf, fonts, dealer.name);
  // The letterhead tops the first page, above the title; later pages repeat the dealer's name in the margin.
  const [first, ...rest] = document.blocks;
  const blocks = first?.kind === "letterhead" ? rest : document.blocks;
  if (first?.kind === "letterhead") writer.block(first);
  writer.text(document.title, { size: SIZE.title, bold: true, center: true });
  writer.gap(10);
  for (const block of blocks) writer.block(block);
  return pdf.save();
}
