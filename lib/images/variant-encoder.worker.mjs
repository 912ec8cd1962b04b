// Child process that encodes photo variants (lib/images/variant-encoder.ts starts it). It lowers its own CPU
// priority before loading sharp, so every thread libvips starts inherits it: while it encodes, the server's
// requests still get the CPU first. One message is one variant: read the stored photo, resize it (never
// enlarged), encode, write under a temporary name and rename, so a reader never sees half a file.
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { setPriority } from "node:os";
import path from "node:path";

try {
  setPriority(10);
} catch {
  // Not allowed to change priority: encode anyway.
}

const { default: sharp } = await import("sharp");
// Each photo is read once per variant: libvips' cache would only hold memory.
sharp.cache(false);

// Qualities matching next/image's at its default of 75 (it scales AVIF's by 50/80 to match WebP's look). Every
// stored photo gets 24 copies, so speed counts: AVIF at effort 1 is about 25% smaller than WebP at some 3x less
// time than next/image's effort 3, and JPEG, the fallback for old browsers, skips mozjpeg's slower search.
const ENCODERS = {
  avif: (image) => image.avif({ quality: 47, effort: 1 }),
  webp: (image) => image.webp({ quality: 75 }),
  jpg: (image) => image.flatten({ background: "#ffffff" }).jpeg({ quality: 75 }),
};
const MAX_INPUT_PIXELS = 40_000_000;

async function encode({ source, target, width, format }) {
  const encoder = ENCODERS[format];
  if (!encoder) throw new Error(`unknown variant format ${format}`);
  const input = await readFile(source);
  const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" }).resize({
    width,
    withoutEnlargement: true,
  });
  const bytes = await encoder(image).toBuffer();
  await mkdir(path.dirname(target), { recursive: true });
  const partial = `${target}.${process.pid}.partial`;
  try {
    await writeFile(partial, bytes);
    await rename(partial, target);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return bytes.length;
}

process.on("message", (job) => {
  encode(job).then(
    (size) => process.send?.({ id: job.id, ok: true, size }),
    (error) => process.send?.({ id: job.id, ok: false, message: String(error?.message ?? error) }),
  );
});

// The server went away (stopped, or killed): nothing left to encode for.
process.on("disconnect", () => process.exit(0));
