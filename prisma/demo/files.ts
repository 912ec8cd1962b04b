import { createHash } from "node:crypto";

import sharp from "sharp";

import { detectPrivateFileType, PRIVATE_FILE_CONTENT_TYPES } from "@/lib/files/detect";
import type { DemoFileSpec } from "@/prisma/demo/business";
import { minimalPdf } from "@/prisma/demo/pdf";

// Tiny but valid private files for the demo receipts and documents, generated locally: a one-page PDF and small
// JPEG/PNG "scans" drawn with sharp. The content type is decided from the bytes by the uploads' own detector.

export type DemoStoredFile = {
  kind: "receipt" | "document";
  fileName: string;
  contentType: string;
  size: number;
  sha256: string;
  data: Uint8Array<ArrayBuffer>;
};

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (char) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[char]!,
  );

/** A small picture of a paper slip (receipt or document copy) with its title and lines. */
function paperSvg(title: string, lines: string[], width: number, height: number): string {
  const font = `font-family="DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif"`;
  const text = lines
    .map(
      (line, i) =>
        `<text x="40" y="${130 + i * 30}" ${font} font-size="17" fill="#333">${escapeXml(line)}</text>`,
    )
    .join("");
  const rules = Array.from(
    { length: 6 },
    (_, i) =>
      `<rect x="40" y="${250 + i * 26}" width="${width - 80 - (i % 3) * 60}" height="8" rx="4" fill="#d9dde2"/>`,
  ).join("");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<rect width="${width}" height="${height}" fill="#e9ecef"/>` +
    `<rect x="16" y="16" width="${width - 32}" height="${height - 32}" rx="6" fill="#ffffff"/>` +
    `<rect x="16" y="16" width="${width - 32}" height="56" rx="6" fill="#1f2a44"/>` +
    `<text x="40" y="53" ${font} font-size="22" font-weight="bold" fill="#ffffff">${escapeXml(title)}</text>` +
    text +
    rules +
    `</svg>`
  );
}

async function demoImage(spec: DemoFileSpec): Promise<Buffer> {
  const image = sharp(Buffer.from(paperSvg(spec.title, spec.lines, 640, 480)));
  return spec.format === "png"
    ? image.png({ palette: true }).toBuffer()
    : image.jpeg({ quality: 80, mozjpeg: true }).toBuffer();
}

/** The stored-file row for a demo receipt or document. */
export async function makeDemoFile(spec: DemoFileSpec): Promise<DemoStoredFile> {
  const bytes = spec.format === "pdf" ? minimalPdf(spec.title, spec.lines) : await demoImage(spec);
  const type = detectPrivateFileType(bytes);
  if (!type) throw new Error(`demo file ${spec.fileName} has an unknown type`);
  const contentType = PRIVATE_FILE_CONTENT_TYPES[type];
  const data = new Uint8Array(new ArrayBuffer(bytes.length));
  data.set(bytes);
  return {
    kind: spec.kind,
    fileName: spec.fileName,
    contentType,
    size: data.length,
    sha256: createHash("sha256").update(data).digest("hex"),
    data,
  };
}
