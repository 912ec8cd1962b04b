import { inflateRawSync } from "node:zlib";

// What a private upload (expense receipt, document) is, decided from its bytes alone: never from its name or
// declared type. DOC must be a Word compound file and DOCX a Word package; macro-enabled documents are refused.

export const PRIVATE_FILE_TYPES = ["jpeg", "png", "webp", "pdf", "doc", "docx"] as const;
export type PrivateFileType = (typeof PRIVATE_FILE_TYPES)[number];

export const PRIVATE_FILE_CONTENT_TYPES: Record<PrivateFileType, string> = {
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

/** The usual extensions of each type: the first one names a download whose own extension does not fit. */
export const PRIVATE_FILE_EXTENSIONS: Record<PrivateFileType, readonly string[]> = {
  jpeg: ["jpg", "jpeg"],
  png: ["png"],
  webp: ["webp"],
  pdf: ["pdf"],
  doc: ["doc"],
  docx: ["docx"],
};

export const RECEIPT_TYPES: readonly PrivateFileType[] = ["jpeg", "png", "webp", "pdf"];
export const DOCUMENT_TYPES_ACCEPTED: readonly PrivateFileType[] = [
  "jpeg",
  "png",
  "webp",
  "pdf",
  "doc",
  "docx",
];

export function typeOfContentType(contentType: string): PrivateFileType | null {
  const entry = Object.entries(PRIVATE_FILE_CONTENT_TYPES).find(([, value]) => value === contentType);
  return entry ? (entry[0] as PrivateFileType) : null;
}

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return (
    bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte)
  );
}

const ascii = (bytes: Uint8Array, offset: number, length: number) =>
  bytes.length < offset + length
    ? ""
    : Buffer.from(bytes.buffer, bytes.byteOffset + offset, length).toString("latin1");

const u16 = (bytes: Uint8Array, offset: number) => bytes[offset]! | (bytes[offset + 1]! << 8);
const u32 = (bytes: Uint8Array, offset: number) =>
  (bytes[offset]! | (bytes[offset + 1]! << 8) | (bytes[offset + 2]! << 16) | (bytes[offset + 3]! << 24)) >>>
  0;

const OLE2_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] as const;
const ZIP_LOCAL_HEADER = [0x50, 0x4b, 0x03, 0x04] as const;

/** The type of a private file from its magic number and structure, or null when it is none of the accepted ones. */
export function detectPrivateFileType(bytes: Uint8Array): PrivateFileType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "WEBP") return "webp";
  if (ascii(bytes, 0, 5) === "%PDF-") return "pdf";
  if (startsWith(bytes, OLE2_SIGNATURE)) return isWordCompoundFile(bytes) ? "doc" : null;
  if (startsWith(bytes, ZIP_LOCAL_HEADER)) return isWordPackage(bytes) ? "docx" : null;
  return null;
}

// ---------------------------------------------------------------------------------------------------------------
// DOC: an OLE2 compound file whose directory holds a "WordDocument" stream and no VBA storage ("Macros").

const FREE_SECTOR = 0xffffffff;
const END_OF_CHAIN = 0xfffffffe;
const MAX_SECTORS_WALKED = 1 << 16;

function isWordCompoundFile(bytes: Uint8Array): boolean {
  if (bytes.length < 512) return false;
  const sectorShift = u16(bytes, 0x1e);
  if (sectorShift !== 9 && sectorShift !== 12) return false;
  const sectorSize = 1 << sectorShift;
  const sectorOffset = (sector: number) => (sector + 1) * sectorSize;
  const readSector = (sector: number): Uint8Array | null => {
    const start = sectorOffset(sector);
    return start + sectorSize <= bytes.length ? bytes.subarray(start, start + sectorSize) : null;
  };

  // The FAT's own sectors: 109 listed in the header, the rest in the DIFAT chain.
  const fatSectors: number[] = [];
  for (let i = 0; i < 109; i++) {
    const sector = u32(bytes, 0x4c + i * 4);
    if (sector !== FREE_SECTOR) fatSectors.push(sector);
  }
  let difat = u32(bytes, 0x44);
  for (
    let walked = 0;
    difat !== END_OF_CHAIN && difat !== FREE_SECTOR && walked < MAX_SECTORS_WALKED;
    walked++
  ) {
    const sector = readSector(difat);
    if (!sector) return false;
    for (let i = 0; i < sectorSize / 4 - 1; i++) {
      const entry = u32(sector, i * 4);
      if (entry !== FREE_SECTOR) fatSectors.push(entry);
    }
    difat = u32(sector, sectorSize - 4);
  }
  const nextSector = (sector: number): number | null => {
    const perSector = sectorSize / 4;
    const fatSector = fatSectors[Math.floor(sector / perSector)];
    if (fatSector === undefined) return null;
    const table = readSector(fatSector);
    return table ? u32(table, (sector % perSector) * 4) : null;
  };

  const names = new Set<string>();
  let sector: number | null = u32(bytes, 0x30);
  for (let walked = 0; sector !== null && sector !== END_OF_CHAIN && walked < MAX_SECTORS_WALKED; walked++) {
    const data = readSector(sector);
    if (!data) return false;
    for (let entry = 0; entry + 128 <= sectorSize; entry += 128) {
      const nameBytes = Math.min(u16(data, entry + 0x40), 64);
      const objectType = data[entry + 0x42];
      if (nameBytes < 2 || (objectType !== 1 && objectType !== 2)) continue;
      names.add(Buffer.from(data.subarray(entry, entry + nameBytes - 2)).toString("utf16le"));
    }
    sector = nextSector(sector);
  }
  return (
    names.has("WordDocument") && !names.has("Macros") && !names.has("_VBA_PROJECT_CUR") && !names.has("VBA")
  );
}

