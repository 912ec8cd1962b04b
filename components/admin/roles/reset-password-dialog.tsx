"use client";

import { Copy, KeyRound } from "lucide-react";
import { useState } from "react";

import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { apiRequest, serverErrorOf } from "@/lib/api-client";
import { toast } from "@/lib/toast";

type Props = { user: { id: string; email: string } | null; onClose: () => void };

/**
 * 'Redefinir senha' of the roles tab: asks first, then shows the temporary password once (it is kept nowhere
 * else: closing the dialog forgets it) with a copy button. The user must change it at their next sign-in.
 */
export function ResetPasswordDialog({ user, onClose }: Props) {
  const [busy, setBusy] = useState(false);
  const [password, setPassword] = useState<string | null>(null);

  function close() {
    if (busy) return;
    setPassword(null);
    onClose();
  }

  async function reset() {
    if (!user) return;
    setBusy(true);
    try {
      const { temporaryPassword } = await apiRequest<{ temporaryPassword: string }>(
        `/api/users/${encodeURIComponent(user.id)}/reset-password`,
        { method: "POST" },
      );
      setPassword(temporaryPassword);
    } catch (error) {
      toast.error("Erro ao redefinir senha", { description: serverErrorOf(error) });
      onClose();
    } finally {
      setBusy(false);
    }
  }

  async function copy() {
    if (!password) return;
    try {
      await navigator.clipboard.writeText(password);
      toast.success("Senha copiada");
    } catch {
      toast.error("Não foi possível copiar", { description: "Selecione a senha e copie manualmente." });
    }
  }

  return (
    <Dialog open={user !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent data-testid="reset-password-dialog">
        <DialogHeader>
          <DialogTitle>{password ? "Senha provisória" : "Redefinir senha?"}</DialogTitle>
          <DialogDescription>
            {password
              ? `Entregue esta senha a ${user?.email}. Ela é mostrada só agora; no próximo acesso será preciso trocá-la.`
              : `${user?.email ?? ""} recebe uma senha provisória, as sessões abertas dessa conta são encerradas e, no próximo acesso, será preciso escolher uma nova senha.`}
          </DialogDescription>
        </DialogHeader>
        {password ? (
          <div className="grid gap-2">
            <Label htmlFor="temporary-password">Senha provisória</Label>
            <div className="flex gap-2">
              <Input
                id="temporary-password"
                readOnly
                value={password}
                className="font-mono"
                onFocus={(event) => event.currentTarget.select()}
                data-testid="temporary-password"
              />
              <Button type="button" variant="outline" onClick={() => void copy()}>
                <Copy aria-hidden="true" />
                Copiar
              </Button>
            </div>
          </div>
        ) : null}
        <DialogFooter>
          {password ? (
            <Button type="button" onClick={close}>
              Concluir
            </Button>
          ) : (
            <>
              <Button type="button" variant="outline" disabled={busy} onClick={close}>
                Cancelar
              </Button>
              <Button type="button" disabled={busy} onClick={() => void reset()}>
                <KeyRound aria-hidden="true" />
                {busy ? "Redefinindo..." : "Redefinir senha"}
              </Button>
            </>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
