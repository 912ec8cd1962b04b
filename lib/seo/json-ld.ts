// JSON-LD goes into an inline <script>: "</script>" or "<!--" inside a car's description would end or corrupt
// it, and U+2028/U+2029 break older JavaScript parsers. Escaping them keeps the JSON value identical.

export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
