"use client";

import { LogOut } from "lucide-react";
import { useState } from "react";

import { Button, type ButtonProps } from "@/components/ui/button";
import { signOutAndLeave } from "@/lib/auth/sign-out";

/** 'Sair': ends the session on the server, then reloads on the home page. */
export function SignOutButton(props: Omit<ButtonProps, "onClick">) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      type="button"
      variant="outline"
      disabled={busy}
      onClick={() => {
        setBusy(true);
        void signOutAndLeave();
      }}
      {...props}
    >
      <LogOut aria-hidden="true" />
      Sair
    </Button>
  );
}
