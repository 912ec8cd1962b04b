"use client";

import { useRouter } from "next/navigation";

import { ChangePasswordForm } from "@/components/auth/change-password-form";
import { SignOutButton } from "@/components/auth/sign-out-button";
import { Card, CardContent } from "@/components/ui/card";

/** The forced change's form: once saved, the visitor continues to `callbackPath`; 'Sair' is the other way out. */
export function ForcedPasswordChange({ callbackPath }: { callbackPath: string }) {
  const router = useRouter();
  return (
    <Card className="py-4">
      <CardContent className="flex flex-col gap-4 px-4 sm:px-6">
        <ChangePasswordForm
          submitLabel="Salvar nova senha"
          onChanged={() => {
            router.replace(callbackPath);
            router.refresh();
          }}
        />
        <SignOutButton variant="ghost" />
      </CardContent>
    </Card>
  );
}
