import { FileSignature, HandCoins } from "lucide-react";

import { Button } from "@/components/ui/button";
import type { ApiCar } from "@/lib/cars/dto";
import { isCarDocumentIssued } from "@/lib/sales/documents/availability";

/** A consigned car's PDFs: its contract, and after the sale the owner's settlement ('Acerto'). */
export function ConsignmentLinks({ car }: { car: ApiCar }) {
  if (!car.consignment) return null;
  const title = `${car.brand} ${car.model} ${car.year}`;
  const base = `/api/cars/${encodeURIComponent(car.id)}/consignment`;
  return (
    <>
      <Button asChild size="sm" variant="outline" className="pointer-coarse:min-h-11">
        <a
          href={`${base}/contract.pdf`}
          download
          aria-label={`Baixar contrato de consignação do ${title} (PDF)`}
        >
          <FileSignature aria-hidden="true" />
          Consignação
        </a>
      </Button>
      {isCarDocumentIssued("consignmentSettlement", { consigned: true, sold: car.status === "sold" }) ? (
        <Button asChild size="sm" variant="outline" className="pointer-coarse:min-h-11">
          <a
            href={`${base}/settlement.pdf`}
            download
            aria-label={`Baixar acerto de consignação do ${title} (PDF)`}
          >
            <HandCoins aria-hidden="true" />
            Acerto
          </a>
        </Button>
      ) : null}
    </>
  );
}
