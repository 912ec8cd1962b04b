"use client";

import { Share2Icon } from "lucide-react";

import { useRequestSiteToaster } from "@/components/site/site-toaster";
import { Button } from "@/components/ui/button";

// Shares the page's address (docs/showroom.md "Car page"): the system's share sheet where the browser has one
// (phones), else the link is copied with a 'Link copiado' toast. Sonner is fetched only when that toast is due.

async function notify(kind: "success" | "error", text: string) {
  const { toast } = await import("@/lib/toast");
  toast[kind](text);
}

export function ShareButton({ title, className }: { title: string; className?: string }) {
  const requestToaster = useRequestSiteToaster();

  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // Closing the share sheet is the visitor's choice, not a failure; other errors fall back to copying.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    requestToaster();
    try {
      await navigator.clipboard.writeText(url);
      await notify("success", "Link copiado");
    } catch {
      await notify("error", "Não foi possível copiar o link");
    }
  };

  return (
    <Button
      type="button"
      variant="outline"
      size="icon"
      aria-label="Compartilhar"
      title="Compartilhar"
      className={className}
      onClick={() => void share()}
      data-testid="car-share"
    >
      <Share2Icon aria-hidden="true" />
    </Button>
  );
}
