import type { ReactNode } from "react";
import type { ExternalToast, toast as sonnerToast } from "sonner";

// The app's one toast API: `toast.success(title, { description })` and friends, as Sonner's. Sonner (~10 KB) is
// not part of any page's first load: it is downloaded on the first toast, or earlier through preloadToasts() (a
// form calls it when first focused, so the toasts' live region is in place before its first toast). Pages that
// show toasts mount a Toaster: the admin panel and /auth at once (components/ui/sonner), the showroom when asked
// to (components/site/toaster-slot). A toast waits until a Toaster listens.

type ToastKind = "success" | "error" | "warning" | "info";
type Sonner = typeof sonnerToast;

let sonner: Promise<Sonner> | undefined;
let markListening: () => void = () => undefined;
const listening = new Promise<void>((resolve) => {
  markListening = resolve;
});

let wanted = false;
const wantListeners = new Set<() => void>();

/** Called by the Toaster once it listens for toasts. */
export function toasterListening(): void {
  markListening();
}

/** Whether a toast was asked for: the showroom mounts its Toaster from then on. */
export function toasterWanted(): boolean {
  return wanted;
}

export function subscribeToasterWanted(onChange: () => void): () => void {
  wantListeners.add(onChange);
  return () => {
    wantListeners.delete(onChange);
  };
}

export function preloadToasts(): Promise<Sonner> {
  if (!wanted) {
    wanted = true;
    for (const listener of wantListeners) listener();
  }
  sonner ??= import("sonner").then(
    (module) => module.toast,
    (error: unknown) => {
      sonner = undefined; // a failed download is tried again by the next toast
      throw error;
    },
  );
  return Promise.all([sonner, listening]).then(([toast]) => toast);
}

function show(kind: ToastKind) {
  return (message: ReactNode, options?: ExternalToast): void => {
    preloadToasts().then(
      (toast) => void toast[kind](message, options),
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
