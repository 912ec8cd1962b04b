import { describe, expect, it } from "vitest";

import { HttpError } from "@/lib/http/errors";
import { withSpooledMultipart, type MultipartLimits } from "@/lib/http/multipart-stream";

// A refusal is answered as soon as the refused bytes are read, even when the client then pauses: a phone on a
// slow network must not wait for its next bytes to learn that its photo is too large.

const BOUNDARY = "----spool-boundary";
const JPEG_START = [0xff, 0xd8, 0xff, 0xe0];

const limits: MultipartLimits = {
  maxBodyBytes: 1024 * 1024,
  tooLarge: "Arquivo muito grande.",
  maxFields: 5,
  maxFieldBytes: 1024,
  fileField: "photos",
  maxFiles: 2,
  tooManyFiles: () => new HttpError(400, "Fotos demais."),
  maxFileBytes: 8 * 1024,
  checkFileStart: (name, head) => {
    if (!JPEG_START.every((byte, index) => head[index] === byte))
      throw new HttpError(415, `${name} não é uma imagem válida`);
  },
};

/** A request whose body sends `first` and then stays open, as a client that paused would leave it. */
function pausedUpload(first: Uint8Array): { request: Request; pulls: () => number } {
  let pulls = 0;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(first);
    },
    pull() {
      pulls++;
    },
  });
  const request = new Request("http://localhost/api/trade-ins", {
    method: "POST",
    headers: { "Content-Type": `multipart/form-data; boundary=${BOUNDARY}` },
    body,
    duplex: "half",
  } as RequestInit);
  return { request, pulls: () => pulls };
}

function photoPart(fileName: string, bytes: Uint8Array): Uint8Array {
  const header = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="photos"; filename="${fileName}"\r\nContent-Type: image/jpeg\r\n\r\n`;
  return new Uint8Array(Buffer.concat([Buffer.from(header), bytes]));
}

async function refusal(request: Request): Promise<HttpError> {
  const outcome = await withSpooledMultipart(request, limits, async () => "accepted").catch(
    (error: unknown) => error,
  );
  expect(outcome).toBeInstanceOf(HttpError);
  return outcome as HttpError;
}

describe("withSpooledMultipart with a client that pauses", () => {
  it("answers 413 for a part over its limit without waiting for more bytes", async () => {
    const part = Buffer.alloc(limits.maxFileBytes + 4096, 0x61);
    part.set(JPEG_START);
    const { request, pulls } = pausedUpload(photoPart("grande.jpg", part));
    const error = await refusal(request);
    expect([error.status, error.message]).toEqual([413, limits.tooLarge]);
    expect(pulls()).toBeGreaterThan(0);
  });

  it("answers 415 for a part whose first bytes are no photo without waiting for more bytes", async () => {
    const { request } = pausedUpload(photoPart("foto.jpg", Buffer.alloc(6000, 0x25)));
    const error = await refusal(request);
    expect([error.status, error.message]).toEqual([415, "foto.jpg não é uma imagem válida"]);
  });

  it("still reads a whole form whose client ends it", async () => {
    const photo = Buffer.alloc(2048, 0x61);
    photo.set(JPEG_START);
    const body = Buffer.concat([
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="name"\r\n\r\nAna\r\n`),
      photoPart("a.jpg", photo),
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]);
    const request = new Request("http://localhost/api/trade-ins", {
      method: "POST",
      headers: { "Content-Type": `multipart/form-data; boundary=${BOUNDARY}` },
      body,
    });
    const form = await withSpooledMultipart(request, limits, async (spooled) => ({
      fields: spooled.fields,
      sizes: spooled.files.map((file) => [file.name, file.size]),
    }));
    expect(form).toEqual({ fields: { name: "Ana" }, sizes: [["a.jpg", 2048]] });
  });
});
