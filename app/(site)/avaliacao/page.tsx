import type { Metadata } from "next";
import { Camera, ClipboardCheck, Handshake } from "lucide-static";

import { DealerJsonLd } from "@/components/site/dealer-json-ld";
import { StaticIcon } from "@/components/site/static-icon";
import { TradeInForm } from "@/components/site/trade-in-form";
import { listCarsWithStatus } from "@/lib/cars/queries";
import { dealer } from "@/lib/seo/dealer";
import { pageMetadata } from "@/lib/seo/metadata";

export function generateMetadata(): Metadata {
  const { name } = dealer();
  return pageMetadata({
    title: "Avalie seu usado",
    description: `Receba uma avaliação do seu carro usado na ${name}: informe marca, modelo, ano e quilometragem, envie fotos pelo celular e use-o como entrada na troca.`,
    path: "/avaliacao",
    siteName: name,
  });
}

const STEPS = [
  { icon: ClipboardCheck, title: "Conte sobre o carro", text: "Marca, modelo, ano, quilometragem e placa." },
  { icon: Camera, title: "Envie fotos", text: "Até 6 fotos, direto da câmera ou da galeria do celular." },
  { icon: Handshake, title: "Receba a proposta", text: "Um consultor avalia e fala com você para a troca." },
] as const;

/** The model suggestions of the form: the models of the stock (sold cars too), by brand. */
async function modelSuggestions(): Promise<Record<string, string[]>> {
  const byBrand = new Map<string, Set<string>>();
  for (const car of await listCarsWithStatus("all")) {
    const models = byBrand.get(car.brand) ?? new Set<string>();
    models.add(car.model);
    byBrand.set(car.brand, models);
  }
  return Object.fromEntries(
    [...byBrand].map(([brand, models]) => [brand, [...models].sort((a, b) => a.localeCompare(b, "pt-BR"))]),
  );
}

// /avaliacao ('Avalie seu usado'): the trade-in appraisal request. The page is rendered on the server; only the
// form is a client component.
export default async function TradeInPage() {
  const models = await modelSuggestions();
  return (
    <>
      <section className="bg-header text-header-foreground">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:py-16">
          <p className="text-sm font-semibold tracking-[0.2em] text-primary uppercase">Avaliação na troca</p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight sm:text-5xl">Avalie seu usado</h1>
          <p className="mt-4 max-w-2xl text-lg text-header-muted-foreground">
            Use seu carro atual como entrada no próximo. Envie os dados e algumas fotos: avaliamos sem
            compromisso e entramos em contato.
          </p>
        </div>
      </section>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 lg:grid-cols-12">
        <section
          aria-labelledby="trade-in-title"
          className="rounded-xl border bg-card p-5 shadow-sm sm:p-8 lg:col-span-8"
        >
          <h2 id="trade-in-title" className="text-2xl font-semibold">
            Dados para a avaliação
          </h2>
          <p className="mt-1 mb-6 text-sm text-muted-foreground">Campos marcados com * são obrigatórios.</p>
          <TradeInForm models={models} />
        </section>

        <section aria-labelledby="how-title" className="grid content-start gap-4 lg:col-span-4">
          <h2 id="how-title" className="text-lg font-semibold">
            Como funciona
          </h2>
          <ol className="grid gap-3">
            {STEPS.map((step, index) => (
              <li key={step.title} className="flex gap-3 rounded-xl border bg-card p-4 shadow-sm">
                <StaticIcon svg={step.icon} className="mt-0.5 size-6 shrink-0 text-link" />
                <div>
                  <p className="font-medium">
                    {index + 1}. {step.title}
                  </p>
                  <p className="text-sm text-muted-foreground">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>
      </div>
      <DealerJsonLd />
    </>
  );
}
