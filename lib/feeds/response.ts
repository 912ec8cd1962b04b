import "server-only";

import { connection } from "next/server";

import { toErrorResponse } from "@/lib/http/errors";

/**
 * A feed's answer: shared caches may keep it 5 minutes (the platforms fetch it on a schedule), and it is built
 * per request from the cached stock rather than prerendered at build time. A failure is the API's JSON error
 * (503 while the database is down), never an HTML page a platform would take as the feed.
 */
export async function feedResponse(
  name: string,
  contentType: string,
  build: () => Promise<string>,
): Promise<Response> {
  await connection();
  try {
    return new Response(await build(), {
      headers: {
        "Content-Type": contentType,
        "Cache-Control": "public, max-age=300",
        "X-Content-Type-Options": "nosniff",
      },
    });
  } catch (error) {
    return toErrorResponse(error, `GET /feeds/${name}`);
  }
}
