import { extractText } from "unpdf";

/** A PDF answer's bytes and its extracted text, whitespace collapsed and non-breaking spaces made plain. */
export async function pdfText(response: Response): Promise<{ bytes: Uint8Array; text: string }> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  // unpdf hands the buffer to pdf.js, which may detach it: read a copy.
  const { text } = await extractText(bytes.slice(), { mergePages: true });
  return { bytes, text: text.replace(/[\s\u00a0]+/g, " ") };
}
