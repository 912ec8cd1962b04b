"use client";

import { ErrorContent } from "@/components/site/error-content";

/** Unexpected failures outside the showroom's own boundary. */
export default function RootError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <main id="conteudo">
      <ErrorContent error={error} retry={retry} />
    </main>
  );
}
