import { ArrowLeft } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";

import { AuthForms } from "@/components/auth/auth-forms";
import { Button } from "@/components/ui/button";
import { Toaster } from "@/components/ui/sonner";
import { MAIN_CONTENT_ID } from "@/components/site/site-frame";
import { safeCallbackPath } from "@/lib/auth/callback-url";
import { getSessionActor, passwordChangePath } from "@/lib/auth/session";
import { env } from "@/lib/env";

export const metadata: Metadata = { title: "Entrar", robots: { index: false, follow: false } };

// Rendered whole on each request, with no prerendered shell: a shell's scripts could not carry the request's
// CSP nonce (middleware.ts), and a signed-in visitor gets a real redirect before anything is sent.
export const instant = false;

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

// /auth: sign-in and sign-up. A visitor whose session is valid (checked against the database) goes to /.
export default async function AuthPage({ searchParams }: { searchParams: SearchParams }) {
  const [actor, params] = await Promise.all([getSessionActor(), searchParams]);
  if (actor?.mustChangePassword) redirect(passwordChangePath(safeCallbackPath(first(params.callbackUrl))));
  if (actor) redirect("/");
  return (
    <>
      <main
        id={MAIN_CONTENT_ID}
        className="mx-auto flex min-h-[60dvh] w-full max-w-md flex-col gap-6 px-4 py-8"
      >
        <Button asChild variant="ghost" className="self-start">
          <Link href="/">
            <ArrowLeft aria-hidden="true" />
            Voltar ao Site
          </Link>
        </Button>
        <div className="flex flex-col gap-1 text-center">
          <h1 className="text-2xl font-bold tracking-tight">{env.DEALER_NAME}</h1>
          <p className="text-sm text-muted-foreground">Entre na sua conta ou crie uma nova.</p>
        </div>
        <AuthForms
          callbackPath={safeCallbackPath(first(params.callbackUrl))}
          initialTab={first(params.tab) === "signup" ? "signup" : "signin"}
          redirectError={first(params.error)}
        />
      </main>
      <Toaster />
    </>
  );
}
