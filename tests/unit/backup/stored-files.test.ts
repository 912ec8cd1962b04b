import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { listStoredFiles, restoredFilePath, stageStoredFiles } from "@/lib/backup/stored-files";

describe("the stored files a backup takes", () => {
  it("are the photo originals and the generated AUTH_SECRET: no variants, no half-written files, no database", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "data-"));
    const write = (relative: string, text = relative) => {
      mkdirSync(path.dirname(path.join(dataDir, relative)), { recursive: true });
      writeFileSync(path.join(dataDir, relative), text);
    };
    write("uploads/anuncios/a.jpg");
    write("uploads/anuncios/b.webp");
    write("uploads/anuncios/a.variants/640.avif");
    write("uploads/anuncios/c.jpg.partial");
    write("auth-secret");
    write("postgres/cluster/PG_VERSION");
    write("backups/backup-20261128T060000Z.tar");
    const files = await listStoredFiles(dataDir);
    expect(files).toEqual(["auth-secret", "uploads/anuncios/a.jpg", "uploads/anuncios/b.webp"]);

    const staging = mkdtempSync(path.join(tmpdir(), "staging-"));
    // A photo deleted between the listing and the staging is left out, not an error.
    rmSync(path.join(dataDir, "uploads/anuncios/b.webp"));
    expect(await stageStoredFiles(dataDir, staging, files)).toEqual([
      "files/auth-secret",
      "files/uploads/anuncios/a.jpg",
    ]);
    expect(readFileSync(path.join(staging, "files/uploads/anuncios/a.jpg"), "utf8")).toBe(
      "uploads/anuncios/a.jpg",
    );
    expect(await listStoredFiles(path.join(dataDir, "missing"))).toEqual([]);
  });

  it("go back only under DATA_DIR's uploads or as its AUTH_SECRET", () => {
    const dataDir = "/srv/data";
    expect(restoredFilePath(dataDir, "files/uploads/anuncios/a.jpg")).toBe(
      "/srv/data/uploads/anuncios/a.jpg",
    );
    expect(restoredFilePath(dataDir, "files/auth-secret")).toBe("/srv/data/auth-secret");
    for (const entry of [
      "files/uploads/../../etc/passwd",
      "files/postgres/x",
      "database/0001.copy.gz",
      "files/",
    ])
      expect(restoredFilePath(dataDir, entry), entry).toBeNull();
  });
});
