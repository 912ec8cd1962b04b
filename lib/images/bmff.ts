// Just enough of the ISO base media file format (ISO/IEC 14496-12) and HEIF (ISO/IEC 23008-12) to classify an
// AVIF/HEIC file and read its size from the header: the `ftyp` brands, the `ispe` (image spatial extent)
// properties and the codec configuration boxes (`hvcC` for HEVC, `av1C` for AV1). Nothing is decoded.

export type BmffCodec = "hevc" | "av1";

export type BmffImageInfo = {
  majorBrand: string;
  brands: string[];
  /** The largest `ispe` found: for tiled (grid) images this is the whole picture, not a tile. */
  width: number;
  height: number;
  codec: BmffCodec | null;
};

type Box = { type: string; start: number; contentStart: number; end: number };

/** Boxes whose children are read; `meta` is a full box (4 bytes of version and flags before its children). */
const CONTAINERS: Record<string, number> = { meta: 4, iprp: 0, ipco: 0 };
const MAX_DEPTH = 4;
const MAX_BOXES = 4096;

function fourCC(bytes: Uint8Array, offset: number): string {
  return String.fromCharCode(bytes[offset]!, bytes[offset + 1]!, bytes[offset + 2]!, bytes[offset + 3]!);
}

function readU32(bytes: Uint8Array, offset: number): number {
  return ((bytes[offset]! << 24) >>> 0) + (bytes[offset + 1]! << 16) + (bytes[offset + 2]! << 8) + bytes[offset + 3]!;
}

/** The boxes between `start` and `end`, or null when a box header is malformed or runs past `end`. */
function readBoxes(bytes: Uint8Array, start: number, end: number): Box[] | null {
  const boxes: Box[] = [];
  let offset = start;
  while (offset + 8 <= end) {
    if (boxes.length >= MAX_BOXES) return null;
    let size = readU32(bytes, offset);
    const type = fourCC(bytes, offset + 4);
    let header = 8;
    if (size === 1) {
      if (offset + 16 > end) return null;
      const high = readU32(bytes, offset + 8);
      // A box over 4 GiB cannot be inside an upload of a few megabytes.
      if (high !== 0) return null;
      size = readU32(bytes, offset + 12);
      header = 16;
    } else if (size === 0) {
      size = end - offset;
    }
    if (size < header || offset + size > end) {
      // `mdat` (the coded pixels) may be cut short in a truncated file; the header boxes before it are enough.
      if (type === "mdat" && size >= header) {
        boxes.push({ type, start: offset, contentStart: offset + header, end });
        return boxes;
      }
      return null;
    }
    boxes.push({ type, start: offset, contentStart: offset + header, end: offset + size });
    offset += size;
  }
  return boxes;
}

/** The `ftyp` brands when the bytes start with a file-type box, else null. */
export function readFtyp(bytes: Uint8Array): { majorBrand: string; brands: string[] } | null {
  if (bytes.length < 16 || fourCC(bytes, 4) !== "ftyp") return null;
  const size = readU32(bytes, 0);
  if (size < 16 || size > bytes.length || size % 4 !== 0 || size > 4096) return null;
  const majorBrand = fourCC(bytes, 8);
  const brands = [majorBrand];
  for (let offset = 16; offset + 4 <= size; offset += 4) brands.push(fourCC(bytes, offset));
  return { majorBrand, brands };
}

/**
 * Walks meta → iprp → ipco for `ispe`, `hvcC` and `av1C`. Returns null when the file does not start with a
 * valid `ftyp`, a box is malformed, or no image extent is declared.
 */
export function readBmffImageInfo(bytes: Uint8Array): BmffImageInfo | null {
  const ftyp = readFtyp(bytes);
  if (!ftyp) return null;
  let width = 0;
  let height = 0;
  let codec: BmffCodec | null = null;
  let malformed = false;

  const visit = (start: number, end: number, depth: number) => {
    const boxes = readBoxes(bytes, start, end);
    if (!boxes) {
      malformed = true;
      return;
    }
    for (const box of boxes) {
      if (box.type === "ispe") {
        // Full box: version and flags, then 32-bit width and height.
        if (box.end - box.contentStart < 12) {
          malformed = true;
          return;
        }
        const boxWidth = readU32(bytes, box.contentStart + 4);
        const boxHeight = readU32(bytes, box.contentStart + 8);
        if (boxWidth * boxHeight > width * height) {
          width = boxWidth;
          height = boxHeight;
        }
      } else if (box.type === "hvcC") {
        codec ??= "hevc";
      } else if (box.type === "av1C") {
        codec ??= "av1";
      } else if (box.type in CONTAINERS && depth < MAX_DEPTH) {
        const skip = CONTAINERS[box.type]!;
        if (box.contentStart + skip > box.end) {
          malformed = true;
          return;
        }
        visit(box.contentStart + skip, box.end, depth + 1);
        if (malformed) return;
      }
    }
  };
  visit(0, bytes.length, 0);
  if (malformed || width === 0 || height === 0) return null;
  return { ...ftyp, width, height, codec };
}
