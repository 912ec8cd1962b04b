import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

import ts from "typescript";
import { describe, expect, it } from "vitest";
import { z } from "zod";

import { SUSPICIOUS_ENCODING_MATCHER } from "@/lib/http/malformed-url";

// Every pattern the project defines must run in time linear in its input. The patterns are discovered, not
// listed: every regular expression literal in the application's sources (so one added later is covered), the
// formats of zod the schemas use, and middleware's matcher. Each is fed generated worst cases: for every
// unbounded (or long) quantifier, a text that reaches it, then a long run of each character it accepts, then a
// tail that makes the match fail — the shape that makes a backtracking engine retry every split of the run.

const ROOT = path.resolve(__dirname, "../../..");
const SOURCES = [
  "lib",
  "app",
  "components",
  "middleware.ts",
  "instrumentation.ts",
  "instrumentation-client.ts",
  "next.config.ts",
];
const SKIPPED = [path.join("lib", "db", "generated")];

function sourceFiles(entry: string): string[] {
  const full = path.join(ROOT, entry);
  if (SKIPPED.some((skipped) => entry.startsWith(skipped))) return [];
  if (statSync(full).isDirectory())
    return readdirSync(full).flatMap((name) => sourceFiles(path.join(entry, name)));
  return /\.(ts|tsx|mts)$/.test(entry) && !entry.endsWith(".d.ts") ? [entry] : [];
}

type Pattern = { where: string; regex: RegExp };

