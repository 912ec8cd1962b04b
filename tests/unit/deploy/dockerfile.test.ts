import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

// The repository's Dockerfile cannot be built on the machines that run the tests (no Docker engine): its
// instructions are read here and held to what a host needs (README "Running in a container").

type Instruction = { keyword: string; args: string };

/** The instructions, continuation lines joined, comments dropped. */
function instructions(source: string): Instruction[] {
  const joined = source
    .split("\n")
    .filter((line) => !line.trimStart().startsWith("#"))
    .join("\n")
    .replace(/\\\n/g, " ");
  return joined
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const space = line.indexOf(" ");
      return { keyword: line.slice(0, space).toUpperCase(), args: line.slice(space + 1).trim() };
    });
}

const steps = instructions(readFileSync("Dockerfile", "utf8"));
const all = (keyword: string) => steps.filter((step) => step.keyword === keyword);
const indexOf = (predicate: (step: Instruction) => boolean) => steps.findIndex(predicate);
const env = new Map(
  all("ENV").flatMap((step) =>
    [...step.args.matchAll(/(\w+)=("[^"]*"|\S+)/g)].map((match) => [match[1]!, match[2]!.replace(/"/g, "")]),
  ),
);

describe("the Dockerfile", () => {
  it("starts from Node.js 22 LTS or newer", () => {
    const from = all("FROM");
    expect(from).toHaveLength(1);
    const major = Number(/^node:(\d+)/.exec(from[0]!.args)?.[1]);
    expect(major).toBeGreaterThanOrEqual(22);
    expect(major % 2).toBe(0);
  });

  it("installs the dependencies from the lockfile before copying the sources", () => {
    const copyLock = indexOf((step) => step.keyword === "COPY" && /package-lock\.json/.test(step.args));
    const install = indexOf(
      (step) => step.keyword === "RUN" && /\bnpm (install|ci)\b(?!\s+-g)/.test(step.args),
    );
    const copyAll = indexOf((step) => step.keyword === "COPY" && /\s\.\s+\.$/.test(step.args));
    expect(copyLock).toBeGreaterThanOrEqual(0);
    expect(install).toBeGreaterThan(copyLock);
    expect(copyAll).toBeGreaterThan(install);
    // No package is named on the install line: the lockfile decides every version.
    expect(steps[install]!.args).toMatch(/npm install --no-audit --no-fund(?: &&|$)/);
    expect(indexOf((step) => step.keyword === "RUN" && /npm run build/.test(step.args))).toBeGreaterThan(
      copyAll,
    );
  });

  it("runs as a user that is not root", () => {
    const users = all("USER");
    expect(users.length).toBeGreaterThan(0);
    expect(users.at(-1)!.args).not.toMatch(/^(root|0)(:|$)/);
    const lastUser = steps.lastIndexOf(users.at(-1)!);
    expect(lastUser).toBeLessThan(indexOf((step) => step.keyword === "ENTRYPOINT"));
  });

  it("keeps DATA_DIR on a volume", () => {
    const dataDir = env.get("DATA_DIR");
    expect(dataDir).toMatch(/^\//);
    const volumes = all("VOLUME").flatMap((step) =>
      step.args
        .replace(/[[\]",]/g, " ")
        .split(/\s+/)
        .filter(Boolean),
    );
    expect(volumes).toContain(dataDir);
  });

  it("checks liveness, not readiness, and hands signals to the launcher through an init", () => {
    const check = all("HEALTHCHECK");
    expect(check).toHaveLength(1);
    expect(check[0]!.args).toMatch(/\/api\/health\/live/);
    const entry = all("ENTRYPOINT");
    expect(entry).toHaveLength(1);
    const argv = JSON.parse(entry[0]!.args) as string[];
    expect(argv.slice(0, 2)).toEqual(["/usr/bin/tini", "--"]);
    // The launcher itself, never npm, receives the signal (README "Stopping").
    expect(argv.slice(2)).toEqual(["node", "--import", "tsx", "scripts/serve.ts", "start"]);
    expect(all("STOPSIGNAL").map((step) => step.args)).toEqual(["SIGTERM"]);
    expect(all("EXPOSE").map((step) => step.args)).toEqual([env.get("PORT")]);
  });

  it("leaves local data, dependencies and secrets out of the build context", () => {
    const ignored = readFileSync(".dockerignore", "utf8").split("\n");
    for (const entry of ["node_modules", ".next", ".data", ".env", ".env.*"])
      expect(ignored).toContain(entry);
  });
});
