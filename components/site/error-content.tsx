"use client";

// The screen of an unexpected failure: the agreed title, the status or message, and a retry. Every page
// loads the error boundaries' code, so this stays plain markup (no UI kit, no icon library).

function describe(error: unknown): string {
  const details = (error ?? {}) as { status?: unknown; digest?: unknown; message?: unknown };
  if (typeof details.status === "number") return `Status ${details.status}`;
  if (typeof details.digest === "string") return `Código do erro: ${details.digest}`;
  return typeof details.message === "string" ? details.message : "";
}

const ACTION = "inline-flex min-h-12 items-center justify-center rounded-md px-6 text-base font-medium";

export function ErrorContent({ error, retry }: { error: unknown; retry?: () => void }) {
  const detail = describe(error);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center" role="alert">
      <h1 className="text-3xl font-bold tracking-tight">Unexpected Application Error!</h1>
      <p className="mt-3 text-muted-foreground">
        Algo deu errado ao carregar esta página. Tente novamente em instantes.
      </p>
      {detail ? <p className="mt-2 font-mono text-sm text-muted-foreground">{detail}</p> : null}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {retry ? (
          <button
            type="button"
            onClick={() => retry()}
            className={`${ACTION} cursor-pointer bg-primary text-primary-foreground hover:bg-primary/90`}
          >
            Tentar novamente
          </button>
        ) : null}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full page load leaves the failed state behind */}
        <a href="/" className={`${ACTION} border border-input bg-background hover:bg-accent`}>
          Voltar ao início
        </a>
      </div>
    </section>
  );
}