/** Regular expression literals, and calls of the RegExp constructor (whose pattern cannot be checked here). */
function scan(file: string): { literals: Pattern[]; constructed: string[] } {
  const text = readFileSync(path.join(ROOT, file), "utf8");
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const literals: Pattern[] = [];
  const constructed: string[] = [];
  const where = (node: ts.Node) =>
    `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node) => {
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
      const literal = node.getText();
      const end = literal.lastIndexOf("/");
      literals.push({ where: where(node), regex: new RegExp(literal.slice(1, end), literal.slice(end + 1)) });
    }
    if (
      (ts.isNewExpression(node) || ts.isCallExpression(node)) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === "RegExp"
    ) {
      constructed.push(where(node));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { literals, constructed };
}

// zod's formats, by the name the schemas call them with (z.email(), z.uuid(), …).
// z.url() parses with the URL class, no pattern (unless given one, which is a literal found above).
const ZOD_FORMATS: Record<string, RegExp | null> = {
  email: z.regexes.email,
  uuid: z.regexes.uuid(),
  cuid: z.regexes.cuid,
  cuid2: z.regexes.cuid2,
  ulid: z.regexes.ulid,
  url: null,
  // The API's answers (the OpenAPI document's schemas) state their days and moments with these.
  "iso.date": z.regexes.date,
  "iso.datetime": z.regexes.datetime({}),
};

function zodFormatsUsed(files: string[]): { used: Pattern[]; unknown: string[] } {
  const used: Pattern[] = [];
  const unknown: string[] = [];
  for (const file of files) {
    const text = readFileSync(path.join(ROOT, file), "utf8");
    for (const match of text.matchAll(
      /\bz\.(email|url|uuid|guid|cuid2?|ulid|nanoid|ipv[46]|cidrv[46]|e164|jwt|base64(?:url)?|hostname|emoji|iso\.\w+)\(/g,
    )) {
      const format = ZOD_FORMATS[match[1]!];
      if (format === null) continue;
      if (format) used.push({ where: `${file}: z.${match[1]}()`, regex: format });
      else unknown.push(`${file}: z.${match[1]}()`);
    }
  }
  return { used, unknown };
}

/** middleware's matcher for suspicious percent-encodings, as the path pattern it compiles to. */
function middlewareMatcher(): Pattern {
  const inner = SUSPICIOUS_ENCODING_MATCHER.slice("/:path(".length, -1);
  return {
    where: "lib/http/malformed-url.ts SUSPICIOUS_ENCODING_MATCHER",
    regex: new RegExp(`^\\/(${inner})$`, "i"),
  };
}

// ---- A small parser of JavaScript patterns: enough to find the quantifiers and build text that reaches them.

type Node =
  | { kind: "char"; src: string }
  | { kind: "empty" }
  | { kind: "seq"; items: Node[] }
  | { kind: "group"; options: Node[]; look: boolean }
  | { kind: "repeat"; body: Node; src: string; min: number; max: number };

function parse(source: string): Node {
  let i = 0;
  const alternation = (): Node[] => {
    const options = [sequence()];
    while (source[i] === "|") {
      i++;
      options.push(sequence());
    }
    return options;
  };
  const sequence = (): Node => {
    const items: Node[] = [];
    while (i < source.length && source[i] !== "|" && source[i] !== ")") {
      const start = i;
      const node = atom();
      items.push(quantified(node, start));
    }
    return { kind: "seq", items };
  };
  const quantified = (node: Node, start: number): Node => {
    let min = -1;
    let max = -1;
    const c = source[i];
    if (c === "*" || c === "+" || c === "?") {
      min = c === "+" ? 1 : 0;
      max = c === "?" ? 1 : Number.POSITIVE_INFINITY;
      i++;
    } else if (c === "{") {
      const braces = /^\{(\d+)(,(\d*))?\}/.exec(source.slice(i));
      if (braces) {
        min = Number(braces[1]);
        max = braces[2] === undefined ? min : braces[3] ? Number(braces[3]) : Number.POSITIVE_INFINITY;
        i += braces[0].length;
      }
    }
    if (min < 0) return node;
    const src = source.slice(start, i);
    if (source[i] === "?") i++;
    return { kind: "repeat", body: node, src, min, max };
  };
  const atom = (): Node => {
    const start = i;
    const c = source[i]!;
    if (c === "(") {
      i++;
      let look = false;
      if (source.startsWith("?:", i)) i += 2;
      else if (source.startsWith("?=", i) || source.startsWith("?!", i)) {
        i += 2;
        look = true;
      } else if (source.startsWith("?<=", i) || source.startsWith("?<!", i)) {
        i += 3;
        look = true;
      } else if (source.startsWith("?<", i)) i = source.indexOf(">", i) + 1;
      const options = alternation();
      i++; // ")"
      return { kind: "group", options, look };
    }
    if (c === "[") {
      i++;
      while (source[i] !== "]") i += source[i] === "\\" ? 2 : 1;
      i++;
      return { kind: "char", src: source.slice(start, i) };
    }
    if (c === "^" || c === "$") {
      i++;
      return { kind: "empty" };
    }
    if (c === "\\") {
      const next = source[i + 1]!;
      if (next === "b" || next === "B") {
        i += 2;
        return { kind: "empty" };
      }
      if (/[1-9]/.test(next)) {
        i += 1;
        while (/\d/.test(source[i] ?? "")) i++;
        return { kind: "empty" };
      }
      if (next === "k") {
        i = source.indexOf(">", i) + 1;
        return { kind: "empty" };
      }
      const escape = /^\\(u\{[0-9a-fA-F]+\}|u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|[pP]\{[^}]+\}|c[A-Za-z]|.)/.exec(
        source.slice(i),
      )!;
      i += escape[0].length;
      return { kind: "char", src: escape[0] };
    }
    i++;
    return { kind: "char", src: c };
  };
  return { kind: "group", options: alternation(), look: false };
}

// ---- Worst cases.

const SAMPLE = [
  "a",
  "Z",
  "0",
  "9",
  " ",
  "\t",
  "\n",
  ".",
  ",",
  "-",
  "_",
  "@",
  "/",
  "\\",
  "%",
  "=",
  "+",
  ":",
  ";",
  "'",
  '"',
  "!",
  "é",
  "\u0000",
  "\u00a0",
  "\u2028",
  "\u202e",
  "\ud83d",
  "\ude00",
];

function candidatesOf(regex: RegExp): string[] {
  const chars = new Set(SAMPLE);
  for (const char of regex.source) chars.add(char);
  for (const match of regex.source.matchAll(/\\u([0-9a-fA-F]{4})|\\x([0-9a-fA-F]{2})/g))
    chars.add(String.fromCharCode(parseInt(match[1] ?? match[2]!, 16)));
  return [...chars];
}

/** Compiles `src` anchored; null when it cannot stand alone (a back-reference to a group outside it). */
function whole(src: string, flags: string): RegExp | null {
  try {
    return new RegExp(`^(?:${src})$`, flags);
  } catch {
    return null;
  }
}

type HotSpot = { prefix: string; runs: string[] };

function hotSpots(regex: RegExp, minimumMax: number): HotSpot[] {
  const flags = regex.flags.replace(/[gy]/g, "");
  const candidates = candidatesOf(regex);
  const accepts = new Map<string, string[]>();
  const accepted = (src: string) => {
    if (!accepts.has(src)) {
      const single = whole(src, flags);
      accepts.set(src, single ? candidates.filter((char) => single.test(char)) : []);
    }
    return accepts.get(src)!;
  };
  const example = (node: Node): string => {
    switch (node.kind) {
      case "char":
        return accepted(node.src)[0] ?? "";
      case "empty":
        return "";
      case "seq":
        return node.items.map(example).join("");
      case "group":
        return node.look ? "" : example(node.options[0]!);
      case "repeat":
        return example(node.body).repeat(node.min);
    }
  };
  const spots: HotSpot[] = [];
  const walk = (node: Node, prefix: string) => {
    if (node.kind === "seq") {
      let reached = prefix;
      for (const item of node.items) {
        walk(item, reached);
        reached += example(item);
      }
    } else if (node.kind === "group") {
      for (const option of node.options) walk(option, prefix);
    } else if (node.kind === "repeat") {
      if (node.max >= minimumMax) {
        const body = node.src.slice(
          0,
          node.src.length - (node.src.endsWith("}") ? node.src.length - node.src.lastIndexOf("{") : 1),
        );
        const unit = example(node.body);
        const runs = new Set([...accepted(body), ...(unit ? [unit] : [])]);
        // A run of the unit then a character accepted elsewhere, for quantified groups ("a." repeated).
        for (const char of candidates) if (unit && unit.length > 1 && !unit.includes(char)) runs.add(unit);
        spots.push({ prefix, runs: [...runs] });
      }
      walk(node.body, prefix);
    }
  };
  walk(parse(regex.source), "");
  return spots;
}

function worstCases(regex: RegExp, length: number): string[] {
  const tails = ["", ...candidatesOf(regex)];
  const inputs = new Set<string>();
  for (const spot of hotSpots(regex, 16)) {
    for (const run of spot.runs) {
      const body = run.repeat(Math.ceil(length / run.length));
      for (const tail of tails) inputs.add(spot.prefix + body + tail);
    }
  }
  return [...inputs];
}

/**
 * The slowest of the inputs, in ms, stopping at the first one over `enough`; a slow one is measured again so a
 * pause of the machine is not blamed on the pattern.
 */
function slowest(
  regex: RegExp,
  inputs: string[],
  enough = Number.POSITIVE_INFINITY,
): { ms: number; input: string } {
  const probe = new RegExp(regex.source, regex.flags.replace(/[gy]/g, ""));
  let worst = { ms: 0, input: "" };
  for (const input of inputs) {
    let ms = Number.POSITIVE_INFINITY;
    for (let attempt = 0; attempt < 3; attempt++) {
      const started = performance.now();
      probe.test(input);
      ms = Math.min(ms, performance.now() - started);
      // Measured again unless clearly fine or clearly super-linear.
      if (ms < 5 || ms > enough * 10) break;
    }
    if (ms > worst.ms) worst = { ms, input };
    if (ms > enough) break;
  }
  return worst;
}

const FILES = SOURCES.flatMap(sourceFiles);
const SCANNED = FILES.map(scan);
const LITERALS = SCANNED.flatMap((found) => found.literals);
const ZOD = zodFormatsUsed(FILES);
const PATTERNS: Pattern[] = [...LITERALS, ...ZOD.used, middlewareMatcher()];
const describePattern = (pattern: Pattern) => `${pattern.where} ${pattern.regex}`;

describe("the patterns the project defines", () => {
  it("are all found", () => {
    expect(LITERALS.length).toBeGreaterThan(30);
    expect(ZOD.used.some((pattern) => pattern.regex === z.regexes.email)).toBe(true);
    // A zod format this test does not know would run unchecked: add it to ZOD_FORMATS.
    expect(ZOD.unknown).toEqual([]);
  });

  it("are literals, so this test can check them (no RegExp built at run time)", () => {
    expect(SCANNED.flatMap((found) => found.constructed)).toEqual([]);
  });

  it(
    "generate worst cases that catch a backtracking pattern (the check itself works)",
    { timeout: 30_000 },
    () => {
      const quadratic = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
      expect(slowest(quadratic, worstCases(quadratic, 20_000), 200).ms).toBeGreaterThan(200);
      const exponential = /^(a+)+$/;
      expect(slowest(exponential, worstCases(exponential, 24), 20).ms).toBeGreaterThan(20);
    },
  );

  it.each(PATTERNS.map((pattern) => [describePattern(pattern), pattern] as const))(
    "%s: no exponential blow-up on short worst cases",
    (_label, pattern) => {
      const worst = slowest(pattern.regex, worstCases(pattern.regex, 24), 20);
      expect(worst.ms, `${JSON.stringify(worst.input.slice(0, 80))}`).toBeLessThan(20);
    },
  );

  it.each(PATTERNS.map((pattern) => [describePattern(pattern), pattern] as const))(
    "%s: linear time on 20,000-character worst cases",
    (_label, pattern) => {
      // A linear scan of 20,000 characters takes well under a millisecond; a quadratic one, seconds.
      const worst = slowest(pattern.regex, worstCases(pattern.regex, 20_000), 200);
      expect(
        worst.ms,
        `${JSON.stringify(worst.input.slice(0, 80))}… (${worst.input.length} characters)`,
      ).toBeLessThan(200);
    },
  );
});
