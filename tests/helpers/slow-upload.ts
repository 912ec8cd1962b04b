import { request } from "node:http";

// Sends a request body slowly over a raw HTTP connection and reports how much had been sent when the answer
// arrived: proof that a server refused a body before reading all of it. It waits for the socket to drain before
// the next chunk, so "sent" counts bytes the server could have read, not bytes queued in this process while a
// busy server was slow to read them.

export type SlowUploadResult = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** Bytes of the body written when the response headers arrived. */
  sentWhenAnswered: number;
  /** Bytes the client meant to send in all. */
  total: number;
};

export function slowUpload(
  url: string,
  options: {
    method?: string;
    headers?: Record<string, string>;
    /** Declared Content-Length; without it the body goes chunked. */
    contentLength?: number;
    /** Bytes to send in all (the declared length by default). */
    total?: number;
    /** Sent first (a multipart preamble, a file's signature); the rest of `total` is filler. */
    prefix?: Uint8Array;
    chunkSize?: number;
    intervalMs?: number;
    timeoutMs?: number;
  },
): Promise<SlowUploadResult> {
  const chunkSize = options.chunkSize ?? 64 * 1024;
  const intervalMs = options.intervalMs ?? 10;
  const total = options.total ?? options.contentLength ?? 32 * 1024 * 1024;
  const headers: Record<string, string> = { ...options.headers };
  if (options.contentLength !== undefined) headers["Content-Length"] = String(options.contentLength);
  else headers["Transfer-Encoding"] = "chunked";

  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    let timer: NodeJS.Timeout | undefined;
    const client = request(url, { method: options.method ?? "POST", headers });
    const deadline = setTimeout(() => {
      clearTimeout(timer);
      client.destroy();
      reject(
        new Error(`no answer within ${options.timeoutMs ?? 30_000} ms (sent ${sent} of ${total} bytes)`),
      );
    }, options.timeoutMs ?? 30_000);

    const sendNext = () => {
      if (answered) return;
      if (sent >= total) {
        client.end();
        return;
      }
      const size = Math.min(chunkSize, total - sent);
      const chunk = Buffer.alloc(size, 0x61);
      const prefix = options.prefix ?? new Uint8Array();
      if (sent < prefix.byteLength) chunk.set(prefix.subarray(sent, sent + size));
      sent += size;
      const scheduleNext = () => {
        if (!answered) timer = setTimeout(sendNext, intervalMs);
      };
      if (client.write(chunk)) scheduleNext();
      else client.once("drain", scheduleNext);
    };

    client.on("response", (response) => {
      const sentWhenAnswered = sent;
      answered = true;
      clearTimeout(timer);
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        clearTimeout(deadline);
        client.destroy();
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString("utf8"),
          sentWhenAnswered,
          total,
        });
      });
    });
    client.on("error", (error) => {
      clearTimeout(timer);
      clearTimeout(deadline);
      reject(error);
    });
    client.flushHeaders();
    sendNext();
  });
}
