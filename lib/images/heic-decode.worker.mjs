// Decodes one HEIC/HEIF picture to RGBA pixels in a worker thread. The decoder (libheif compiled to
// WebAssembly) is synchronous and can take seconds on a phone photo, so it never runs on the server's main
// thread; the parent gives it a time limit and terminates the thread when it runs over.
//
// Input (workerData): { bytes: Uint8Array, maxPixels: number }.
// Output (one message): { ok: true, width, height, pixels: Uint8Array } with the pixels' buffer transferred,
// or { ok: false, reason: "not_an_image" | "too_many_pixels", message }.
import { parentPort, workerData } from "node:worker_threads";

import decode from "heic-decode";

const { bytes, maxPixels } = workerData;

function refuse(reason, message) {
  parentPort.postMessage({ ok: false, reason, message });
}

async function run() {
  let images;
  try {
    images = await decode.all({ buffer: bytes });
  } catch (error) {
    return refuse("not_an_image", `HEIC parsing failed: ${error?.message ?? error}`);
  }
  try {
    // The picture heic-convert and the phone's gallery show: the first top-level image.
    const image = images[0];
    if (!image || !(image.width > 0) || !(image.height > 0)) {
      return refuse("not_an_image", "HEIC has no picture of a known size");
    }
    // The size the decoder is about to allocate, as libheif resolved it (grid, rotation, crop applied).
    if (image.width * image.height > maxPixels) {
      return refuse("too_many_pixels", `${image.width}x${image.height} is over ${maxPixels} pixels`);
    }
    let decoded;
    try {
      decoded = await image.decode();
    } catch (error) {
      return refuse("not_an_image", `HEIC decoding failed: ${error?.message ?? error}`);
    }
    const { width, height, data } = decoded;
    // And what it really produced.
    if (width * height > maxPixels)
      return refuse("too_many_pixels", `${width}x${height} is over ${maxPixels} pixels`);
    if (!(width > 0) || !(height > 0) || data.length !== width * height * 4) {
      return refuse("not_an_image", "HEIC decoded to an unexpected size");
    }
    const pixels = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
    parentPort.postMessage({ ok: true, width, height, pixels }, [pixels.buffer]);
  } finally {
    images.dispose();
  }
}

await run();
