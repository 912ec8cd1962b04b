"use client";

import { inter } from "@/app/fonts";
import { ErrorContent } from "@/components/site/error-content";

import "./globals.css";

/**
 * A failure outside the showroom's own boundary (app/(site)/error.tsx): in the root layout, the admin panel or
 * /auth. It replaces the whole document, with the root layout's language, typeface and body. There is no
 * app/error.tsx between the two: every page would load one more script file for it, and it showed the same.
 */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <html lang="pt-BR" className={inter.variable}>
      <body className="min-h-dvh bg-background font-sans text-foreground antialiased">
        <title>Erro inesperado</title>
        <main id="conteudo">
          <ErrorContent error={error} retry={retry} />
        </main>
      </body>
    </html>
  );
}
