import sharp from "sharp";
import { describe, expect, it } from "vitest";

import { minimalPdf } from "@/prisma/demo/pdf";
import { detectPrivateFileType } from "@/lib/files/detect";
import { asciiFileName, attachmentDisposition, cleanFileName, downloadFileName } from "@/lib/files/names";

import { makeDoc, makeDocx, makeZip } from "../../helpers/office-files";

describe("private file type from the bytes", () => {
  it("recognises JPEG, PNG, WebP and PDF", async () => {
    const image = sharp({ create: { width: 4, height: 4, channels: 3, background: "#345" } });
    expect(detectPrivateFileType(await image.clone().jpeg().toBuffer())).toBe("jpeg");
    expect(detectPrivateFileType(await image.clone().png().toBuffer())).toBe("png");
    expect(detectPrivateFileType(await image.clone().webp().toBuffer())).toBe("webp");
    expect(detectPrivateFileType(minimalPdf("Recibo", ["R$ 10,00"]))).toBe("pdf");
  });

  it("recognises Word documents and refuses macro-enabled ones", () => {
    expect(detectPrivateFileType(makeDoc())).toBe("doc");
    expect(detectPrivateFileType(makeDoc({ macros: true }))).toBeNull();
    expect(detectPrivateFileType(makeDoc({ streams: ["Workbook"] }))).toBeNull();
    expect(detectPrivateFileType(makeDocx())).toBe("docx");
    expect(detectPrivateFileType(makeDocx({ macro: "vba" }))).toBeNull();
    expect(detectPrivateFileType(makeDocx({ macro: "type" }))).toBeNull();
  });

  it("refuses other content whatever it claims to be", () => {
    expect(detectPrivateFileType(Buffer.from("<!doctype html><script>alert(1)</script>"))).toBeNull();
    expect(detectPrivateFileType(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeNull();
    expect(detectPrivateFileType(makeZip([{ name: "a.txt", content: "a" }]))).toBeNull();
    expect(detectPrivateFileType(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))).toBeNull();
    expect(detectPrivateFileType(new Uint8Array())).toBeNull();
  });
});

describe("file names", () => {
  it("keeps only the client's base name, without control characters", () => {
    expect(cleanFileName("C:\\fakepath\\recibo.pdf")).toBe("recibo.pdf");
    expect(cleanFileName("../../etc/passwd")).toBe("passwd");
    expect(cleanFileName("a\u0000b\r\n.pdf")).toBe("ab.pdf");
    expect(cleanFileName("   ")).toBe("arquivo");
  });

  it("names a download with the extension of its real type", () => {
    expect(downloadFileName("scan.jpg", "pdf")).toBe("scan.pdf");
    expect(downloadFileName("foto.JPEG", "jpeg")).toBe("foto.JPEG");
    expect(downloadFileName("contrato", "docx")).toBe("contrato.docx");
  });

  it("writes an RFC 6266 attachment header with an ASCII fallback and a UTF-8 filename*", () => {
    expect(asciiFileName('Recibo "São João"; 1.pdf')).toBe("Recibo _Sao Joao__ 1.pdf");
    expect(attachmentDisposition("Nota fiscal ção (1).pdf")).toBe(
      "attachment; filename=\"Nota fiscal cao (1).pdf\"; filename*=UTF-8''Nota%20fiscal%20%C3%A7%C3%A3o%20%281%29.pdf",
    );
    expect(attachmentDisposition("evil\r\nSet-Cookie: x.pdf")).not.toMatch(/[\r\n]/);
  });
});
