import { mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { backupFileName, isBackupFileName, newestFirst } from "@/lib/backup/format";
import { pruneBackups } from "@/lib/backup/retention";

describe("backup file names", () => {
  it("are the UTC moment, sortable, with a suffix for a second taken twice", () => {
    const at = new Date("2026-11-28T06:00:05.123Z");
    expect(backupFileName(at)).toBe("backup-20261128T060005Z.tar");
    expect(backupFileName(at, 2)).toBe("backup-20261128T060005Z-2.tar");
    expect(isBackupFileName("backup-20261128T060005Z-2.tar")).toBe(true);
    for (const other of [
      "backup-20261128T060005Z.tar.partial",
      "notas.txt",
      ".partial-abc",
      "backup-2026.tar",
    ])
      expect(isBackupFileName(other), other).toBe(false);
    expect(
      newestFirst([
        "backup-20261127T060000Z.tar",
        "backup-20261128T060005Z.tar",
        "backup-20261128T060005Z-10.tar",
        "backup-20261128T060005Z-2.tar",
      ]),
    ).toEqual([
      "backup-20261128T060005Z-10.tar",
      "backup-20261128T060005Z-2.tar",
      "backup-20261128T060005Z.tar",
      "backup-20261127T060000Z.tar",
    ]);
  });
});

describe("pruneBackups", () => {
  it("keeps exactly the newest BACKUP_KEEP backups and nothing else it did not write", async () => {
    const folder = mkdtempSync(path.join(tmpdir(), "backups-"));
    const days = Array.from({ length: 10 }, (_, day) =>
      backupFileName(new Date(Date.UTC(2026, 10, day + 1, 6))),
    );
    // Written out of order: the names decide, not the files' times.
    for (const name of [...days].reverse()) writeFileSync(path.join(folder, name), "x");
    writeFileSync(path.join(folder, "copia-manual.tar"), "x");
    const deleted = await pruneBackups(folder, 7);
    expect(deleted.sort()).toEqual(days.slice(0, 3));
    expect(readdirSync(folder).sort()).toEqual([...days.slice(3), "copia-manual.tar"].sort());
    expect(await pruneBackups(folder, 7)).toEqual([]);
    expect(await pruneBackups(path.join(folder, "missing"), 7)).toEqual([]);
    await expect(pruneBackups(folder, 0)).rejects.toThrow(/BACKUP_KEEP/);
  });
});
