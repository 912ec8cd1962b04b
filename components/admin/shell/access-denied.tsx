"use client";

import { ShieldX } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect } from "react";

const REDIRECT_DELAY_MS = 2_500;

/** Shown to a signed-in account without admin access (role user), which is then sent to the home page. */
export function AccessDenied() {
  const router = useRouter();
  useEffect(() => {
    const timer = setTimeout(() => router.replace("/"), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [router]);
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-3 py-16 text-center">
      <ShieldX className="size-12 text-destructive" aria-hidden="true" />
      <h1 className="text-2xl font-bold">Acesso Negado</h1>
      <p className="text-muted-foreground">Você não tem permissão para acessar esta página.</p>
    </div>
  );
}
