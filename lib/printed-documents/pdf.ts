import PDFDocument from "pdfkit";

import type { DocumentBlock, SaleDocument } from "@/lib/printed-documents/content";
import { printable } from "@/lib/printed-documents/win-ansi";

// Lays a sale document's blocks out on A4 pages with pdfkit, which wraps and paginates the text itself, in the
// PDF standard Helvetica: real, extractable text with no font file to ship (its metrics come with pdfkit;
// lib/printed-documents/win-ansi.ts says which characters it prints). The words come from content.ts: this file
// only places them, so every document written as blocks (sale, reservation, consignment) shares this layout.
// The cost is bounded: every text printed is bounded by the records' field limits, and MAX_PAGES caps the rest.

const PAGE = { width: 595.28, height: 841.89 }; // A4 in points
const MARGIN = 56;
const TEXT_WIDTH = PAGE.width - 2 * MARGIN;
const SIZE = { title: 16, heading: 11.5, body: 10.5, small: 9 };
const LINE_GAP = SIZE.body * 0.4;
const MAX_PAGES = 4;
const INK = "#1a1a1f";
const MUTED = "#61616b";
const LABEL_WIDTH = 120;
const SIGNATURE_WIDTH = 260;

type Style = { bold: boolean; size: number; muted: boolean };

class Writer {
  private pages = 1;
  private full = false;
  private style: Style = { bold: false, size: SIZE.body, muted: false };

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly header: string,
  ) {
    // Pages after the first repeat the dealer's name in the top margin; the text that flowed onto the new page
    // then goes on in its own style.
    doc.on("pageAdded", () => {
      this.pages += 1;
      const { x, y } = doc;
      this.apply({ bold: false, size: SIZE.small, muted: true });
      doc.text(printable(this.header), MARGIN, MARGIN / 2, { width: TEXT_WIDTH, lineBreak: false });
      this.apply(this.style);
      doc.x = x;
      doc.y = y;
    });
  }

  private apply(style: Style) {
    this.doc
      .font(style.bold ? "Helvetica-Bold" : "Helvetica")
      .fontSize(style.size)
      .fillColor(style.muted ? MUTED : INK);
  }

  private use(style: Partial<Style>) {
    this.style = { bold: false, size: SIZE.body, muted: false, ...style };
    this.apply(this.style);
  }

  private bottom(): number {
    return PAGE.height - MARGIN;
  }

  /**
   * Room for a line of the current size, on a new page if needed; false once the page cap is reached. On the
   * last page a text is given that page's room as its height, so pdfkit ends it there with an ellipsis.
   */
  private room(lineHeight: number): number | false {
    if (this.full) return false;
    if (this.doc.y + lineHeight > this.bottom()) {
      if (this.pages >= MAX_PAGES) {
        this.full = true;
        return false;
      }
      this.doc.addPage();
    }
    return this.bottom() - this.doc.y;
  }

  gap(points: number) {
    this.doc.y += points;
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
    this.use({ bold: options.bold ?? false, size: options.size ?? SIZE.body, muted: options.muted ?? false });
    const room = this.room(this.doc.currentLineHeight(true));
    if (room === false) return;
    const x = options.x ?? MARGIN;
    this.doc.text(printable(value), x, this.doc.y, {
      width: options.width ?? TEXT_WIDTH - (x - MARGIN),
      align: options.center ? "center" : "left",
      lineGap: LINE_GAP,
      ...(this.pages >= MAX_PAGES ? { height: room, ellipsis: true } : {}),
    });
  }

  /** Label and value side by side; a long value wraps under itself. */
  field(label: string, value: string) {
    this.use({ bold: true, size: SIZE.body, muted: false });
    const room = this.room(this.doc.currentLineHeight(true));
    if (room === false) return;
    const y = this.doc.y;
    this.doc.text(printable(`${label}:`), MARGIN, y, { width: LABEL_WIDTH - 6, lineBreak: false });
    this.use({ size: SIZE.body });
    this.doc.text(printable(value), MARGIN + LABEL_WIDTH, y, {
      width: TEXT_WIDTH - LABEL_WIDTH,
      lineGap: LINE_GAP,
      ...(this.pages >= MAX_PAGES ? { height: this.bottom() - y, ellipsis: true } : {}),
    });
    this.doc.x = MARGIN;
  }

  /** A line to sign on with the signer's role, name and document under it. */
  signature(signer: { role: string; name?: string; detail?: string }) {
    const height = 28 + SIZE.body * 1.4 * 4;
    if (this.doc.y + height > this.bottom()) {
      if (this.pages >= MAX_PAGES) return void (this.full = true);
      this.doc.addPage();
    }
    this.gap(28);
    this.doc
      .moveTo(MARGIN, this.doc.y)
      .lineTo(MARGIN + SIGNATURE_WIDTH, this.doc.y)
      .lineWidth(0.7)
      .strokeColor(INK)
      .stroke();
    this.gap(4);
    this.text(signer.role, { bold: true, width: SIGNATURE_WIDTH });
    if (signer.name) this.text(signer.name, { width: SIGNATURE_WIDTH });
    if (signer.detail) this.text(signer.detail, { size: SIZE.small, width: SIGNATURE_WIDTH, muted: true });
    if (!signer.name) this.text("Nome e CPF:", { size: SIZE.small, width: SIGNATURE_WIDTH, muted: true });
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
export function renderSaleDocumentPdf(
  document: SaleDocument,
  dealer: { name: string },
  createdAt: Date = new Date(),
): Promise<Uint8Array> {
  const doc = new PDFDocument({
    size: [PAGE.width, PAGE.height],
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    lang: "pt-BR",
    displayTitle: true,
    info: {
      Title: printable(document.title),
      Author: printable(dealer.name),
      Creator: printable(dealer.name),
      Producer: printable(dealer.name),
      CreationDate: createdAt,
      ModDate: createdAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on("error", reject);
  });
  const writer = new Writer(doc, dealer.name);
  // The letterhead tops the first page, above the title; later pages repeat the dealer's name in the margin.
  const [first, ...rest] = document.blocks;
  const blocks = first?.kind === "letterhead" ? rest : document.blocks;
  if (first?.kind === "letterhead") writer.block(first);
  writer.text(document.title, { size: SIZE.title, bold: true, center: true });
  writer.gap(10);
  for (const block of blocks) writer.block(block);
  doc.end();
  return done;
}
