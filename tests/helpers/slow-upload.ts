import { request } from "node:http";

// Sends a request body over a raw HTTP connection and reports how much had been sent when the answer arrived:
// proof that a server refused a body before reading all of it.
//
// With `holdAfter`, the client sends that many bytes and then waits for the answer before sending the rest. A
// server that refuses early answers during the wait, whatever its load, so `sentWhenAnswered` is at most
// `holdAfter`; a server that waits for the whole body answers only after the rest was sent, so it is `total`.
// Timing alone cannot tell the two apart: a busy server that refused at 15 MB also drains what the client sends
// while its answer is on the way.

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
    /** Bytes after which the client waits `holdMs` for the answer before it sends the rest. */
    holdAfter?: number;
    holdMs?: number;
    chunkSize?: number;
    intervalMs?: number;
    timeoutMs?: number;
  },
): Promise<SlowUploadResult> {
  const chunkSize = options.chunkSize ?? 64 * 1024;
  const intervalMs = options.intervalMs ?? 10;
  const total = options.total ?? options.contentLength ?? 32 * 1024 * 1024;
  const holdMs = options.holdMs ?? 15_000;
  const timeoutMs = options.timeoutMs ?? holdMs + 30_000;
  const prefix = options.prefix ?? new Uint8Array();
  const headers: Record<string, string> = { ...options.headers };
  if (options.contentLength !== undefined) headers["Content-Length"] = String(options.contentLength);
  else headers["Transfer-Encoding"] = "chunked";

  return new Promise((resolve, reject) => {
    let sent = 0;
    let held = options.holdAfter === undefined;
    let answered = false;
    let timer: NodeJS.Timeout | undefined;
    const client = request(url, { method: options.method ?? "POST", headers });
    const deadline = setTimeout(() => {
      clearTimeout(timer);
      client.destroy();
      reject(new Error(`no answer within ${timeoutMs} ms (sent ${sent} of ${total} bytes)`));
    }, timeoutMs);

    const later = (ms: number) => {
      if (!answered) timer = setTimeout(sendNext, ms);
    };
    function sendNext() {
      if (answered) return;
      if (sent >= total) {
        client.end();
        return;
      }
      if (!held && sent >= options.holdAfter!) {
        held = true;
        later(holdMs);
        return;
      }
      const end = held ? total : Math.min(total, options.holdAfter!);
      const size = Math.min(chunkSize, end - sent);
      const chunk = Buffer.alloc(size, 0x61);
      if (sent < prefix.byteLength) chunk.set(prefix.subarray(sent, sent + size));
      sent += size;
      // The next chunk waits for the socket to drain: what is counted as sent has left this process.
      if (client.write(chunk)) later(intervalMs);
      else client.once("drain", () => later(intervalMs));
    }

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
