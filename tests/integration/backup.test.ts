import { createHash, randomBytes } from "node:crypto";
import {
  readdirSync,
  readFileSync,
  existsSync,
  mkdirSync,
  writeFileSync,
  copyFileSync,
  statSync,
} from "node:fs";
import path from "node:path";

import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

import { createBackup } from "@/lib/backup/create";
import { BackupFileError, RestoreTargetError, restoreBackup } from "@/lib/backup/restore";
import { runScheduledBackup } from "@/lib/backup/scheduled";
import { startEmbeddedPostgres } from "@/lib/db/embedded";
import { api, signedInAs, testAddress, type SignedInUser } from "@/tests/helpers/auth";
import { removeCars, uniqueWord } from "@/tests/helpers/car-factory";
import { startNext, tempDataDir } from "@/tests/helpers/app-server";
import { testDb } from "@/tests/helpers/db";
import { jpegWithGps } from "@/tests/helpers/images";

// npm run backup / restore (API.md "Operations"), on the integration server's own database and DATA_DIR while
// staff and visitors write through the running app: the restored database equals, table by table and row by
// row, what the backup's snapshot saw (compared inside that very snapshot), every restored photo equals the
// file that was stored, and the app starts on the restored folder. Damaged files and non-empty targets are
// refused without changing anything; the nightly run keeps exactly BACKUP_KEEP.

type Checksums = Record<string, { rows: number; md5: string | null }>;

/** One checksum per table of every row's text, read by `client` (inside whatever snapshot it holds). */
async function tableChecksums(client: pg.ClientBase): Promise<Checksums> {
  const { rows: tables } = await client.query<{ name: string }>(
    `SELECT relname AS name FROM pg_class
      WHERE relnamespace = current_schema()::regnamespace AND relkind = 'r' ORDER BY relname`,
  );
  const result: Checksums = {};
  for (const { name } of tables) {
    const quoted = client.escapeIdentifier(name);
    const { rows } = await client.query<{ rows: string; md5: string | null }>(
      `SELECT count(*)::text AS rows, md5(string_agg(t::text, E'\\n' ORDER BY t::text)) AS md5 FROM ${quoted} t`,
    );
    result[name] = { rows: Number(rows[0]!.rows), md5: rows[0]!.md5 };
  }
  return result;
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const sha256 = (file: string) => createHash("sha256").update(readFileSync(file)).digest("hex");

/** The stored photo originals under `dataDir/uploads` (relative path → SHA-256), variants left out. */
function photoFiles(dataDir: string): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (relative: string) => {
    const folder = path.join(dataDir, relative);
    if (!existsSync(folder)) return;
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const child = path.join(relative, entry.name);
      if (entry.isDirectory() && !entry.name.endsWith(".variants")) walk(child);
      else if (entry.isFile() && !entry.name.endsWith(".partial"))
        found.set(child, sha256(path.join(dataDir, child)));
    }
  };
  walk("uploads");
  return found;
}

/** Everything under a folder (names and sizes), to show a refused restore changed nothing. */
function folderState(folder: string): string[] {
  if (!existsSync(folder)) return ["(absent)"];
  const out: string[] = [];
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(folder, relative), { withFileTypes: true })) {
      const child = path.join(relative, entry.name);
      if (entry.isDirectory()) walk(child);
      else out.push(`${child} ${statSync(path.join(folder, child)).size}`);
    }
  };
  walk("");
  return out.sort();
}

async function createDatabase(): Promise<string> {
  const name = `restore_${randomBytes(4).toString("hex")}`;
  await testDb().$executeRawUnsafe(`CREATE DATABASE ${name}`);
  const url = new URL(inject("databaseUrl"));
  url.pathname = `/${name}`;
  return url.toString();
}

const tableCount = (url: string) =>
  withClient(url, async (client) => {
    const { rows } = await client.query<{ count: string }>(
      `SELECT count(*)::text AS count FROM pg_class
        WHERE relnamespace = current_schema()::regnamespace AND relkind = 'r'`,
    );
    return Number(rows[0]!.count);
  });

let gerente: SignedInUser;
const cars: string[] = [];
let backupFile: string;
let snapshot: Checksums;
/** Every photo file the source held at some point during the test: relative path → SHA-256. */
const storedPhotos = new Map<string, string>();

beforeAll(async () => {
  gerente = await signedInAs("gerente");
});

afterAll(async () => {
  await removeCars(cars);
});

async function uploadPhoto(): Promise<{ url: string; publicId: string; width: number; height: number }> {
  const form = new FormData();
  form.set("file", new Blob([new Uint8Array(await jpegWithGps(320, 240))], { type: "image/jpeg" }), "f.jpg");
  const response = await api("/api/uploads/images", { method: "POST", body: form, session: gerente });
  expect(response.status).toBe(201);
  const body = (await response.json()) as {
    secure_url: string;
    public_id: string;
    width: number;
    height: number;
  };
  // Stored files are written once and never changed: their bytes now are their bytes for good.
  const relative = path.join("uploads", `${body.public_id}.jpg`);
  storedPhotos.set(relative, sha256(path.join(inject("dataDir"), relative)));
  return { url: body.secure_url, publicId: body.public_id, width: body.width, height: body.height };
}

