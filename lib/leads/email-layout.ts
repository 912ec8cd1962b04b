import { escapeHtml } from "@/lib/format/html";

// One e-mail's content, written once and rendered twice: the plain-text part and a simple HTML part with the
// same words (inline styles only, as mail clients want). No server imports.

export type EmailContent = {
  greeting: string;
  paragraphs: string[];
  /** Label and value rows (a lead's name, phone…); empty values are left out. */
  fields?: Array<[string, string | null | undefined]>;
  /** A quoted text, such as the shopper's message. */
  quote?: { label: string; text: string };
  links?: Array<{ label: string; href: string }>;
  footer?: string[];
};

const rows = (content: EmailContent) =>
  (content.fields ?? []).filter((field): field is [string, string] => Boolean(field[1]));

export function renderText(content: EmailContent): string {
  const blocks = [content.greeting, ...content.paragraphs];
  const fields = rows(content);
  if (fields.length) blocks.push(fields.map(([label, value]) => `${label}: ${value}`).join("\n"));
  if (content.quote) blocks.push(`${content.quote.label}:\n${content.quote.text}`);
  if (content.links?.length)
    blocks.push(content.links.map((link) => `${link.label}: ${link.href}`).join("\n"));
  if (content.footer?.length) blocks.push(`--\n${content.footer.join("\n")}`);
  return `${blocks.join("\n\n")}\n`;
}

const paragraph = (text: string) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`;

export function renderHtml(content: EmailContent): string {
  const parts = [paragraph(content.greeting), ...content.paragraphs.map(paragraph)];
  const fields = rows(content);
  if (fields.length) {
    const cells = fields
      .map(
        ([label, value]) =>
          `<tr><th align="left" style="padding:2px 12px 2px 0;color:#555;font-weight:normal">${escapeHtml(label)}</th>` +
          `<td style="padding:2px 0">${escapeHtml(value)}</td></tr>`,
      )
      .join("");
    parts.push(
      `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${cells}</table>`,
    );
  }
  if (content.quote) {
    parts.push(
      `<p style="margin:0 0 4px;color:#555">${escapeHtml(content.quote.label)}:</p>` +
        `<blockquote style="margin:0 0 16px;padding:8px 12px;border-left:3px solid #ccc;white-space:pre-wrap">${escapeHtml(content.quote.text)}</blockquote>`,
    );
  }
  for (const link of content.links ?? []) {
    parts.push(
      `<p style="margin:0 0 12px"><a href="${escapeHtml(link.href)}" style="color:#1d4ed8">${escapeHtml(link.label)}</a></p>`,
    );
  }
  if (content.footer?.length) {
    parts.push(
      `<p style="margin:24px 0 0;color:#666;font-size:13px">${content.footer.map(escapeHtml).join("<br>")}</p>`,
    );
  }
  return (
    `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"></head>` +
    `<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#111;max-width:600px">` +
    `${parts.join("")}</body></html>`
  );
}
