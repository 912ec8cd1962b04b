import { PHASE_PRODUCTION_BUILD } from "next/constants";

import { backfillVariants } from "@/lib/storage/local-variants";
import { uploadsDir } from "@/lib/storage/local-photos";
import { describeError } from "@/lib/http/error-log";
import { logger } from "@/lib/log/logger";

// Started once per server process (instrumentation.ts): photos stored before variants existed, or whose
// variants a stop interrupted, get them in the background; the server answers meanwhile (a visitor asking for
// a missing one gets it made first).

let started = false;

export function startVariantBackfill(rootDir: string = uploadsDir()): void {
  if (started || process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return;
  started = true;
  const began = Date.now();
  backfillVariants(rootDir).then(
    (summary) =>
      // Operators (and npm run bench:photos) read this line to know every photo is ready.
      logger.info(
        `[photos] variants ready: ${summary.photos} photo(s), ${summary.made} variant(s) made` +
          `${summary.orphansRemoved ? `, ${summary.orphansRemoved} orphan folder(s) removed` : ""} in ` +
          `${((Date.now() - began) / 1000).toFixed(1)} s`,
      ),
    (error) =>
      logger.error({ err: describeError(error) }, "[photos] making the variants of stored photos failed"),
  );
}
