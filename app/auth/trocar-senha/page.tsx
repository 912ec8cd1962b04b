import type { Metadata } from "next";
import { redirect } from "next/navigation";

import { ForcedPasswordChange } from "@/components/auth/forced-password-change";
import { MAIN_CONTENT_ID } from "@/components/site/site-frame";
import { Toaster } from "@/components/ui/sonner";
import { safeCallbackPath } from "@/lib/auth/callback-url";
import { getSessionActor } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Trocar senha", robots: { index: false, follow: false } };

// Rendered whole on each request, like /auth: its redirects depend on the session.
export const instant = false;

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

// /auth/trocar-senha: after a sign-in with a temporary password, the only thing the account may do is choose a
// new one (docs/business-rules.md "Staff passwords"); then it continues to where it was going.
export default async function ForcedPasswordChangePage({ searchParams }: { searchParams: SearchParams }) {
  const [actor, params] = await Promise.all([getSessionActor(), searchParams]);
  const callbackPath = safeCallbackPath(first(params.callbackUrl));
  if (!actor) redirect(`/auth?callbackUrl=${encodeURIComponent(callbackPath)}`);
  if (!actor.mustChangePassword) redirect(callbackPath);
  return (
    <>
      <main
        id={MAIN_CONTENT_ID}
        className="mx-auto flex min-h-[60dvh] w-full max-w-md flex-col gap-6 px-4 py-8"
      >
        <div className="flex flex-col gap-1 text-center">
          <h1 className="text-2xl font-bold tracking-tight">Troque a senha provisória</h1>
          <p className="text-sm text-muted-foreground">
            Sua senha foi redefinida por um gerente. Escolha uma nova senha para continuar, {actor.email}.
          </p>
        </div>
        <ForcedPasswordChange callbackPath={callbackPath} />
      </main>
      <Toaster />
    </>
  );
}
