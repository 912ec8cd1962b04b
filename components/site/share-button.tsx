"use client";

import { Share2Icon } from "lucide-react";

import { useRequestSiteToaster } from "@/components/site/site-toaster";

// Shares the page's address (docs/showroom.md "Car page"): the system's share sheet where the browser has one
// (phones), else the link is copied with a 'Link copiado' toast. Sonner is fetched only when that toast is due.
// A plain button styled as components/ui/button's outline icon button: the car page ships no Button component
// (its class merging and Slot) for this one control.

const SHARE_BUTTON =
  "inline-flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-md border border-input bg-background shadow-xs transition-colors hover:bg-accent hover:text-accent-foreground pointer-coarse:size-11 [&_svg]:size-4";

async function notify(kind: "success" | "error", text: string) {
  const { toast } = await import("@/lib/toast");
  toast[kind](text);
}

export function ShareButton({ title, className = "" }: { title: string; className?: string }) {
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
    <button
      type="button"
      aria-label="Compartilhar"
      title="Compartilhar"
      className={`${SHARE_BUTTON} ${className}`}
      onClick={() => void share()}
      data-testid="car-share"
    >
      <Share2Icon aria-hidden="true" />
    </button>
  );
}
