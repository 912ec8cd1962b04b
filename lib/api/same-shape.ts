// A compile-time check that an answer's zod schema says what its TypeScript type says, when the type comes from
// elsewhere (a Prisma select, the arithmetic that builds the answer): used as
// `type _Checked = Assert<SameShape<z.output<typeof schema>, TheType>>`, it stops the build while they differ.

/** true when A and B have the same keys (optional ones included) and each is assignable to the other. */
export type SameShape<A, B> = [A, keyof A] extends [B, keyof B]
  ? [B, keyof B] extends [A, keyof A]
    ? true
    : false
  : false;

/** Compiles only when T is true. */
export type Assert<T extends true> = T;
