import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

// Next.js's internals (next/dist/...) change without notice between releases: the app uses its documented entry
// points only (next, next/cache, next/server, next.config options).

const ROOT = path.resolve(__dirname, "../../..");
const SOURCE_DIRS = ["app", "components", "lib", "scripts", "prisma", "tests"];
const SOURCE_FILES = ["middleware.ts", "instrumentation.ts", "next.config.ts"];
const IMPORT_OF_INTERNALS =
  /(?:\bfrom\s*|\bimport\s*\(\s*(?:\/\*.*?\*\/\s*)?|\brequire\s*\(\s*)["']next\/dist\//;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === "node_modules" || entry.name.startsWith(".") ? [] : sourceFiles(full);
    return /\.(?:[cm]?[jt]sx?)$/.test(entry.name) ? [full] : [];
  });
}

describe("framework APIs", () => {
  it("nothing imports from next/dist", () => {
    const files = [
      ...SOURCE_DIRS.flatMap((dir) => sourceFiles(path.join(ROOT, dir))),
      ...SOURCE_FILES.map((file) => path.join(ROOT, file)),
    ];
    expect(files.length).toBeGreaterThan(100);
    const offenders = files
      .filter((file) => IMPORT_OF_INTERNALS.test(readFileSync(file, "utf8")))
      .map((file) => path.relative(ROOT, file));
    expect(offenders).toEqual([]);
  });
});
