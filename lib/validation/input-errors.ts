// How a failed validation is answered (docs/conventions.md "Errors"): `fields` maps each field's dotted path to
// its first message (the forms put it back under the field with setError), and `error` is one line for the
// person. That line is the first issue's message unless the schema's area says otherwise in its headline table:
// the car form answers any missing field with "Preencha todos os campos obrigatórios", not with the first one.
// The API's one error mapper (lib/http/errors.ts) builds every validation answer here. No server imports, no zod
// at run time: the showroom's forms load zod/mini.

type Issue = { message: string; path: ReadonlyArray<PropertyKey> };

/**
 * An area's headline messages, in order of priority: when some issue carries `issue`, the answer's `error` is
 * `headline` (the first row that matches wins).
 */
export type Headlines = ReadonlyArray<readonly [issue: string, headline: string]>;

const headlineTables = new WeakMap<object, Headlines>();

/** Gives `schema` its area's headline table and returns it unchanged. */
export function withHeadlines<TSchema extends object>(schema: TSchema, headlines: Headlines): TSchema {
  headlineTables.set(schema, headlines);
  return schema;
}

/** The headline table given to `schema`; none: the first issue's message heads the answer. */
export function headlinesOf(schema: object): Headlines {
  return headlineTables.get(schema) ?? [];
}

/** The `error` and `fields` of a failed validation. */
export function inputErrorBody(
  issues: ReadonlyArray<Issue>,
  headlines: Headlines = [],
  fallback = "Dados inválidos",
): { error: string; fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.path.map(String).join(".") || "_"] ??= issue.message;
  const headline = headlines.find(([issue]) => issues.some((candidate) => candidate.message === issue));
  return { error: headline?.[1] ?? issues[0]?.message ?? fallback, fields };
}
