"use client";

import { Copy, Megaphone } from "lucide-react";
import { useSyncExternalStore } from "react";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/lib/toast";

// 'Anúncios': the catalog feeds' addresses for Google Merchant Center and Meta, each with a copy button. The
// addresses are those of the site the panel is opened on (the same origin serves the feeds).

const FEEDS = [
  { id: "feed-google", label: "Google (Merchant Center, veículos)", path: "/feeds/google-vehicles.xml" },
  { id: "feed-meta", label: "Meta (catálogo de veículos)", path: "/feeds/meta-vehicles.csv" },
] as const;

async function copy(text: string, input: HTMLInputElement | null) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success("Copiado");
  } catch {
    // Without clipboard access the address is selected, ready for Ctrl+C.
    input?.select();
    toast.error("Não foi possível copiar", { description: "O endereço foi selecionado: copie com Ctrl+C." });
  }
}

const noSubscription = () => () => undefined;

export function FeedLinks() {
  // The page's origin never changes while it is open; the server render has none.
  const origin = useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => "",
  );

  return (
    <section
      aria-labelledby="feeds-title"
      className="flex min-w-0 flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm"
    >
      <div className="flex items-start gap-3">
        <Megaphone className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
        <div className="flex flex-col gap-1">
          <h3 id="feeds-title" className="text-lg font-semibold">
            Anúncios
          </h3>
          <p className="text-sm text-muted-foreground">
            Catálogos dos carros disponíveis para as plataformas de anúncios, atualizados a cada alteração no
            estoque.
          </p>
        </div>
      </div>
      {FEEDS.map((feed) => {
        const url = `${origin}${feed.path}`;
        return (
          <div key={feed.id} className="grid min-w-0 gap-2">
            <Label htmlFor={feed.id}>{feed.label}</Label>
            <div className="flex min-w-0 gap-2">
              <Input id={feed.id} readOnly value={url} className="min-w-0 flex-1 font-mono text-xs" />
              <Button
                type="button"
                variant="outline"
                aria-label={`Copiar endereço: ${feed.label}`}
                onClick={() => copy(url, document.getElementById(feed.id) as HTMLInputElement | null)}
              >
                <Copy aria-hidden="true" />
                <span className="max-[420px]:sr-only">Copiar</span>
              </Button>
            </div>
          </div>
        );
      })}
    </section>
  );
}
