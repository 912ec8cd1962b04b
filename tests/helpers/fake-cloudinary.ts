import { createHash, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import sharp, { type Metadata } from "sharp";

// A stand-in for Cloudinary's Upload API on 127.0.0.1, for tests (there is no internet here, and tests must
// never call the real service). It checks what Cloudinary checks — cloud name, API key, timestamp freshness
// and the SHA-1 signature of the sorted parameters — keeps uploaded files in memory, and answers with
// Cloudinary's shapes: upload results, `{"result":"ok"}` / `{"result":"not found"}` for destroy, and
// `{"error":{"message":…}}` with its status codes on failure. Start the Next server with
// CLOUDINARY_URL=<fake.cloudinaryUrl> and CLOUDINARY_API_BASE_URL=<fake.apiBaseUrl> to run the app against it.

export type FakeCloudinaryRequest = {
  action: string;
  contentType: string;
  params: Record<string, string>;
  file?: { bytes: Buffer; type: string; name: string };
};

export type FakeCloudinary = {
  apiBaseUrl: string;
  cloudName: string;
  apiKey: string;
  apiSecret: string;
  /** cloudinary://key:secret@cloud */
  cloudinaryUrl: string;
  requests: FakeCloudinaryRequest[];
  /** Stored photos by public id. */
  stored: Map<string, { bytes: Buffer; format: string; width: number; height: number }>;
  /** Makes the next call answer `status` with Cloudinary's error body (or `body` as is). */
  failNext(status: number, message?: string, body?: string): void;
  /** Makes the next call wait this long before answering. */
  delayNext(ms: number): void;
  close(): Promise<void>;
};

function expectedSignature(params: Record<string, string>, secret: string): string {
  const excluded = new Set(["file", "cloud_name", "resource_type", "api_key", "signature"]);
  const toSign = Object.keys(params)
    .filter((key) => !excluded.has(key) && params[key] !== "")
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join("&");
  return createHash("sha1")
    .update(toSign + secret)
    .digest("hex");
}

async function readAll(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startFakeCloudinary(
  options: { cloudName?: string; apiKey?: string; apiSecret?: string } = {},
): Promise<FakeCloudinary> {
  const cloudName = options.cloudName ?? "demo-dealer";
  const apiKey = options.apiKey ?? "123456789012345";
  const apiSecret = options.apiSecret ?? "fake-secret-abcdefghijklmnop";
  const requests: FakeCloudinaryRequest[] = [];
  const stored: FakeCloudinary["stored"] = new Map();
  let failure: { status: number; body: string } | null = null;
  let delay = 0;

  const server: Server = createServer(async (req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "Content-Type": "application/json; charset=utf-8" });
      res.end(typeof body === "string" ? body : JSON.stringify(body));
    };
    const error = (status: number, message: string) => send(status, { error: { message } });
    try {
      const body = await readAll(req);
      const match = /^\/v1_1\/([^/]+)\/image\/(upload|destroy)$/.exec(req.url ?? "");
      if (req.method !== "POST" || !match) return error(404, "Resource not found");
      const [, cloud, action = ""] = match;
      const contentType = req.headers["content-type"] ?? "";
      const params: Record<string, string> = {};
      let file: FakeCloudinaryRequest["file"];
      if (contentType.startsWith("multipart/form-data")) {
        const form = await new Response(new Uint8Array(body), {
          headers: { "Content-Type": contentType },
        }).formData();
        for (const [key, value] of form.entries()) {
          if (typeof value === "string") params[key] = value;
          else file = { bytes: Buffer.from(await value.arrayBuffer()), type: value.type, name: value.name };
        }
      } else {
        for (const [key, value] of new URLSearchParams(body.toString("utf8"))) params[key] = value;
      }
      requests.push({ action, contentType, params, file });

      if (delay > 0) {
        const wait = delay;
        delay = 0;
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
      if (failure) {
        const { status, body: failureBody } = failure;
        failure = null;
        res.writeHead(status, { "Content-Type": "application/json; charset=utf-8" });
        return res.end(failureBody);
      }
      if (cloud !== cloudName) return error(401, `Invalid cloud_name ${cloud}`);
      if (params.api_key !== apiKey) return error(401, `Unknown API key ${params.api_key ?? ""}`);
      const timestamp = Number(params.timestamp);
      if (!Number.isInteger(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > 3600) {
        return error(400, `Stale request - reported time is ${params.timestamp ?? ""}`);
      }
      const signature = expectedSignature(params, apiSecret);
      if (params.signature !== signature) {
        return error(401, `Invalid Signature ${params.signature ?? ""}. String to sign - '...'.`);
      }

      if (action === "upload") {
        if (!file) return error(400, "Missing required parameter - file");
        let metadata: Metadata;
        try {
          metadata = await sharp(file.bytes).metadata();
        } catch {
          return error(400, "Invalid image file");
        }
        const format = metadata.format === "jpeg" ? "jpg" : String(metadata.format);
        const name = randomBytes(15).toString("base64url").replace(/[-_]/g, "x").slice(0, 20).toLowerCase();
        const publicId = params.folder ? `${params.folder}/${name}` : name;
        const version = Math.floor(Date.now() / 1000);
        stored.set(publicId, { bytes: file.bytes, format, width: metadata.width, height: metadata.height });
        return send(200, {
          asset_id: randomBytes(16).toString("hex"),
          public_id: publicId,
          version,
          version_id: randomBytes(16).toString("hex"),
          signature: randomBytes(20).toString("hex"),
          width: metadata.width,
          height: metadata.height,
          format,
          resource_type: "image",
          created_at: new Date().toISOString(),
          tags: [],
          bytes: file.bytes.length,
          type: "upload",
          etag: createHash("md5").update(file.bytes).digest("hex"),
          placeholder: false,
          url: `http://res.cloudinary.com/${cloudName}/image/upload/v${version}/${publicId}.${format}`,
          secure_url: `https://res.cloudinary.com/${cloudName}/image/upload/v${version}/${publicId}.${format}`,
          asset_folder: params.folder ?? "",
          display_name: name,
          original_filename: file.name.replace(/\.[^.]*$/, ""),
          api_key: apiKey,
        });
      }
      if (!params.public_id) return error(400, "Missing required parameter - public_id");
      const existed = stored.delete(params.public_id);
      return send(200, { result: existed ? "ok" : "not found" });
    } catch (caught) {
      error(500, `fake server error: ${(caught as Error).message}`);
    }
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiBaseUrl: `http://127.0.0.1:${port}`,
    cloudName,
    apiKey,
    apiSecret,
    cloudinaryUrl: `cloudinary://${apiKey}:${apiSecret}@${cloudName}`,
    requests,
    stored,
    failNext(status, message = "General Error", body) {
      failure = { status, body: body ?? JSON.stringify({ error: { message } }) };
    },
    delayNext(ms) {
      delay = ms;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
