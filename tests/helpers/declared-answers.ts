import { expect } from "vitest";
import { z } from "zod";

import { ALL_OPERATIONS } from "@/lib/openapi/document";

// The OpenAPI document's answers held against what the running API sends: an operation is named as the document
// names it ("GET /api/cars/{id}"), and the answer is checked with the zod schema the document was built from.

/** The operations and statuses checked so far in this test file, "GET /api/cars 200". */
export const checkedAnswers = new Set<string>();

/** The schema the document declares for `status` of `operation` ("POST /api/sales"). */
export function declaredSchema(operation: string, status: number): z.core.$ZodType {
  const [method, path] = operation.split(" ");
  const declared = ALL_OPERATIONS.find(
    (candidate) => candidate.method === method?.toLowerCase() && candidate.path === path,
  );
  if (!declared) throw new Error(`${operation} is not in the OpenAPI document`);
  const answer = declared.responses[status];
  if (!answer || typeof answer === "string" || !answer.schema)
    throw new Error(`${operation} declares no schema for ${status}`);
  return answer.schema;
}

/**
 * The JSON body of `response`, once it is checked to be what the document declares: the expected status, a body
 * that parses with that status's schema (a missing key or a wrong type fails), and nothing the parse dropped (an
 * object schema drops the keys it does not name, so a key the document leaves out fails too).
 */
export async function declaredAnswer<T = unknown>(
  operation: string,
  response: Response,
  status: number,
): Promise<T> {
  const text = await response.text();
  expect(response.status, `${operation} answered ${text.slice(0, 500)}`).toBe(status);
  expect(response.headers.get("content-type"), operation).toContain("application/json");
  const body: unknown = JSON.parse(text);
  const parsed = z.safeParse(declaredSchema(operation, status), body);
  expect(parsed.error?.issues ?? [], `${operation} ${status}: ${text.slice(0, 500)}`).toEqual([]);
  expect(parsed.data, `${operation} ${status}: keys the document does not name`).toEqual(body);
  checkedAnswers.add(`${operation} ${status}`);
  return body as T;
}