/** Staff replacing a car's photo over and over (the old file is deleted each time), visitors writing tickets. */
function startWriters(): { started: Promise<void>; stop(): Promise<number> } {
  let running = true;
  let writes = 0;
  let markStarted = () => {};
  const started = new Promise<void>((resolve) => (markStarted = resolve));
  const staff = (async () => {
    const response = await api("/api/cars", {
      method: "POST",
      session: gerente,
      json: {
        brand: "Honda",
        model: uniqueWord("Backup"),
        year: "2022",
        price: 90_000,
        mileage: 10_000,
        color: "Preto",
        images: [await uploadPhoto()],
      },
    });
    expect(response.status).toBe(201);
    const { car } = (await response.json()) as { car: { id: string } };
    cars.push(car.id);
    while (running) {
      const update = await api(`/api/cars/${car.id}`, {
        method: "PUT",
        session: gerente,
        json: { images: [await uploadPhoto()], price: 90_000 + writes },
      });
      expect(update.status).toBe(200);
      writes += 1;
      markStarted();
    }
  })();
  const visitors = (async () => {
    while (running) {
      const response = await api("/api/contact-tickets", {
        method: "POST",
        address: testAddress(),
        json: { name: "Cliente Backup", email: "cliente@example.com", phone: "11987654321", message: "Oi" },
      });
      expect(response.status).toBe(201);
      writes += 1;
    }
  })();
  return {
    started,
    async stop() {
      running = false;
      await Promise.all([staff, visitors]);
      return writes;
    },
  };
}

