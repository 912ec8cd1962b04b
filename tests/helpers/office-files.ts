import { constants, crc32, deflateRawSync } from "node:zlib";

// Small but structurally real Office files for the private-file tests: a Word 97 compound file (OLE2) and a
// Word 2007+ package (ZIP), each optionally carrying a VBA project, built in memory.

/** An OLE2 compound file with one 512-byte FAT sector and one directory sector holding the given entries. */
export function makeDoc(options: { macros?: boolean; streams?: string[] } = {}): Buffer {
  const sector = 512;
  const file = Buffer.alloc(sector * 3);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(file, 0);
  file.writeUInt16LE(0x3e, 0x18);
  file.writeUInt16LE(3, 0x1a);
  file.writeUInt16LE(0xfffe, 0x1c);
  file.writeUInt16LE(9, 0x1e);
  file.writeUInt16LE(6, 0x20);
  file.writeUInt32LE(1, 0x2c); // FAT sectors
  file.writeUInt32LE(1, 0x30); // first directory sector
  file.writeUInt32LE(4096, 0x38);
  file.writeUInt32LE(0xfffffffe, 0x3c);
  file.writeUInt32LE(0xfffffffe, 0x44);
  for (let i = 0; i < 109; i++) file.writeUInt32LE(i === 0 ? 0 : 0xffffffff, 0x4c + i * 4);
  const fat = sector; // sector 0
  for (let i = 0; i < 128; i++) file.writeUInt32LE(0xffffffff, fat + i * 4);
  file.writeUInt32LE(0xfffffffd, fat); // sector 0 is the FAT
  file.writeUInt32LE(0xfffffffe, fat + 4); // sector 1 (directory) ends its chain
  const entries: Array<[string, number]> = [
    ["Root Entry", 5],
    ...(options.streams ?? ["WordDocument"]).map((name) => [name, 2] as [string, number]),
  ];
  if (options.macros) entries.push(["Macros", 1]);
  entries.forEach(([name, type], index) => {
    const offset = sector * 2 + index * 128;
    const encoded = Buffer.from(`${name}\0`, "utf16le");
    encoded.copy(file, offset);
    file.writeUInt16LE(encoded.length, offset + 0x40);
    file[offset + 0x42] = type;
  });
  return file;
}

/**
 * An entry given by its compressed bytes: `data` is what the archive holds (raw deflate), `size` and `crc` what
 * it inflates to, as the headers declare them.
 */
type RawZipFile = { name: string; data: Buffer; size: number; crc: number };
type ZipFile = { name: string; content: string; deflate?: boolean } | RawZipFile;

const isRaw = (file: ZipFile): file is RawZipFile => "data" in file;

/**
 * `megabytes` MB of zeros as raw deflate, built without holding them in memory: one fully flushed block of
 * 1 MB repeated (each is self-contained and ends on a byte boundary), then an empty final block.
 */
export function deflatedZeros(megabytes: number): Buffer & { size: number; crc: number } {
  const mb = Buffer.alloc(1024 * 1024);
  const block = deflateRawSync(mb, { finishFlush: constants.Z_FULL_FLUSH });
  let crc = 0;
  for (let i = 0; i < megabytes; i++) crc = crc32(mb, crc);
  const data = Buffer.concat([...Array.from({ length: megabytes }, () => block), Buffer.from([0x03, 0x00])]);
  return Object.assign(data, { size: megabytes * mb.length, crc });
}

/** A ZIP archive (stored or deflated entries) with a central directory. */
export function makeZip(files: ZipFile[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const file of files) {
    const raw = isRaw(file) ? null : Buffer.from(file.content, "utf8");
    const deflated = isRaw(file) || file.deflate === true;
    const data = isRaw(file) ? file.data : file.deflate ? deflateRawSync(raw!) : raw!;
    const size = isRaw(file) ? file.size : raw!.length;
    const checksum = isRaw(file) ? file.crc : crc32(raw!);
    const name = Buffer.from(file.name, "utf8");
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(deflated ? 8 : 0, 8);
    local.writeUInt32LE(checksum, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(deflated ? 8 : 0, 10);
    central.writeUInt32LE(checksum, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const DOCX_MAIN = "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml";
const DOCM_MAIN = "application/vnd.ms-word.document.macroEnabled.main+xml";

/**
 * A minimal .docx; `macro: "vba"` adds a VBA project, `macro: "type"` declares the macro-enabled main type,
 * `inflatesToMb` adds a part of that many megabytes of zeros (a few hundred kilobytes in the archive).
 */
export function makeDocx(options: { macro?: "vba" | "type"; inflatesToMb?: number } = {}): Buffer {
  const main = options.macro === "type" ? DOCM_MAIN : DOCX_MAIN;
  const files: ZipFile[] = [
    {
      name: "[Content_Types].xml",
      content: `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="${main}"/></Types>`,
      deflate: true,
    },
    { name: "_rels/.rels", content: "<Relationships/>" },
    {
      name: "word/document.xml",
      content: "<w:document><w:body><w:p><w:r><w:t>Contrato</w:t></w:r></w:p></w:body></w:document>",
      deflate: true,
    },
  ];
  if (options.macro === "vba") files.push({ name: "word/vbaProject.bin", content: "VBA" });
  if (options.inflatesToMb) {
    const zeros = deflatedZeros(options.inflatesToMb);
    files.push({ name: "word/media/image1.bin", data: zeros, size: zeros.size, crc: zeros.crc });
  }
  return makeZip(files);
}
