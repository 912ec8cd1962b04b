import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

import { describe, expect, it } from "vitest";

// package.json's `engines` must tell the truth, and a fresh `npm install` on those Node versions must not warn:
// every package of the lockfile (those for other platforms aside) accepts the oldest version of each line the
// project promises, and the machines' own Node.

const semver = createRequire(import.meta.url)("semver") as {
  satisfies(version: string, range: string): boolean;
  minVersion(range: string): { version: string } | null;
};

type LockEntry = { version?: string; engines?: { node?: string }; os?: string[]; cpu?: string[] };
const lock = JSON.parse(readFileSync("package-lock.json", "utf8")) as { packages: Record<string, LockEntry> };
const manifest = JSON.parse(readFileSync("package.json", "utf8")) as { engines: { node: string } };

// Used by Prisma's CLI only for `prisma dev` (a local Prisma Postgres), which this project never runs; every
// version of it wants Node 22.
const ACCEPTED_EXCEPTIONS = new Set(["@prisma/streams-local"]);

const forThisPlatform = (entry: LockEntry) =>
  (!entry.os || entry.os.includes(process.platform)) && (!entry.cpu || entry.cpu.includes(process.arch));

function refusing(nodeVersion: string): string[] {
  return Object.entries(lock.packages)
    .filter(([location, entry]) => location && entry.engines?.node && forThisPlatform(entry))
    .map(([location, entry]) => ({ name: location.slice(location.lastIndexOf("node_modules/") + 13), entry }))
    .filter(
      ({ name, entry }) =>
        !ACCEPTED_EXCEPTIONS.has(name) && !semver.satisfies(nodeVersion, entry.engines!.node!),
    )
    .map(({ name, entry }) => `${name}@${entry.version} wants ${entry.engines!.node}`);
}

describe("Node versions", () => {
  const lines = manifest.engines.node.split("||").map((range) => semver.minVersion(range.trim())!.version);

  it("package.json promises Node 20, the version the machines run", () => {
    expect(semver.satisfies("20.20.2", manifest.engines.node)).toBe(true);
    expect(lines).toContain("20.19.0");
  });

  it.each(lines)("every installed package accepts Node %s, the oldest of a promised line", (version) => {
    expect(refusing(version)).toEqual([]);
  });

  it("every installed package accepts the Node running the tests", () => {
    expect(semver.satisfies(process.versions.node, manifest.engines.node)).toBe(true);
    expect(refusing(process.versions.node)).toEqual([]);
  });
});
