import { createHash } from "node:crypto";

import sharp from "sharp";

import type { DemoFileSpec } from "@/lib/demo/business";

// Tiny but valid private files for the demo receipts and documents, generated locally: a hand-written one-page PDF
// and small JPEG/PNG "scans" drawn with sharp. The content type is decided from the bytes, as for uploads.

export type DemoStoredFile = {
  kind: "receipt" | "document";
  fileName: string;
  contentType: string;
  size: number;
  sha256: string;
  data: Uint8Array<ArrayBuffer>;
};

/** Content type from the first bytes (magic numbers); null when it is none of the demo's formats. */
export function sniffContentType(bytes: Uint8Array): string | null {
  const startsWith = (...signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
  if (startsWith(0x25, 0x50, 0x44, 0x46, 0x2d)) return "application/pdf";
  if (startsWith(0xff, 0xd8, 0xff)) return "image/jpeg";
  if (startsWith(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "image/png";
  return null;
}

// ---------------------------------------------------------------------------------------------------------------
// PDF

/** A PDF string literal in WinAnsiEncoding: accents as octal escapes, so the file stays 7-bit. */
function pdfText(text: string): string {
  let out = "(";
  for (const char of text) {
    const code = char.codePointAt(0) ?? 63;
    if (char === "(" || char === ")" || char === "\\") out += `\\${char}`;
    else if (code >= 32 && code < 127) out += char;
    else if (code >= 160 && code <= 255) out += `\\${code.toString(8).padStart(3, "0")}`;
    else if (char === "\u2013" || char === "\u2014") out += "\\226";
    else out += "?";
  }
  return `${out})`;
}

/** A one-page A4 PDF with a title and a few lines of text, with a correct cross-reference table. */
export function minimalPdf(title: string, lines: string[]): Buffer {
  const content = [
    "BT",
    "/F1 18 Tf",
    "72 770 Td",
    `${pdfText(title)} Tj`,
    "/F1 11 Tf",
    "0 -30 Td",
    ...lines.flatMap((line) => [`${pdfText(line)} Tj`, "0 -18 Td"]),
    "0 -18 Td",
    `${pdfText("Auto Premium Seminovos - documento de demonstração")} Tj`,
    "ET",
  ].join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>",
    `<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
  ];
  let body = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, "latin1"));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefOffset = Buffer.byteLength(body, "latin1");
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

// ---------------------------------------------------------------------------------------------------------------
// Images

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
  const contentType = sniffContentType(bytes);
  if (!contentType) throw new Error(`demo file ${spec.fileName} has an unknown type`);
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
