import type { ReactNode } from "react";
import type { ExternalToast, toast as sonnerToast } from "sonner";

// The app's one toast API: `toast.success(title, { description })` and friends, as Sonner's. Sonner (~10 KB) is
// not part of any page's first load: it is loaded with its Toaster on the first toast, or earlier through
// preloadToasts() (a form calls it when first focused, so the live region is in place before its first toast).
// Pages that mount a Toaster themselves (admin, auth) get their toasts there.

type ToastKind = "success" | "error" | "warning" | "info";
type Sonner = typeof sonnerToast;

let loading: Promise<Sonner> | undefined;

export function preloadToasts(): Promise<Sonner> {
  loading ??= import("@/components/ui/toaster-host")
    .then((module) => module.showToaster())
    .catch((error: unknown) => {
      loading = undefined; // a failed download is tried again by the next toast
      throw error;
    });
  return loading;
}

function show(kind: ToastKind) {
  return (message: ReactNode, options?: ExternalToast): void => {
    preloadToasts().then(
      (sonner) => void sonner[kind](message, options),
      () => undefined,
    );
  };
}

export const toast = {
  success: show("success"),
  error: show("error"),
  warning: show("warning"),
  info: show("info"),
};
