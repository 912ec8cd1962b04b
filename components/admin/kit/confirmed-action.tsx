"use client";

import type { LucideIcon } from "lucide-react";
import { useState } from "react";

import { ConfirmDelete } from "@/components/admin/kit/confirm-delete";
import { Button } from "@/components/ui/button";
import { useAdminAction, type AdminAction } from "@/lib/admin/use-admin-action";

type Props = {
  icon: LucideIcon;
  /** The button's text, also the confirm button's. */
  label: string;
  buttonClassName?: string;
  title: string;
  description: string;
  /** The change; the confirmation closes when it has succeeded. */
  action: AdminAction<unknown>;
};

/**
 * A small outline button that asks before a change it cannot take back, then runs the change (useAdminAction):
 * the confirmation stays open and busy until the server answers.
 */
export function ConfirmedAction({ icon: Icon, label, buttonClassName, title, description, action }: Props) {
  const [open, setOpen] = useState(false);
  const { busy, run } = useAdminAction();
  return (
    <ConfirmDelete
      open={open}
      onOpenChange={setOpen}
      title={title}
      description={description}
      confirmLabel={label}
      busy={busy}
      onConfirm={() =>
        void run({
          ...action,
          onSuccess: (result) => {
            setOpen(false);
            return action.onSuccess?.(result);
          },
        })
      }
      trigger={
        <Button variant="outline" size="sm" className={buttonClassName}>
          <Icon aria-hidden="true" />
          {label}
        </Button>
      }
    />
  );
}
