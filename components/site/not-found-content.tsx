import { SearchX } from "lucide-static";
import Link from "next/link";

import { StaticIcon } from "@/components/site/static-icon";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/** 'Página não encontrada' with the way back (docs/showroom.md). */
export function NotFoundContent() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <StaticIcon svg={SearchX} className="size-14 text-muted-foreground" />
      <p className="mt-6 text-sm font-semibold tracking-widest text-link uppercase">Erro 404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">Página não encontrada</h1>
      <p className="mt-4 text-muted-foreground">
        O endereço pode ter mudado, ou o veículo que você procura já não está no nosso site.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href="/" prefetch={false} className={cn(buttonVariants({ size: "lg" }))}>
          Voltar ao início
        </Link>
        <Link
          href="/cars"
          prefetch={false}
          className={cn(buttonVariants({ variant: "outline", size: "lg" }))}
        >
          Ver carros em estoque
        </Link>
      </div>
    </section>
  );
}
