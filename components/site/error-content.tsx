"use client";

import { TriangleAlertIcon } from "lucide-react";
import Link from "next/link";

import { Button, buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/** The screen of an unexpected failure: the specification's title, the status or message, and a retry. */
function describe(error: unknown): string {
  const details = (error ?? {}) as { status?: unknown; digest?: unknown; message?: unknown };
  if (typeof details.status === "number") return `Status ${details.status}`;
  if (typeof details.digest === "string") return `Código do erro: ${details.digest}`;
  return typeof details.message === "string" ? details.message : "";
}

export function ErrorContent({ error, retry }: { error: unknown; retry?: () => void }) {
  const detail = describe(error);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center" role="alert">
      <TriangleAlertIcon aria-hidden="true" className="size-14 text-destructive" />
      <h1 className="mt-6 text-3xl font-bold tracking-tight">Unexpected Application Error!</h1>
      <p className="mt-3 text-muted-foreground">Algo deu errado ao carregar esta página. Tente novamente em instantes.</p>
      {detail ? <p className="mt-2 font-mono text-sm text-muted-foreground">{detail}</p> : null}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {retry ? (
          <Button size="lg" onClick={() => retry()}>
            Tentar novamente
          </Button>
        ) : null}
        <Link href="/" className={cn(buttonVariants({ variant: "outline", size: "lg" }))}>
          Voltar ao início
        </Link>
      </div>
    </section>
  );
}
