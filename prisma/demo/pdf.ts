// A hand-written one-page PDF: the demo's receipts and documents, and a fixture for the upload tests.

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
