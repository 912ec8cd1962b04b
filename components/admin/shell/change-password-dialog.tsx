"use client";

import { KeyRound } from "lucide-react";
import { useState } from "react";

import { ChangePasswordForm } from "@/components/auth/change-password-form";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";

/** 'Alterar senha' in the admin header: any signed-in staff member changes their own password. */
export function ChangePasswordDialog() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" data-testid="change-password-open">
          <KeyRound aria-hidden="true" />
          Alterar senha
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Alterar senha</DialogTitle>
          <DialogDescription>
            Ao salvar, as outras sessões abertas com esta conta são encerradas.
          </DialogDescription>
        </DialogHeader>
        <ChangePasswordForm onChanged={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
