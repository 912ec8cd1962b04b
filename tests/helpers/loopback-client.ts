import { randomInt } from "node:crypto";
import { request } from "node:http";

// A client with an address of its own: Linux answers the whole 127.0.0.0/8 on the loopback interface, so a test
// can play several distinct clients (as the app's socket sees them) by choosing the local address it connects from.

/** A loopback address no other test run is likely to use (never 127.0.0.1). */
export function loopbackClientAddress(): string {
  return `127.${randomInt(1, 255)}.${randomInt(256)}.${randomInt(2, 255)}`;
}

export type LoopbackResponse = { status: number; body: string };

/** A JSON POST to `url`, sent from `localAddress`, with the given extra headers. */
export function postFrom(
  localAddress: string,
  url: string,
  json: unknown,
  headers: Record<string, string> = {},
): Promise<LoopbackResponse> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify(json);
    const call = request(
      url,
      {
        method: "POST",
        localAddress,
        agent: false,
        headers: {
          "Content-Type": "application/json",
          "Content-Length": String(Buffer.byteLength(body)),
          ...headers,
        },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    call.on("error", reject);
    call.end(body);
  });
}
