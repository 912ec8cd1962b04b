import { createHash } from "node:crypto";

import { describe, expect, it } from "vitest";

import { detectPrivateFileType, PRIVATE_FILE_CONTENT_TYPES } from "@/lib/files/detect";
import { makeDemoFile } from "@/prisma/demo/files";
import { minimalPdf } from "@/prisma/demo/pdf";

describe("minimalPdf", () => {
  it("writes a PDF whose cross-reference offsets point at its objects", () => {
    const bytes = minimalPdf("Contrato de compra e venda", [
      "Veículo: Honda Civic",
      "Preço: R$ 132.000,00 (à vista)",
    ]);
    const text = bytes.toString("latin1");
    expect(text.startsWith("%PDF-1.4")).toBe(true);
    expect(text.trimEnd().endsWith("%%EOF")).toBe(true);
    const startxref = Number(/startxref\n(\d+)/.exec(text)![1]);
    expect(text.slice(startxref, startxref + 4)).toBe("xref");
    const offsets = [...text.matchAll(/(\d{10}) 00000 n /g)].map((match) => Number(match[1]));
    expect(offsets).toHaveLength(5);
    offsets.forEach((offset, i) => expect(text.slice(offset, offset + 8)).toBe(`${i + 1} 0 obj\n`));
    const stream = /\/Length (\d+) >>\nstream\n/.exec(text)!;
    const start = stream.index + stream[0].length;
    expect(text.slice(start + Number(stream[1]), start + Number(stream[1]) + 10)).toBe("\nendstream");
    expect(text).toContain("Ve\\355culo");
  });
});

describe("makeDemoFile", () => {
  it("decides the content type from the bytes and hashes them", async () => {
    for (const format of ["pdf", "jpeg", "png"] as const) {
      const file = await makeDemoFile({
        kind: "receipt",
        fileName: `recibo.${format}`,
        format,
        title: "Recibo",
        lines: ["Total: R$ 10,00"],
      });
      expect(file.contentType).toBe({ pdf: "application/pdf", jpeg: "image/jpeg", png: "image/png" }[format]);
      expect(PRIVATE_FILE_CONTENT_TYPES[detectPrivateFileType(file.data)!]).toBe(file.contentType);
      expect(file.size).toBe(file.data.length);
      expect(file.size).toBeLessThan(100 * 1024);
      expect(file.sha256).toBe(createHash("sha256").update(file.data).digest("hex"));
    }
  });
});
