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

  it("refuses a Word package whose parts unpack to hundreds of megabytes, without unpacking them", () => {
    const bomb = makeDocx({ inflatesToMb: 300 });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const started = performance.now();
    expect(detectPrivateFileType(bomb)).toBeNull();
    // Inflating 300 MB takes far longer than reading a directory.
    expect(performance.now() - started).toBeLessThan(200);
    // Under the total, but one part packed a thousandfold.
    expect(detectPrivateFileType(makeDocx({ inflatesToMb: 20 }))).toBeNull();
  });

  it("refuses a package whose directory declares a stored part larger than it is, or needs ZIP64", () => {
    const centralEntry = (zip: Buffer) => zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    const stored = makeDocx();
    stored.writeUInt16LE(0, centralEntry(stored) + 10);
    stored.writeUInt32LE(50 * 1024 * 1024, centralEntry(stored) + 24);
    expect(detectPrivateFileType(stored)).toBeNull();
    const zip64 = makeDocx();
    zip64.writeUInt32LE(0xffffffff, centralEntry(zip64) + 24);
    expect(detectPrivateFileType(zip64)).toBeNull();
  });

  it("keeps accepting a package whose photos hardly compress", () => {
    const photo = Buffer.alloc(3 * 1024 * 1024);
    for (let i = 0; i < photo.length; i++) photo[i] = (i * 2654435761) >>> 24;
    const parts = makeZip([
      {
        name: "[Content_Types].xml",
        content:
          '<Types><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
        deflate: true,
      },
      { name: "word/document.xml", content: "<w:document/>".repeat(2000), deflate: true },
      { name: "word/media/image1.jpeg", data: photo, size: photo.length, crc: 0 },
    ]);
    expect(detectPrivateFileType(parts)).toBe("docx");
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
