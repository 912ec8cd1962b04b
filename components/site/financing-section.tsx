import { Calculator } from "lucide-static";

import { FinancingExample } from "@/components/site/financing-example";
import { FinancingSimulatorLoader } from "@/components/site/financing-simulator-loader";
import { StaticIcon } from "@/components/site/static-icon";
import { env } from "@/lib/env";

// The car page's 'Simule seu financiamento' section: the rate comes from the server's settings; the server's
// example holds the place of the simulator, a client island loaded when the section nears the screen. A sold
// car has none.

type Props = {
  car: { id: string; price: number; status: string };
  /** The proposal form's heading id, where 'Enviar proposta com esta simulação' leads. */
  proposalAnchor: string;
};

export function FinancingSection({ car, proposalAnchor }: Props) {
  if (car.status === "sold" || !(car.price > 0)) return null;
  return (
    <section aria-labelledby="financing-title" data-testid="financing-section">
      <h2 id="financing-title" className="flex items-center gap-2 text-xl font-semibold">
        <StaticIcon svg={Calculator} className="size-5" />
        Simule seu financiamento
      </h2>
      <div className="mt-3 rounded-xl border bg-card p-4 shadow-sm sm:p-6">
        <FinancingSimulatorLoader
          carId={car.id}
          price={car.price}
          monthlyRate={env.FINANCING_MONTHLY_RATE}
          proposalAnchor={proposalAnchor}
          placeholder={<FinancingExample price={car.price} monthlyRate={env.FINANCING_MONTHLY_RATE} />}
        />
      </div>
    </section>
  );
}
