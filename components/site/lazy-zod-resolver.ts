import type { FieldValues, Resolver } from "react-hook-form";

// The showroom's forms validate with the shared zod schemas through zodResolver, but zod is loaded on the first
// validation (or when the visitor starts filling the form in) instead of with the page: the car page's first load
// then carries no zod at all.

type Zod4Schema<TInput, TOutput> = { _zod: { input: TInput; output: TOutput } };

export function lazyZodResolver<TInput extends FieldValues, TOutput>(
  loadSchema: () => Promise<Zod4Schema<TInput, TOutput>>,
): { resolver: Resolver<TInput, unknown, TOutput>; preload: () => void } {
  let loading: Promise<Resolver<TInput, unknown, TOutput>> | undefined;
  const load = () =>
    (loading ??= Promise.all([import("@hookform/resolvers/zod"), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema) as unknown as Resolver<TInput, unknown, TOutput>,
    ));
  return {
    resolver: async (values, context, options) => (await load())(values, context, options),
    preload: () => void load().catch(() => undefined),
  };
}
