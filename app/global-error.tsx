"use client";

import { ErrorContent } from "@/components/site/error-content";

import "./globals.css";

/** A failure of the root layout itself: this replaces the whole document. */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <html lang="pt-BR">
      <body className="min-h-dvh bg-background font-sans text-foreground antialiased">
        <title>Erro inesperado</title>
        <main>
          <ErrorContent error={error} retry={retry} />
        </main>
      </body>
    </html>
  );
}
