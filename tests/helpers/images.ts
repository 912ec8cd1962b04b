import { crc32 } from "node:zlib";

import sharp from "sharp";

// Images built in tests: real encodings by sharp, and hand-made headers for hostile or huge inputs.

/** A picture whose left half is red and right half blue, so orientation and colour survive checks. */
export function splitImage(width: number, height: number, options: { alpha?: boolean } = {}) {
  const half = Math.floor(width / 2);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<rect width="${half}" height="${height}" fill="#ff0000" fill-opacity="${options.alpha ? 0.5 : 1}"/>` +
    `<rect x="${half}" width="${width - half}" height="${height}" fill="#0000ff"/></svg>`;
  return sharp(Buffer.from(svg));
}

/** EXIF with a camera name and a GPS position (São Paulo), as a phone writes it. */
export const EXIF_WITH_GPS = {
  IFD0: { Make: "TestCam", Model: "Phone 15", Copyright: "Dono do carro" },
  IFD3: {
    GPSLatitudeRef: "S",
    GPSLatitude: "23/1 33/1 1/1",
    GPSLongitudeRef: "W",
    GPSLongitude: "46/1 38/1 2/1",
  },
};

export const XMP_WITH_GPS =
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
  '<rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="23,33.0S" exif:GPSLongitude="46,38.0W"/>' +
  "</rdf:RDF></x:xmpmeta>";

export async function jpegWithGps(width = 640, height = 480): Promise<Buffer> {
  return splitImage(width, height)
    .jpeg({ quality: 90 })
    .withExif(EXIF_WITH_GPS)
    .withXmp(XMP_WITH_GPS)
    .toBuffer();
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG that declares `width` × `height` RGBA pixels but carries only a few bytes of (invalid) image data. */
export function pngHeader(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", Buffer.from([0x78, 0x9c, 0x63, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01])),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A baseline JPEG header (SOI, SOF0) declaring `width` × `height`, with no image data after it. */
export function jpegHeader(width: number, height: number): Buffer {
  const sof = Buffer.from([
    0xff, 0xc0, 0x00, 0x11, 0x08, 0, 0, 0, 0, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01,
  ]);
  sof.writeUInt16BE(height, 5);
  sof.writeUInt16BE(width, 7);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), sof, Buffer.from([0xff, 0xd9])]);
}

export const HTML_PAGE = Buffer.from(
  "<!DOCTYPE html><html><head><title>x</title></head><body><script>alert(document.cookie)</script></body></html>",
);
export const SVG_WITH_SCRIPT = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">' +
    '<script>alert(1)</script><rect width="100" height="100" fill="red"/></svg>',
);
export const PDF_FILE = Buffer.from(
  "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
);
