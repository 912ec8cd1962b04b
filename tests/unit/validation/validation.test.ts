import { describe, expect, it } from "vitest";

import { money } from "@/lib/finance/fields";
import { cleanFileName } from "@/lib/files/names";
import { isPlausibleId } from "@/lib/validation/ids";
import { hasAtMostTwoDecimals, parseNumberInput } from "@/lib/validation/numbers";
import { hasInvalidCharacters, withoutBidiControls } from "@/lib/validation/text";

describe("hasInvalidCharacters", () => {
  it.each([
    ["NUL", "a\u0000b"],
    ["BEL", "a\u0007b"],
    ["ESC", "a\u001bb"],
    ["tab", "a\tb"],
    ["DEL", "a\u007fb"],
    ["NEL (C1)", "a\u0085b"],
    ["CSI (C1)", "a\u009bb"],
    ["a lone high surrogate", "a\ud800b"],
    ["a lone low surrogate", "a\udc00b"],
  ])("refuses %s everywhere", (_label, value) => {
    expect(hasInvalidCharacters(value)).toBe(true);
    expect(hasInvalidCharacters(value, { multiline: true })).toBe(true);
  });

  it.each([
    ["\\n", "a\nb"],
    ["\\r\\n", "a\r\nb"],
    ["U+2028", "a\u2028b"],
    ["U+2029", "a\u2029b"],
    ["U+202E (right-to-left override)", "a\u202eb"],
    ["U+202A (embedding)", "a\u202ab"],
    ["U+2066 (isolate)", "a\u2066b"],
  ])("refuses %s in single-line fields, keeps it in multi-line ones", (_label, value) => {
    expect(hasInvalidCharacters(value)).toBe(true);
    expect(hasInvalidCharacters(value, { multiline: true })).toBe(false);
  });

  it.each([
    ["a zero-width space", "Jo\u200bão"],
    ["a zero-width joiner (emoji)", "👩\u200d💻"],
    ["Hebrew letters", "דוד כהן"],
    ["Arabic with a right-to-left mark", "محمد\u200f"],
    ["an emoji (a surrogate pair)", "Carro 🚗"],
    ["accents", "João Conceição"],
    ["markup", "</script><script>alert(1)</script>"],
  ])("keeps %s", (_label, value) => {
    expect(hasInvalidCharacters(value)).toBe(false);
    expect(hasInvalidCharacters(value, { multiline: true })).toBe(false);
  });

  it("withoutBidiControls removes only the bidi controls", () => {
    expect(withoutBidiControls("recibo\u202efdp.exe\u2066\u2069 \u200b")).toBe("recibofdp.exe \u200b");
  });
});

describe("isPlausibleId", () => {
  it("accepts cuids and refuses anything no row can have", () => {
    expect(isPlausibleId("cmwrs9aum0001x67d8iuk0gof")).toBe(true);
    for (const id of ["", "../../etc/passwd", "a\u0000", "a".repeat(65), "a b", "%2e%2e", "\u202eabc"]) {
      expect(isPlausibleId(id), JSON.stringify(id)).toBe(false);
    }
  });
});

describe("parseNumberInput", () => {
  it("reads plain decimals, a pt-BR comma and JSON numbers", () => {
    expect(parseNumberInput("1500.25")).toBe(1500.25);
    expect(parseNumberInput(" 1500,25 ")).toBe(1500.25);
    expect(parseNumberInput(12)).toBe(12);
    expect(parseNumberInput("")).toBeUndefined();
    expect(parseNumberInput(null)).toBeUndefined();
  });

  it.each(["NaN", "Infinity", "-Infinity", "1e3", "0x10", "12abc", "1.50,25", "[5]", "true"])(
    "does not read %s",
    (value) => {
      expect(parseNumberInput(value)).toBeNaN();
    },
  );

  it("hasAtMostTwoDecimals", () => {
    expect(hasAtMostTwoDecimals(0.1 + 0.2)).toBe(true);
    expect(hasAtMostTwoDecimals(10.25)).toBe(true);
    expect(hasAtMostTwoDecimals(0.001)).toBe(false);
  });
});

describe("finance money()", () => {
  const amount = money({ required: "Obrigatório", positive: "Maior que zero", max: 1_000, tooHigh: "Alto" });
  const message = (value: unknown) => {
    const parsed = amount.safeParse(value);
    return parsed.success ? null : parsed.error.issues[0]!.message;
  };

  it("accepts numbers and decimal texts", () => {
    expect(amount.parse(10.5)).toBe(10.5);
    expect(amount.parse("10,50")).toBe(10.5);
  });

  it("never coerces other JSON values into an amount", () => {
    expect(message(true)).toBe("Valor inválido");
    expect(message([5])).toBe("Valor inválido");
    expect(message({ valueOf: 5 })).toBe("Valor inválido");
    expect(message(undefined)).toBe("Obrigatório");
    expect(message(null)).toBe("Obrigatório");
    expect(message("")).toBe("Obrigatório");
  });

  it("refuses NaN, Infinity, zero, negatives, over the maximum and three decimals", () => {
    expect(message("NaN")).toBe("Valor inválido");
    expect(message(Infinity)).toBe("Valor inválido");
    expect(message("0x10")).toBe("Valor inválido");
    expect(message(0)).toBe("Maior que zero");
    expect(message(-1)).toBe("Maior que zero");
    expect(message(1_000.01)).toBe("Alto");
    expect(message(0.001)).toBe("Use no máximo duas casas decimais");
  });
});

describe("cleanFileName", () => {
  it("drops folders, control and bidi characters", () => {
    expect(cleanFileName("../../etc/passwd")).toBe("passwd");
    expect(cleanFileName("..\\..\\boot.ini")).toBe("boot.ini");
    expect(cleanFileName("recibo\u202efdp.exe")).toBe("recibofdp.exe");
    expect(cleanFileName("a\u0000b\u0085.pdf")).toBe("ab.pdf");
    const long = cleanFileName(`${"r".repeat(300)}.pdf`);
    expect([...long].length).toBe(255);
    expect(long.endsWith("r.pdf")).toBe(true);
    expect([...cleanFileName("é".repeat(300))].length).toBe(255);
  });
});
