"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";

import { RecordFormDialog } from "@/components/admin/kit/record-form-dialog";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { FormField, fieldA11yProps } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { useAdminAction } from "@/lib/admin/use-admin-action";
import { apiRequest } from "@/lib/api-client";
import { MAX_APPROVAL_NOTE_LENGTH } from "@/lib/constants/finance";
import { formatMoney } from "@/lib/format/money";
import { approvalDecisionSchema, type ApprovalDecision } from "@/lib/sales/approval";
import type { ApiSale } from "@/lib/sales/schema";

export type PendingDecision = { sale: ApiSale; approved: boolean };

type Props = {
  decision: PendingDecision | null;
  onOpenChange: (open: boolean) => void;
  onDecided: (sale: ApiSale) => void;
};

/** 'Aprovar' or 'Rejeitar' a sale below its car's minimum price, with an optional note for the seller. */
export function ApprovalDecisionDialog({ decision, onOpenChange, onDecided }: Props) {
  const sale = decision?.sale;
  return (
    <RecordFormDialog
      open={decision !== null}
      onOpenChange={onOpenChange}
      title={decision?.approved ? "Aprovar desconto" : "Rejeitar desconto"}
      description={
        sale
          ? `${sale.carBrand} ${sale.carModel} ${sale.carYear} para ${sale.clientName}: ${formatMoney(sale.salePrice)}, abaixo do mínimo de ${formatMoney(sale.minimumPrice ?? 0)} (vendedor: ${sale.salesperson}).`
          : undefined
      }
      history={sale ? { entity: "sale", entityId: sale.id } : null}
    >
      {decision ? (
        <DecisionForm decision={decision} onOpenChange={onOpenChange} onDecided={onDecided} />
      ) : null}
    </RecordFormDialog>
  );
}

function DecisionForm({ decision, onOpenChange, onDecided }: Props & { decision: PendingDecision }) {
  const form = useForm<{ approved: boolean; note?: string | null }, unknown, ApprovalDecision>({
    resolver: zodResolver(approvalDecisionSchema),
    defaultValues: { approved: decision.approved, note: "" },
  });
  const error = form.formState.errors.note?.message;
  const { run } = useAdminAction();

  const submit = (values: ApprovalDecision) =>
    run({
      call: () =>
        apiRequest<{ sale: ApiSale }>(`/api/sales/${encodeURIComponent(decision.sale.id)}/approval`, {
          method: "POST",
          json: values,
        }),
      success: values.approved ? "Desconto aprovado" : "Desconto rejeitado",
      failure: "Não foi possível registrar a decisão",
      onSuccess: ({ sale }) => onDecided(sale),
    });

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="grid gap-4">
      <FormField id="approval-note" label="Observação (opcional)" error={error}>
        <Textarea
          rows={3}
          maxLength={MAX_APPROVAL_NOTE_LENGTH}
          {...fieldA11yProps("approval-note", error)}
          {...form.register("note")}
        />
      </FormField>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
          Voltar
        </Button>
        <Button
          type="submit"
          variant={decision.approved ? "default" : "destructive"}
          disabled={form.formState.isSubmitting}
        >
          {decision.approved ? "Aprovar" : "Rejeitar"}
        </Button>
      </DialogFooter>
    </form>
  );
}
