"use client";

import { createRoot } from "react-dom/client";
import { toast } from "sonner";

import { OnDemandToaster } from "@/components/ui/sonner";

// Loaded by lib/toast on the first toast (or when a form is first focused): Sonner and its Toaster stay out of
// the pages' first load. The Toaster gets its own small React root at the end of <body>, so it needs no slot in
// any layout and survives client-side navigations.

let ready: Promise<void> | undefined;

export async function showToaster(): Promise<typeof toast> {
  ready ??= new Promise<void>((resolve) => {
    const host = document.createElement("div");
    host.dataset.toasterHost = "";
    document.body.append(host);
    createRoot(host).render(<OnDemandToaster onReady={resolve} />);
  });
  await ready;
  return toast;
}
