import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";

/** A record form's 'Cancelar' and submit buttons, across the form's grid; the submit waits while it saves. */
export function FormActions({
  onCancel,
  submitting,
  label,
  busyLabel = "Salvando...",
}: {
  onCancel: () => void;
  submitting: boolean;
  label: string;
  busyLabel?: string;
}) {
  return (
    <DialogFooter className="sm:col-span-2">
      <Button type="button" variant="outline" onClick={onCancel}>
        Cancelar
      </Button>
      <Button type="submit" disabled={submitting}>
        {submitting ? busyLabel : label}
      </Button>
    </DialogFooter>
  );
}