// ---------------------------------------------------------------------------------------------------------------
// DOCX: a ZIP holding [Content_Types].xml and word/document.xml, with no VBA project and no macro-enabled type.

const MAX_CONTENT_TYPES_BYTES = 1024 * 1024;

// What a Word package of at most 10 MB really holds once unpacked: text XML compresses some tenfold, photos and
// fonts hardly at all. The bounds leave room for that and refuse a package built to expand (a zip bomb),
// judged from the sizes its central directory declares, without inflating anything.
/** All entries together, unpacked. */
export const MAX_DOCX_UNCOMPRESSED_BYTES = 100 * 1024 * 1024;
/** Unpacked ÷ packed size of one entry; deflate tops out near 1032:1, XML stays well under 100:1. */
export const MAX_DOCX_ENTRY_RATIO = 200;
/** Entries this small are not judged by their ratio (a short, repetitive XML part packs very well). */
const RATIO_FREE_BYTES = 1024 * 1024;
/** ZIP64 marks a size or offset it could not fit in 32 bits: never needed by a package of a few megabytes. */
const ZIP64_MARK = 0xffffffff;

type ZipEntry = {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
};

function zipEntries(bytes: Uint8Array): ZipEntry[] | null {
  // End of central directory: 22 bytes plus a comment of at most 65,535 bytes, at the end of the file.
  const searchFrom = Math.max(0, bytes.length - 22 - 0xffff);
  let end = -1;
  for (let i = bytes.length - 22; i >= searchFrom; i--) {
    if (bytes[i] === 0x50 && bytes[i + 1] === 0x4b && bytes[i + 2] === 0x05 && bytes[i + 3] === 0x06) {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  const count = u16(bytes, end + 10);
  let offset = u32(bytes, end + 16);
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (offset + 46 > bytes.length || u32(bytes, offset) !== 0x02014b50) return null;
    const nameLength = u16(bytes, offset + 28);
    const extraLength = u16(bytes, offset + 30);
    const commentLength = u16(bytes, offset + 32);
    if (offset + 46 + nameLength > bytes.length) return null;
    entries.push({
      name: Buffer.from(bytes.subarray(offset + 46, offset + 46 + nameLength)).toString("utf8"),
      method: u16(bytes, offset + 10),
      compressedSize: u32(bytes, offset + 20),
      uncompressedSize: u32(bytes, offset + 24),
      localHeaderOffset: u32(bytes, offset + 42),
    });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

function zipEntryText(bytes: Uint8Array, entry: ZipEntry): string | null {
  const header = entry.localHeaderOffset;
  if (header + 30 > bytes.length || u32(bytes, header) !== 0x04034b50) return null;
  const start = header + 30 + u16(bytes, header + 26) + u16(bytes, header + 28);
  const end = start + entry.compressedSize;
  if (end > bytes.length) return null;
  const data = bytes.subarray(start, end);
  try {
    if (entry.method === 0) return Buffer.from(data).toString("utf8");
    // The output limit keeps a crafted entry (a zip bomb) from inflating without bound.
    if (entry.method === 8)
      return inflateRawSync(data, { maxOutputLength: MAX_CONTENT_TYPES_BYTES }).toString("utf8");
  } catch {
    return null;
  }
  return null;
}

/** False when the declared sizes say the archive unpacks to far more than such a document can hold. */
function hasBoundedExpansion(entries: readonly ZipEntry[], archiveBytes: number): boolean {
  let total = 0;
  let packed = 0;
  for (const entry of entries) {
    const { compressedSize, uncompressedSize, localHeaderOffset } = entry;
    if (
      compressedSize === ZIP64_MARK ||
      uncompressedSize === ZIP64_MARK ||
      localHeaderOffset === ZIP64_MARK
    ) {
      return false;
    }
    // A stored entry is as large unpacked as in the archive.
    if (entry.method === 0 && uncompressedSize !== compressedSize) return false;
    if (uncompressedSize > RATIO_FREE_BYTES && uncompressedSize > compressedSize * MAX_DOCX_ENTRY_RATIO)
      return false;
    total += uncompressedSize;
    packed += compressedSize;
  }
  return total <= MAX_DOCX_UNCOMPRESSED_BYTES && packed <= archiveBytes;
}

function isWordPackage(bytes: Uint8Array): boolean {
  const entries = zipEntries(bytes);
  if (!entries) return false;
  if (!hasBoundedExpansion(entries, bytes.length)) return false;
  const names = new Set(entries.map((entry) => entry.name.toLowerCase()));
  if (!names.has("word/document.xml")) return false;
  if (
    entries.some(
      (entry) => /(^|\/)vbaproject\.bin$/i.test(entry.name) || /(^|\/)vbadata\.xml$/i.test(entry.name),
    )
  )
    return false;
  const contentTypes = entries.find((entry) => entry.name === "[Content_Types].xml");
  if (!contentTypes) return false;
  const xml = zipEntryText(bytes, contentTypes);
  if (xml === null) return false;
  if (/macroEnabled|vbaProject/i.test(xml)) return false;
  return xml.includes("wordprocessingml.document.main+xml");
}
