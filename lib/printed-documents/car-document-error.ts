import { HttpError } from "@/lib/http/errors";
import { CAR_DOCUMENT_UNAVAILABLE, type CarDocumentFact } from "@/lib/printed-documents/availability";

/** The answer to a car document asked for while the car lacks `fact` (404, or 409 for a car not sold yet). */
export function carDocumentUnavailable(fact: CarDocumentFact): HttpError {
  const { status, error } = CAR_DOCUMENT_UNAVAILABLE[fact];
  return new HttpError(status, error);
}
