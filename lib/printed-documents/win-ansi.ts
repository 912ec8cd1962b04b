// What the PDF standard fonts (Helvetica) can print: the WinAnsi code page, i.e. printable ASCII, Latin-1's
// upper half (every pt-BR letter: ã, ç, é, ô, º, ª, §) and the 27 typographic signs of its 0x80–0x9F row.
// A character outside it (a name typed in another alphabet) is printed without its accent when it has one,
// "?" otherwise, rather than as a wrong glyph.

const WIN_ANSI_EXTRAS = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

function isWinAnsi(char: string): boolean {
  const code = char.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(char);
}

/** The text on one line (tabs and line breaks become spaces), every character WinAnsi lacks replaced. */
export function printable(text: string): string {
  let out = "";
  for (const char of text.replace(/[\t\r\n]+/g, " ")) {
    if (isWinAnsi(char)) out += char;
    else {
      const base = char.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
      out += base && [...base].every(isWinAnsi) ? base : "?";
    }
  }
  return out;
}