describe("npm run backup and npm run restore", () => {
  it("restores, while staff and visitors write, every row of one moment and every stored file byte for byte", async () => {
    const dataDir = inject("dataDir");
    for (const [file, hash] of photoFiles(dataDir)) storedPhotos.set(file, hash);
    const writers = startWriters();
    // The snapshot falls in the middle of their work: a car and its first photo change are in it.
    await writers.started;
    const backupDir = tempDataDir("dealership-backups");
    const result = await createBackup({
      databaseUrl: inject("databaseUrl"),
      dataDir,
      backupDir,
      onSnapshot: (id) =>
        withClient(inject("databaseUrl"), async (client) => {
          await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
          await client.query(`SET TRANSACTION SNAPSHOT '${id}'`);
          snapshot = await tableChecksums(client);
          await client.query("COMMIT");
        }),
    });
    const writes = await writers.stop();
    expect(writes).toBeGreaterThan(3);
    backupFile = result.file;
    expect(path.basename(result.file)).toMatch(/^backup-\d{8}T\d{6}Z\.tar$/);
    expect(statSync(result.file).mode & 0o777).toBe(0o600);
    // The writers went on after the snapshot: the live database has moved on from it.
    const live = await withClient(inject("databaseUrl"), tableChecksums);
    expect(live.ContactTicket!.rows).toBeGreaterThan(snapshot.ContactTicket!.rows);

    const target = path.join(tempDataDir("dealership-restored"), "data");
    const restored = await restoreBackup({ file: result.file, dataDir: target });
    expect(restored.rows).toBe(Object.values(snapshot).reduce((sum, table) => sum + table.rows, 0));

    const server = await startEmbeddedPostgres({
      dataDir: path.join(target, "postgres"),
      log: () => undefined,
    });
    let referenced: string[];
    try {
      expect(await withClient(server.url, tableChecksums)).toEqual(snapshot);
      referenced = await withClient(server.url, async (client) =>
        (await client.query<{ publicId: string }>(`SELECT "publicId" FROM "CarPhoto"`)).rows.map(
          (row) => row.publicId,
        ),
      );
    } finally {
      await server.stop();
    }
    const restoredFiles = photoFiles(target);
    // Every photo a restored car shows is there, and every restored file is the one that was stored.
    for (const publicId of referenced)
      expect(restoredFiles.has(path.join("uploads", `${publicId}.jpg`)), publicId).toBe(true);
    expect(restoredFiles.size).toBeGreaterThan(0);
    for (const [file, hash] of restoredFiles) expect(hash, file).toBe(storedPhotos.get(file));
  });

  it("starts the app on the restored folder, photos served", async () => {
    const target = path.join(tempDataDir("dealership-restored-app"), "data");
    await restoreBackup({ file: backupFile, dataDir: target });
    const server = await startEmbeddedPostgres({
      dataDir: path.join(target, "postgres"),
      log: () => undefined,
    });
    try {
      const app = await startNext({ databaseUrl: server.url, dataDir: target });
      try {
        const photo = await withClient(server.url, async (client) => {
          const { rows } = await client.query<{ url: string; carId: string }>(
            `SELECT url, "carId" FROM "CarPhoto" WHERE "carId" = $1`,
            [cars[0]],
          );
          return rows[0]!;
        });
        const car = await fetch(`${app.baseUrl}/api/cars/${photo.carId}`);
        expect(car.status).toBe(200);
        const media = await fetch(`${app.baseUrl}${photo.url}`);
        expect(media.status).toBe(200);
        expect((await media.arrayBuffer()).byteLength).toBeGreaterThan(0);
      } finally {
        await app.stop();
      }
    } finally {
      await server.stop();
    }
  });

  it("restores into an empty database at DATABASE_URL, and refuses one that is not empty", async () => {
    const url = await createDatabase();
    const dataDir = tempDataDir("dealership-restored-url");
    await restoreBackup({ file: backupFile, dataDir, databaseUrl: url });
    expect(await withClient(url, tableChecksums)).toEqual(snapshot);
    expect(photoFiles(dataDir).size).toBeGreaterThan(0);

    const before = await withClient(url, tableChecksums);
    const again = tempDataDir("dealership-restored-url-again");
    await expect(restoreBackup({ file: backupFile, dataDir: again, databaseUrl: url })).rejects.toThrow(
      /the database at DATABASE_URL is not empty/,
    );
    expect(await withClient(url, tableChecksums)).toEqual(before);
    expect(folderState(again)).toEqual([]);
  });

  it("refuses a DATA_DIR that is not empty, changing nothing", async () => {
    const target = tempDataDir("dealership-not-empty");
    writeFileSync(path.join(target, "notes.txt"), "do not touch");
    const before = folderState(target);
    const refusal = restoreBackup({ file: backupFile, dataDir: target });
    await expect(refusal).rejects.toBeInstanceOf(RestoreTargetError);
    await expect(refusal).rejects.toThrow(/DATA_DIR .* is not empty/);
    expect(folderState(target)).toEqual(before);
  });

  it("refuses a cut, damaged or foreign file with a clear message, changing nothing", async () => {
    const bytes = readFileSync(backupFile);
    const folder = tempDataDir("dealership-bad-backups");
    const truncated = path.join(folder, "truncated.tar");
    writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const flipped = Buffer.from(bytes);
    // A byte inside the first table's data: its tar header is 512 bytes, then its gzip stream.
    const inData = bytes.indexOf(Buffer.from("database/0001.copy.gz")) + 512 + 12;
    flipped[inData] = flipped[inData]! ^ 0xff;
    const damaged = path.join(folder, "damaged.tar");
    writeFileSync(damaged, flipped);
    const foreign = path.join(folder, "foreign.tar");
    writeFileSync(foreign, randomBytes(64 * 1024));
    const withoutEnd = path.join(folder, "without-manifest.tar");
    // Cut right before the manifest's tar header.
    writeFileSync(withoutEnd, bytes.subarray(0, bytes.lastIndexOf(Buffer.from("manifest.json"))));

    const url = await createDatabase();
    for (const [file, message] of [
      [truncated, /is damaged or incomplete|is incomplete/],
      [damaged, /is damaged/],
      [foreign, /is damaged or incomplete|not a backup of this app/],
      [withoutEnd, /incomplete/],
    ] as const) {
      const embeddedTarget = path.join(folder, `target-${path.basename(file)}`);
      const error = await restoreBackup({ file, dataDir: embeddedTarget }).catch((caught: unknown) => caught);
      expect(error, file).toBeInstanceOf(BackupFileError);
      expect((error as Error).message).toMatch(message);
      expect((error as Error).message).toMatch(/Nothing was restored\.$/);
      expect(existsSync(embeddedTarget), file).toBe(false);

      const dataDir = tempDataDir("dealership-bad-url");
      await expect(restoreBackup({ file, dataDir, databaseUrl: url })).rejects.toBeInstanceOf(
        BackupFileError,
      );
      expect(await tableCount(url)).toBe(0);
      expect(folderState(dataDir)).toEqual([]);
    }
  });

  it("runs the nightly backup once at a time and keeps exactly BACKUP_KEEP", async () => {
    const backupDir = tempDataDir("dealership-nightly");
    mkdirSync(backupDir, { recursive: true });
    // Older backups and a file that is not a backup.
    copyFileSync(backupFile, path.join(backupDir, "backup-20250101T060000Z.tar"));
    copyFileSync(backupFile, path.join(backupDir, "backup-20250102T060000Z.tar"));
    writeFileSync(path.join(backupDir, "leia-me.txt"), "cópias levadas para o disco externo");
    const options = { databaseUrl: inject("databaseUrl"), dataDir: inject("dataDir"), backupDir, keep: 2 };

    const [first, second] = await Promise.all([runScheduledBackup(options), runScheduledBackup(options)]);
    expect([first.status, second.status].sort()).toEqual(["done", "skipped"]);
    const third = await runScheduledBackup(options);
    expect(third.status).toBe("done");

    const names = readdirSync(backupDir).sort();
    const backups = names.filter((name) => name.startsWith("backup-"));
    expect(backups).toHaveLength(2);
    expect(backups.every((name) => !name.startsWith("backup-2025"))).toBe(true);
    expect(names).toContain("leia-me.txt");
    const done = [first, second, third].flatMap((run) => (run.status === "done" ? [run] : []));
    expect(backups).toEqual(done.map((run) => path.basename(run.backup.file)).sort());
  });
});
