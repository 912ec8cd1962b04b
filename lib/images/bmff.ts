// Just enough of the ISO base media file format (ISO/IEC 14496-12) and HEIF (ISO/IEC 23008-12) to classify an
// AVIF/HEIC file and read its size from the header: the `ftyp` brands, the `ispe` (image spatial extent)
// properties and the codec configuration boxes (`hvcC` for HEVC, `av1C` for AV1). Nothing is decoded.
//
// `ispe` is only what the file declares. An HEVC decoder allocates the picture its sequence parameter set (SPS,
// carried in `hvcC`) describes, so that size is read too and the larger of the two is what decoding costs.

export type BmffCodec = "hevc" | "av1";

export type BmffImageInfo = {
  majorBrand: string;
  brands: string[];
  /** The largest `ispe` found: for tiled (grid) images this is the whole picture, not a tile. */
  width: number;
  height: number;
  codec: BmffCodec | null;
  /** The largest picture an HEVC parameter set in the file codes (what the decoder really allocates), if any. */
  coded?: { width: number; height: number };
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
  return (
    ((bytes[offset]! << 24) >>> 0) +
    (bytes[offset + 1]! << 16) +
    (bytes[offset + 2]! << 8) +
    bytes[offset + 3]!
  );
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

/** Reads bits of an RBSP (a NAL unit's payload with its emulation-prevention bytes removed), most significant first. */
class BitReader {
  private bit = 0;
  constructor(private readonly bytes: Uint8Array) {}
  u(count: number): number {
    let value = 0;
    for (let i = 0; i < count; i++) {
      const byte = this.bytes[this.bit >> 3];
      if (byte === undefined) throw new RangeError("end of parameter set");
      value = value * 2 + ((byte >> (7 - (this.bit & 7))) & 1);
      this.bit += 1;
    }
    return value;
  }
  skip(count: number) {
    this.bit += count;
    if (this.bit > this.bytes.length * 8) throw new RangeError("end of parameter set");
  }
  /** Unsigned Exp-Golomb code, ue(v). */
  ue(): number {
    let zeros = 0;
    while (this.u(1) === 0) {
      zeros += 1;
      if (zeros > 31) throw new RangeError("Exp-Golomb code too long");
    }
    return zeros === 0 ? 0 : 2 ** zeros - 1 + this.u(zeros);
  }
}

/** A NAL unit's payload without its 2-byte header and with each 0x000003 emulation-prevention byte dropped. */
function rbsp(nal: Uint8Array): Uint8Array {
  const out: number[] = [];
  let zeros = 0;
  for (let i = 2; i < nal.length; i++) {
    const byte = nal[i]!;
    if (zeros >= 2 && byte === 3) {
      zeros = 0;
      continue;
    }
    zeros = byte === 0 ? zeros + 1 : 0;
    out.push(byte);
  }
  return Uint8Array.from(out);
}

/** pic_width/height_in_luma_samples of an HEVC SPS (ITU-T H.265 §7.3.2.2), or null when it cannot be read. */
export function hevcSpsSize(nal: Uint8Array): { width: number; height: number } | null {
  try {
    const bits = new BitReader(rbsp(nal));
    bits.skip(4); // sps_video_parameter_set_id
    const maxSubLayersMinus1 = bits.u(3);
    bits.skip(1); // sps_temporal_id_nesting_flag
    // profile_tier_level(1, maxSubLayersMinus1): 96 bits of general profile and level, then the sub-layers'.
    bits.skip(96);
    const profilePresent: boolean[] = [];
    const levelPresent: boolean[] = [];
    for (let i = 0; i < maxSubLayersMinus1; i++) {
      profilePresent.push(bits.u(1) === 1);
      levelPresent.push(bits.u(1) === 1);
    }
    if (maxSubLayersMinus1 > 0) bits.skip(2 * (8 - maxSubLayersMinus1));
    for (let i = 0; i < maxSubLayersMinus1; i++) {
      if (profilePresent[i]) bits.skip(88);
      if (levelPresent[i]) bits.skip(8);
    }
    bits.ue(); // sps_seq_parameter_set_id
    if (bits.ue() === 3) bits.skip(1); // chroma_format_idc 4:4:4 → separate_colour_plane_flag
    const width = bits.ue();
    const height = bits.ue();
    return width > 0 && height > 0 ? { width, height } : null;
  } catch {
    return null;
  }
}

const HEVC_SPS_NAL_TYPE = 33;

/** The picture sizes of the SPS NAL units in an `hvcC` box's content (ISO/IEC 14496-15 §8.3.3). */
function hvcCSizes(
  bytes: Uint8Array,
  start: number,
  end: number,
): Array<{ width: number; height: number }> | null {
  let offset = start + 22;
  if (offset + 1 > end) return null;
  const arrays = bytes[offset]!;
  offset += 1;
  const sizes: Array<{ width: number; height: number }> = [];
  for (let a = 0; a < arrays; a++) {
    if (offset + 3 > end) return null;
    const nalType = bytes[offset]! & 0x3f;
    const count = (bytes[offset + 1]! << 8) | bytes[offset + 2]!;
    offset += 3;
    for (let n = 0; n < count; n++) {
      if (offset + 2 > end) return null;
      const length = (bytes[offset]! << 8) | bytes[offset + 1]!;
      offset += 2;
      if (offset + length > end) return null;
      if (nalType === HEVC_SPS_NAL_TYPE) {
        const size = hevcSpsSize(bytes.subarray(offset, offset + length));
        if (!size) return null;
        sizes.push(size);
      }
      offset += length;
    }
  }
  return sizes;
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
  let coded: { width: number; height: number } | undefined;
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
        // A parameter set that cannot be read could still make the decoder allocate anything: refused.
        const sizes = hvcCSizes(bytes, box.contentStart, box.end);
        if (!sizes) {
          malformed = true;
          return;
        }
        for (const size of sizes) {
          if (!coded || size.width * size.height > coded.width * coded.height) coded = size;
        }
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
  return coded ? { ...ftyp, width, height, codec, coded } : { ...ftyp, width, height, codec };
}
